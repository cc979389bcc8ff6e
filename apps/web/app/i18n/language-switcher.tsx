import { useLocation } from 'react-router';
import { cn } from '~/lib/cn';
import {
  isBilingualPath,
  LANGUAGE_NAMES,
  languageOfPath,
  localizedHref,
  otherLanguage,
  withoutLanguage,
} from './languages';

/**
 * The link to the page shown in the other language, with the same search and filters (`/blog?q=go` ⇄
 * `/ar/blog?q=go`; issue 23 "URLs and language"). Its name is the other language's name in that language (`lang`,
 * `hrefLang`): what a reader of it looks for, spoken right by a screen reader. A plain `<a>`: the other language's page is a new document with its own catalog. Nothing on
 * an English-only page (the back-office).
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { pathname, search } = useLocation();
  const page = withoutLanguage(pathname);
  if (!isBilingualPath(page)) return null;
  const other = otherLanguage(languageOfPath(pathname));
  return (
    <a
      href={localizedHref(`${page}${search}`, other)}
      hrefLang={other}
      className={cn(
        'inline-flex min-h-11 items-center rounded-md px-3 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600',
        className,
      )}
    >
      <span lang={other}>{LANGUAGE_NAMES[other]}</span>
    </a>
  );
}
