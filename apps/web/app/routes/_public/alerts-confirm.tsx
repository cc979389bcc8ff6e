import { JOB_ALERT_UNCONFIRMED_DAYS } from '@agency/contract';
import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import type { Route } from './+types/alerts-confirm';
import { LinkFailure, LinkHeading, LinkPage } from '~/components/link-page';
import { confirmFromLink } from '~/features/job-alerts/job-alert.server';
import { getInstance } from '~/i18n/i18next.server';
import { pageTitle } from '~/lib/seo';

/**
 * /alerts/confirm?token=… and /ar/alerts/confirm?token=… — the link of a job alert's confirmation email
 * (docs/014-job-alerts.md; an Arabic alert's e-mail links to the Arabic page, docs/026-languages.md "Pages reached from
 * e-mails"): opening it confirms the alert (again is harmless) and says which search it follows, in the page's
 * language; an unknown or expired link says so (404). Never cached (a page for one person; the page cache lists no
 * /alerts path) nor indexed.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { t } = getInstance(context);
  const { outcome, status } = await confirmFromLink(url);
  const title = t('emailPages.alerts.confirmTitle');
  const shown =
    outcome.status === 'confirmed'
      ? outcome
      : {
          status: outcome.status,
          message:
            outcome.status === 'unknown'
              ? t('emailPages.alerts.unknownLink', { days: JOB_ALERT_UNCONFIRMED_DAYS })
              : t('emailPages.alerts.confirmFailed'),
        };
  return data({ ...shown, title }, { status, headers: { 'Cache-Control': 'private, no-store' } });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...(loaderData ? [{ title: pageTitle(loaderData.title) }] : []),
  { name: 'robots', content: 'noindex' },
];

export default function ConfirmJobAlert({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <LinkPage headingId="alert-heading">
      {loaderData.status === 'confirmed' ? (
        <>
          <LinkHeading id="alert-heading">{t('emailPages.alerts.confirmed')}</LinkHeading>
          <p className="mt-4 text-slate-700">
            {t('emailPages.alerts.emailAbout')} <strong className="font-semibold">{loaderData.description}</strong>.
          </p>
          <p className="mt-2 text-slate-600">{t('emailPages.alerts.howOften')}</p>
        </>
      ) : (
        <LinkFailure headingId="alert-heading" unknown={loaderData.status === 'unknown'} message={loaderData.message} />
      )}
    </LinkPage>
  );
}
