import { useTranslation } from 'react-i18next';
import { LocalizedLink, useLanguage } from '~/i18n/link';
import type { LegalDocument } from '~/content/legal';
import { formatDate } from '~/lib/format';
import { TEXT_TARGET } from '~/components/ui/button';
import { cn } from '~/lib/cn';
import { LegalLinks } from './legal-links';

/**
 * A legal document (Privacy, Terms, Cookies, the accessibility statement) in the page's language, as its route's loader
 * chose it: title, last update (a date in that language), sections, and links to the others. `path` is the page's path
 * in English form ('/privacy'), left out of the links.
 */
export function LegalPage({ document, path }: { document: LegalDocument; path: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <article className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <header className="border-b border-slate-200 pb-8">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">
          {document.kicker ?? t('common.legal.kicker')}
        </p>
        <h1 className="mt-2 text-4xl font-bold tracking-tight text-slate-900">{document.title}</h1>
        <p className="mt-4 text-lg text-slate-600">{document.summary}</p>
        <p className="mt-4 text-sm text-slate-500">
          {t('common.legal.lastUpdated')}{' '}
          <time dateTime={document.updated}>{formatDate(document.updated, 'UTC', language)}</time>
        </p>
      </header>
      <div className="prose prose-slate mt-8 max-w-none">
        {document.sections.map((section) => (
          <section key={section.heading}>
            <h2>{section.heading}</h2>
            {section.paragraphs?.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {section.list ? (
              <ul>
                {section.list.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : null}
            {section.link ? (
              <p>
                <LocalizedLink to={section.link.to} className={cn(TEXT_TARGET, 'font-semibold')}>
                  {section.link.label}
                </LocalizedLink>
              </p>
            ) : null}
            {section.after?.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>
        ))}
      </div>
      <nav aria-label={t('common.legal.nav')} className="mt-12 border-t border-slate-200 pt-6">
        <LegalLinks
          except={path}
          className="flex flex-wrap gap-4 text-sm"
          linkClassName={cn(TEXT_TARGET, 'font-medium text-brand-700 underline-offset-2 hover:underline')}
        />
      </nav>
    </article>
  );
}
