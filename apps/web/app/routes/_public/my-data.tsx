import { SITE_NAME, type MyDataHeld } from '@agency/contract';
import type { TFunction } from 'i18next';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { data, Form } from 'react-router';
import type { Route } from './+types/my-data';
import { linkDate, LinkFailure, LinkHeading, LinkPage } from '~/components/link-page';
import { Button, buttonClasses } from '~/components/ui/button';
import { myDataAction, myDataView, type MyDataOutcome } from '~/features/candidates/my-data.server';
import { localizedCountryOptions } from '~/i18n/choices';
import { getInstance, requestLanguage } from '~/i18n/i18next.server';
import type { Language } from '~/i18n/languages';
import { LocalizedLink, useLanguage } from '~/i18n/link';
import { requestInfo } from '~/lib/request-info';
import { pageTitle } from '~/lib/seo';

const NO_STORE = { 'Cache-Control': 'private, no-store' };

/**
 * /my-data?token=… and /ar/my-data?token=… — the link of the e-mail a person gets when staff add them to the talent
 * pool (GDPR Art. 14; docs/023-talent-pool.md "Added by staff"), in English or Arabic (the e-mail links to English:
 * no language is stored for the person; the switcher keeps the token, docs/026-languages.md "Pages reached from
 * e-mails"). Opening it changes nothing (mail scanners open links): it shows what the agency holds, a download of all
 * of it (the personal-data ZIP, English-only /my-data/export.zip) and "Erase my data", which asks to confirm before it
 * erases. A used link says the data is gone. Never cached (one person's page; the page cache lists no such path) nor
 * indexed.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { outcome, status } = await myDataView(url, context.get(requestInfo).clientIp);
  const { t } = getInstance(context);
  return data(
    { ...inLanguage(outcome, t, requestLanguage(context)), title: t('emailPages.myData.title') },
    { status, headers: NO_STORE },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const { outcome, status } = await myDataAction(request, context.get(requestInfo).clientIp);
  return data(inLanguage(outcome, getInstance(context).t, requestLanguage(context)), { status, headers: NO_STORE });
}

/**
 * The outcome in the page's language: a failure's message by its status (the page server answers in English), and the
 * country's name (`countryName`, named on the server so that the browser's own ICU cannot change it).
 */
function inLanguage(outcome: MyDataOutcome, t: TFunction, language: Language) {
  switch (outcome.status) {
    case 'held': {
      const country = localizedCountryOptions(language).find(({ value }) => value === outcome.country);
      return { ...outcome, countryName: country?.label ?? null };
    }
    case 'unknown':
      return { ...outcome, message: t('emailPages.myData.unknownLink') };
    case 'failed':
      return { ...outcome, message: t('emailPages.myData.failed') };
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

/** What is held, as a list of labelled values; the e-mail address and phone left to right in either language. */
function HeldData({ held }: { held: MyDataHeld & { countryName: string | null } }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const leftToRight = (value: string) => <bdi dir="ltr">{value}</bdi>;
  const rows: Array<[string, ReactNode]> = [
    [t('emailPages.myData.rows.name'), held.fullName],
    [t('emailPages.myData.rows.email'), leftToRight(held.email)],
    ...(held.phone ? [[t('emailPages.myData.rows.phone'), leftToRight(held.phone)] as [string, ReactNode]] : []),
    [t('emailPages.myData.rows.country'), held.countryName ?? '–'],
    [t('emailPages.myData.rows.tags'), held.tags.length > 0 ? held.tags.join(language === 'ar' ? '، ' : ', ') : '–'],
    [t('emailPages.myData.rows.cv'), held.resumes > 0 ? t('emailPages.myData.cv', { count: held.resumes }) : '–'],
    [t('emailPages.myData.rows.source'), held.source ?? t('emailPages.myData.fromCv')],
    [
      t('emailPages.myData.rows.legalBasis'),
      held.legalBasis ? t(`emailPages.myData.legalBasis.${held.legalBasis}`) : '–',
    ],
    [t('emailPages.myData.rows.addedOn'), held.addedAt ? linkDate(held.addedAt, language) : '–'],
  ];
  return (
    <dl className="mt-6 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {rows.map(([label, value]) => (
        <div key={label} className="grid gap-1 px-4 py-3 sm:grid-cols-3">
          <dt className="text-sm font-medium text-slate-600">{label}</dt>
          <dd className="text-sm text-slate-900 wrap-anywhere sm:col-span-2">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export default function MyData({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const shown = actionData ?? loaderData;
  const heading = useRef<HTMLHeadingElement>(null);
  // After a press (confirm, erased, refused) the page's heading takes the focus: the button that had it is gone.
  useEffect(() => {
    if (actionData) heading.current?.focus();
  }, [actionData]);
  const token = 'token' in shown ? shown.token : '';
  return (
    <LinkPage headingId="my-data-heading" next={{ to: '/privacy', label: t('emailPages.myData.privacy') }}>
      {shown.status === 'held' ? (
        <>
          <LinkHeading id="my-data-heading" ref={heading}>
            {t('emailPages.myData.heldHeading', { site: SITE_NAME })}
          </LinkHeading>
          <p className="mt-4 text-slate-700">
            {t('emailPages.myData.heldIntro', { until: linkDate(shown.linkExpiresAt, language) })}
          </p>
          <HeldData held={shown} />
          <div className="mt-6 flex flex-wrap gap-3">
            <form method="post" action="/my-data/export.zip">
              <input type="hidden" name="token" value={token} />
              <Button type="submit" variant="outline">
                {t('emailPages.myData.download')}
              </Button>
            </form>
            <Form method="post">
              <input type="hidden" name="token" value={token} />
              <input type="hidden" name="intent" value="erase" />
              <Button type="submit">{t('emailPages.myData.erase')}</Button>
            </Form>
          </div>
        </>
      ) : shown.status === 'confirm' ? (
        <>
          <LinkHeading id="my-data-heading" ref={heading}>
            {t('emailPages.myData.confirmHeading')}
          </LinkHeading>
          <p className="mt-4 text-slate-700">{t('emailPages.myData.confirmText')}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Form method="post">
              <input type="hidden" name="token" value={token} />
              <input type="hidden" name="intent" value="erase-confirmed" />
              <Button type="submit">{t('emailPages.myData.confirmErase')}</Button>
            </Form>
            <LocalizedLink
              to={`/my-data?token=${encodeURIComponent(token)}`}
              className={buttonClasses({ variant: 'outline' })}
            >
              {t('emailPages.myData.keep')}
            </LocalizedLink>
          </div>
        </>
      ) : shown.status === 'gone' ? (
        <>
          <LinkHeading id="my-data-heading" ref={heading}>
            {shown.erased ? t('emailPages.myData.erasedHeading') : t('emailPages.myData.noneHeading')}
          </LinkHeading>
          <p role="status" className="mt-4 text-slate-700">
            {shown.erased ? t('emailPages.myData.erased') : t('emailPages.myData.none')}
          </p>
        </>
      ) : (
        <LinkFailure
          headingId="my-data-heading"
          headingRef={heading}
          unknown={shown.status === 'unknown'}
          message={shown.message}
        />
      )}
    </LinkPage>
  );
}
