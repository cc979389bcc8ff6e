import { isJobAlertToken, JOB_ALERT_UNCONFIRMED_DAYS } from '@agency/contract';
import { useTranslation } from 'react-i18next';
import { data, Form, useNavigation } from 'react-router';
import type { Route } from './+types/alerts-unsubscribe';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { LinkHeading, LinkPage } from '~/components/link-page';
import { unsubscribeFromRequest } from '~/features/job-alerts/job-alert.server';
import { getInstance } from '~/i18n/i18next.server';
import { pageTitle } from '~/lib/seo';

const NO_STORE = { 'Cache-Control': 'private, no-store' };

/**
 * /alerts/unsubscribe?token=… and /ar/alerts/unsubscribe?token=… — the unsubscribe link of every job alert email
 * (docs/014-job-alerts.md; an Arabic alert's links go to the Arabic page, docs/026-languages.md "Pages reached from
 * e-mails"). GET shows one "Unsubscribe" button and changes nothing (mail scanners open links); POST unsubscribes. The
 * POST also serves the RFC 8058 one-click unsubscribe that mail providers send to the `List-Unsubscribe` URL
 * (`List-Unsubscribe=One-Click`, no cookies): public form posts carry no session or CSRF token in this app (only the
 * staff actions check the origin), so it needs nothing but the token. Never cached nor indexed.
 */
export function loader({ url, context }: Route.LoaderArgs) {
  const token = url.searchParams.get('token');
  const valid = isJobAlertToken(token);
  const { t } = getInstance(context);
  return data(
    {
      token: valid ? token : null,
      title: t('emailPages.alerts.unsubscribeTitle'),
      unknownLink: t('emailPages.alerts.unknownLink', { days: JOB_ALERT_UNCONFIRMED_DAYS }),
    },
    { status: valid ? 200 : 404, headers: NO_STORE },
  );
}

/** The unsubscribe; a refusal in the page's language (400: no token of ours; else the CMS failed). */
export async function action({ request, url, context }: Route.ActionArgs) {
  const { outcome, status } = await unsubscribeFromRequest({ request, url });
  const { t } = getInstance(context);
  const message = outcome.unsubscribed
    ? undefined
    : status === 400
      ? t('emailPages.alerts.unknownLink', { days: JOB_ALERT_UNCONFIRMED_DAYS })
      : t('emailPages.alerts.unsubscribeFailed');
  return data({ unsubscribed: outcome.unsubscribed, message }, { status, headers: NO_STORE });
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders.has('Cache-Control') ? actionHeaders : loaderHeaders;
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...(loaderData ? [{ title: pageTitle(loaderData.title) }] : []),
  { name: 'robots', content: 'noindex' },
];

export default function UnsubscribeJobAlert({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const sending = useNavigation().state === 'submitting';
  return (
    <LinkPage headingId="unsubscribe-heading">
      <LinkHeading id="unsubscribe-heading">
        {actionData?.unsubscribed
          ? t('emailPages.alerts.unsubscribedHeading')
          : t('emailPages.alerts.unsubscribeTitle')}
      </LinkHeading>
      {actionData?.unsubscribed ? (
        <Alert tone="success" className="mt-4">
          {t('emailPages.alerts.unsubscribed')}
        </Alert>
      ) : loaderData.token ? (
        <>
          <p className="mt-4 text-slate-700">{t('emailPages.alerts.stopEmails')}</p>
          {actionData?.message ? (
            <Alert tone="error" className="mt-4">
              {actionData.message}
            </Alert>
          ) : null}
          <Form method="post" className="mt-6">
            <input type="hidden" name="token" value={loaderData.token} />
            <Button type="submit" disabled={sending}>
              {sending ? t('emailPages.alerts.unsubscribing') : t('emailPages.alerts.unsubscribe')}
            </Button>
          </Form>
        </>
      ) : (
        <Alert tone="warning" className="mt-4">
          {loaderData.unknownLink}
        </Alert>
      )}
    </LinkPage>
  );
}
