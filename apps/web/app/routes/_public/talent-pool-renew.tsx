import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { data, Form } from 'react-router';
import type { Route } from './+types/talent-pool-renew';
import { linkDate, LinkFailure, LinkHeading, LinkPage } from '~/components/link-page';
import { Button } from '~/components/ui/button';
import { renewalOffer, renewFromForm, type RenewalOutcome } from '~/features/candidates/pool-renewal.server';
import { useLanguage } from '~/i18n/link';
import { getInstance } from '~/i18n/i18next.server';
import { requestInfo } from '~/lib/request-info';
import { pageTitle } from '~/lib/seo';

const NO_STORE = { 'Cache-Control': 'private, no-store' };

/**
 * /talent-pool/renew?token=… and /ar/talent-pool/renew?token=… — the link of the talent pool's renewal e-mail
 * (docs/023-talent-pool.md "Consent and retention"; an Arabic consent's e-mail links to the Arabic page,
 * docs/026-languages.md "Pages reached from e-mails"). Opening it changes nothing (mail scanners open links): it says
 * until when the CV is kept and offers a button; the button's POST renews, once, and says until when. The page's
 * language changes nothing of what is stored. Never cached (one person's page; the page cache lists no /talent-pool
 * path) nor indexed.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { outcome, status } = await renewalOffer(url, context.get(requestInfo).clientIp);
  const { t } = getInstance(context);
  return data({ ...inLanguage(outcome, t), title: t('emailPages.renewal.title') }, { status, headers: NO_STORE });
}

export async function action({ request, context }: Route.ActionArgs) {
  const { outcome, status } = await renewFromForm(request, context.get(requestInfo).clientIp);
  return data(inLanguage(outcome, getInstance(context).t), { status, headers: NO_STORE });
}

/** A failure's message in the page's language, by its status (the page server answers in English). */
function inLanguage(outcome: RenewalOutcome, t: TFunction): RenewalOutcome {
  switch (outcome.status) {
    case 'unknown':
      return { ...outcome, message: t('emailPages.renewal.unknownLink') };
    case 'failed':
      return { ...outcome, message: t('emailPages.renewal.failed') };
    case 'limited':
      return { ...outcome, message: t('messages.rateLimit') };
    default:
      return outcome;
  }
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders.has('Cache-Control') ? actionHeaders : loaderHeaders;
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...(loaderData ? [{ title: pageTitle(loaderData.title) }] : []),
  { name: 'robots', content: 'noindex' },
];

export default function RenewTalentPool({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const shown = actionData ?? loaderData;
  const date = (iso: string) => linkDate(iso, language);
  return (
    <LinkPage headingId="pool-heading">
      {shown.status === 'offer' ? (
        <>
          <LinkHeading id="pool-heading">{t('emailPages.renewal.offerHeading')}</LinkHeading>
          <p className="mt-4 text-slate-700">
            {t('emailPages.renewal.offer', {
              count: shown.months,
              until: date(shown.until),
              renewedUntil: date(shown.renewedUntil),
            })}
          </p>
          <Form method="post" className="mt-6">
            <input type="hidden" name="token" value={shown.token} />
            <Button type="submit">{t('emailPages.renewal.renew', { count: shown.months })}</Button>
          </Form>
        </>
      ) : shown.status === 'renewed' ? (
        <>
          <LinkHeading id="pool-heading">{t('emailPages.renewal.renewedHeading')}</LinkHeading>
          <p role="status" className="mt-4 text-slate-700">
            {t('emailPages.renewal.renewed', { until: date(shown.until) })}
          </p>
        </>
      ) : (
        <LinkFailure headingId="pool-heading" unknown={shown.status === 'unknown'} message={shown.message} />
      )}
    </LinkPage>
  );
}
