import { forwardRef, type ComponentProps } from 'react';
import { Link, useLocation } from 'react-router';
import { languageOfPath, localizedHref, type Language } from './languages';

/** The language of the page shown: from its path (`/ar/…` Arabic), as the server decided it. */
export function useLanguage(): Language {
  return languageOfPath(useLocation().pathname);
}

/** `localizedHref` in the page's language: `useLocalizedHref()('/blog')` → `/ar/blog` on an Arabic page. */
export function useLocalizedHref(): (href: string) => string {
  const language = useLanguage();
  return (href) => localizedHref(href, language);
}

type LinkProps = ComponentProps<typeof Link>;

/**
 * React Router's `Link` for a site path written in English form (`to="/blog"`), sent to the same page in the language
 * of the page it is on (`/ar/blog` on Arabic pages). A link into the other language (the switcher, or an Arabic page's
 * link to an English-only page) loads a whole document: the new page comes with its own catalog, never with the words
 * of the language it left.
 */
export const LocalizedLink = forwardRef<HTMLAnchorElement, LinkProps & { to: string }>(function LocalizedLink(
  { to, reloadDocument, ...props },
  ref,
) {
  const language = useLanguage();
  const href = localizedHref(to, language);
  const crossesLanguage = href.startsWith('/') && languageOfPath(href.split(/[?#]/)[0]) !== language;
  return <Link ref={ref} to={href} reloadDocument={reloadDocument || crossesLanguage} {...props} />;
});
