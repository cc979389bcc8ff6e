import { isJobAlertToken, JOB_ALERT_UNKNOWN_LINK_MESSAGE, JOB_ALERT_UNSUBSCRIBED_MESSAGE } from '@agency/contract';
import { data, Form, useNavigation } from 'react-router';
import type { Route } from './+types/alerts-unsubscribe';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { LinkHeading, LinkPage } from '~/components/link-page';
import { unsubscribeFromRequest } from '~/features/job-alerts/job-alert.server';
import { pageTitle } from '~/lib/seo';

const NO_STORE = { 'Cache-Control': 'private, no-store' };

/**
 * /alerts/unsubscribe?token=… — the unsubscribe link of every job alert email (docs/014-job-alerts.md).
 * GET shows one "Unsubscribe" button and changes nothing (mail scanners open links); POST unsubscribes. The POST also
 * serves the RFC 8058 one-click unsubscribe that mail providers send to the `List-Unsubscribe` URL
 * (`List-Unsubscribe=One-Click`, no cookies): public form posts carry no session or CSRF token in this app (only the
 * staff actions check the origin), so it needs nothing but the token. Never cached nor indexed.
 */
export function loader({ url }: Route.LoaderArgs) {
  const token = url.searchParams.get('token');
  const valid = isJobAlertToken(token);
  return data({ token: valid ? token : null }, { status: valid ? 200 : 404, headers: NO_STORE });
}

export async function action({ request, url }: Route.ActionArgs) {
  const { outcome, status } = await unsubscribeFromRequest({ request, url });
  return data(outcome, { status, headers: NO_STORE });
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders.has('Cache-Control') ? actionHeaders : loaderHeaders;
}

export const meta: Route.MetaFunction = () => [
  { title: pageTitle('Unsubscribe from a job alert') },
  { name: 'robots', content: 'noindex' },
];

export default function UnsubscribeJobAlert({ loaderData, actionData }: Route.ComponentProps) {
  const sending = useNavigation().state === 'submitting';
  return (
    <LinkPage headingId="unsubscribe-heading">
      <LinkHeading id="unsubscribe-heading">
        {actionData?.unsubscribed ? 'You are unsubscribed' : 'Unsubscribe from a job alert'}
      </LinkHeading>
      {actionData?.unsubscribed ? (
        <Alert tone="success" className="mt-4">
          {JOB_ALERT_UNSUBSCRIBED_MESSAGE}
        </Alert>
      ) : loaderData.token ? (
        <>
          <p className="mt-4 text-slate-700">Stop the emails about new jobs for this job alert.</p>
          {actionData?.message ? (
            <Alert tone="error" className="mt-4">
              {actionData.message}
            </Alert>
          ) : null}
          <Form method="post" className="mt-6">
            <input type="hidden" name="token" value={loaderData.token} />
            <Button type="submit" disabled={sending}>
              {sending ? 'Unsubscribing...' : 'Unsubscribe'}
            </Button>
          </Form>
        </>
      ) : (
        <Alert tone="warning" className="mt-4">
          {JOB_ALERT_UNKNOWN_LINK_MESSAGE}
        </Alert>
      )}
    </LinkPage>
  );
}
