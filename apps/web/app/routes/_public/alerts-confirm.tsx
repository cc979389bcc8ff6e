import { JOB_ALERT_CONFIRMED_MESSAGE } from '@agency/contract';
import { data } from 'react-router';
import type { Route } from './+types/alerts-confirm';
import { LinkFailure, LinkHeading, LinkPage } from '~/components/link-page';
import { confirmFromLink } from '~/features/job-alerts/job-alert.server';
import { pageTitle } from '~/lib/seo';

/**
 * /alerts/confirm?token=… — the link of a job alert's confirmation email (docs/014-job-alerts.md): opening
 * it confirms the alert (again is harmless) and says which search it follows; an unknown or expired link says so
 * (404). Never cached (a page for one person; the page cache lists no /alerts path) nor indexed.
 */
export async function loader({ url }: Route.LoaderArgs) {
  const { outcome, status } = await confirmFromLink(url);
  return data(outcome, { status, headers: { 'Cache-Control': 'private, no-store' } });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export const meta: Route.MetaFunction = () => [
  { title: pageTitle('Job alert') },
  { name: 'robots', content: 'noindex' },
];

export default function ConfirmJobAlert({ loaderData }: Route.ComponentProps) {
  return (
    <LinkPage headingId="alert-heading">
      {loaderData.status === 'confirmed' ? (
        <>
          <LinkHeading id="alert-heading">{JOB_ALERT_CONFIRMED_MESSAGE}</LinkHeading>
          <p className="mt-4 text-slate-700">
            We will email you about: <strong className="font-semibold">{loaderData.description}</strong>.
          </p>
          <p className="mt-2 text-slate-600">
            At most one email a day, only when there are new jobs. Every email has a link to unsubscribe with one click.
          </p>
        </>
      ) : (
        <LinkFailure headingId="alert-heading" unknown={loaderData.status === 'unknown'} message={loaderData.message} />
      )}
    </LinkPage>
  );
}
