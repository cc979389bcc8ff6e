import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocale, type Language } from '~/i18n/languages';
import { LocalizedLink } from '~/i18n/link';
import { Alert } from '~/components/ui/alert';
import { buttonClasses } from '~/components/ui/button';

/**
 * The page a link from one of our e-mails opens (a job alert's confirmation or unsubscribe link, the talent pool's
 * renewal, a person's own data): what the link did or offers, or why it did not work, then a way on (`next`, the job
 * board by default), in the page's language (`next.to` is a site path in English form). `headingId` names the section.
 */
export function LinkPage({
  headingId,
  next,
  children,
}: {
  headingId: string;
  next?: { to: string; label: string };
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const way = next ?? { to: '/blog', label: t('emailPages.link.browseJobs') };
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-2xl px-4 py-16 sm:px-6">
      {children}
      <LocalizedLink to={way.to} className={buttonClasses({ variant: 'outline' }, 'mt-8')}>
        {way.label}
      </LocalizedLink>
    </section>
  );
}

/**
 * The page's heading (`id` is the `headingId` given to `LinkPage`). With `ref` it can take the focus (a page that
 * moves the focus to it after a press whose button is gone).
 */
export function LinkHeading({ id, ref, children }: { id: string; ref?: Ref<HTMLHeadingElement>; children: ReactNode }) {
  return (
    <h1
      id={id}
      ref={ref}
      tabIndex={ref ? -1 : undefined}
      className="text-3xl font-bold tracking-tight text-slate-900 focus:outline-none"
    >
      {children}
    </h1>
  );
}

/**
 * Why the link did not work: `unknown` (expired, used or never ours: the server answered 404) or a failure of ours,
 * with the server's message.
 */
export function LinkFailure({
  headingId,
  headingRef,
  unknown,
  message,
}: {
  headingId: string;
  headingRef?: Ref<HTMLHeadingElement>;
  unknown: boolean;
  message: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <LinkHeading id={headingId} ref={headingRef}>
        {unknown ? t('emailPages.link.unknownHeading') : t('emailPages.link.failedHeading')}
      </LinkHeading>
      <Alert tone={unknown ? 'warning' : 'error'} className="mt-4">
        {message}
      </Alert>
    </>
  );
}

/**
 * A date as the person who opened a link reads it, in words and UTC (their time zone is not known), in `language`:
 * "3 March 2027", "3 مارس 2027" (Latin digits, `intlLocale`).
 */
export function linkDate(iso: string, language: Language = 'en'): string {
  return new Date(iso).toLocaleDateString(language === 'en' ? 'en-GB' : intlLocale(language), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
