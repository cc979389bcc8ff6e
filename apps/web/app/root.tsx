import { lazy, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router';
import type { Route } from './+types/root';
import { SiteFooter } from '~/components/layout/site-footer';
import { SiteHeader } from '~/components/layout/site-header';
import { buttonClasses } from '~/components/ui/button';
import { useInlineStyles } from '~/lib/inline-styles';
import { useNonce } from '~/lib/nonce';
import { pageTitle, requestOrigin } from '~/lib/seo';
import { getStaffSession } from '~/features/staff/session.server';
import { nameRoute } from '~/lib/log.server';
import { useStaffUser } from '~/features/staff/staff-user';
import { LandingCapture } from '~/features/applications/components/landing-capture';
import { i18nextMiddleware, getInstance, requestLanguage } from '~/i18n/i18next.server';
import { CATALOG_ELEMENT_ID, loadLanguage } from '~/i18n/client';
import { directionOf, localizedHref } from '~/i18n/languages';
import { LocalizedLink, useLanguage } from '~/i18n/link';
import arabicFont400 from '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-400-normal.woff2?url';
import arabicFont700 from '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-700-normal.woff2?url';

// Only staff see the user menu (Radix dropdown): visitors never download it.
const AdminHeaderActions = lazy(() =>
  import('~/features/staff/components/user-menu').then((m) => ({ default: m.AdminHeaderActions })),
);
const AdminMobileActions = lazy(() =>
  import('~/features/staff/components/user-menu').then((m) => ({ default: m.AdminMobileActions })),
);

/**
 * Every request React Router answers (pages, their data, resource routes) names its route pattern for its log line
 * (`/jobs/:slug`; docs/021-operations.md "Logs"): the pattern React Router matched, never the URL with its values.
 * Then its i18next instance, in the language of its path (docs/026-languages.md).
 */
export const middleware: Route.MiddlewareFunction[] = [({ pattern }) => nameRoute(pattern), i18nextMiddleware];

/**
 * What every page needs from the server: the public origin (canonical URLs, structured data) and who is signed in
 * (the header's Admin link and user menu; `null` for visitors).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await getStaffSession(request);
  const { t } = getInstance(context);
  return {
    origin: requestOrigin(request),
    language: requestLanguage(context),
    user: staff?.user ?? null,
    notFoundTitle: t('common.errors.notFoundTitle'),
    errorTitle: t('common.errors.errorTitle'),
  };
}

/** Used only when a page failed before its own meta could run (the error screens), in the page's language. */
export const meta: Route.MetaFunction = ({ error, loaderData }) => [
  {
    title: pageTitle(
      isRouteErrorResponse(error) && error.status === 404
        ? (loaderData?.notFoundTitle ?? 'Page not found')
        : (loaderData?.errorTitle ?? 'Something went wrong'),
    ),
  },
  { name: 'robots', content: 'noindex' },
];

/**
 * The characters the Arabic face's files hold (@fontsource/ibm-plex-sans-arabic's `unicode-range` for its Arabic
 * subset, 400.css and 700.css): other text, the Latin of a name or an English title, never waits for the face and is
 * drawn at once in the page's other fonts (CSS Fonts 4 "unicode-range").
 */
const ARABIC_RANGE =
  'U+0600-06FF,U+0750-077F,U+0870-088E,U+0890-0891,U+0897-08E1,U+08E3-08FF,U+200C-200E,U+2010-2011,U+204F,U+2E41,U+FB50-FDFF,U+FE70-FE74,U+FE76-FEFC,U+102E0-102FB,U+10E60-10E7E,U+10EC2-10EC4,U+10EFC-10EFF,U+1EE00-1EE03,U+1EE05-1EE1F,U+1EE21-1EE22,U+1EE24,U+1EE27,U+1EE29-1EE32,U+1EE34-1EE37,U+1EE39,U+1EE3B,U+1EE42,U+1EE47,U+1EE49,U+1EE4B,U+1EE4D-1EE4F,U+1EE51-1EE52,U+1EE54,U+1EE57,U+1EE59,U+1EE5B,U+1EE5D,U+1EE5F,U+1EE61-1EE62,U+1EE64,U+1EE67-1EE6A,U+1EE6C-1EE72,U+1EE74-1EE77,U+1EE79-1EE7C,U+1EE7E,U+1EE80-1EE89,U+1EE8B-1EE9B,U+1EEA1-1EEA3,U+1EEA5-1EEA9,U+1EEAB-1EEBB,U+1EEF0-1EEF1';

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

/**
 * The document around every page, error pages included: header (with the staff member's actions when one is signed
 * in), main landmark, footer.
 * ScrollRestoration scrolls to the top on every new navigation and restores the position on back/forward
 * (docs/000-product.md §2 "Every path change scrolls to the top").
 */
export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const styles = useInlineStyles();
  const user = useStaffUser();
  const language = useLanguage();
  const { t, i18n } = useTranslation();
  useEffect(() => {
    // A client-side navigation into the other language (a link missed by LocalizedLink): fetch its catalog, then switch.
    if (i18n.language !== language) void loadLanguage(i18n, language).then(() => i18n.changeLanguage(language));
  }, [i18n, language]);
  return (
    <html lang={language} dir={directionOf(language)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1d3fd8" />
        {/* Where the visit came from, noted in this tab before anything else runs (docs/023-talent-pool.md "Sources"). */}
        <LandingCapture nonce={nonce} />
        {/* Written by the server only (lib/inline-styles.ts); React keeps a hoisted style where it is. */}
        {styles ? (
          <style href="site-styles" precedence="default">
            {styles}
          </style>
        ) : null}
        {/*
          The Arabic font (IBM Plex Sans Arabic, @fontsource, OFL), self-hosted and only on Arabic pages: the regular
          weight fetched early, bold (and semibold, which falls to it) when a heading needs it. `optional`: a weight not
          there within the first ~100 ms leaves the page in the system's Arabic face for this view (and is cached for
          the next), never swapped in late: no hidden text, no text moving under the reader (with `swap` Lighthouse
          measured a layout shift of 0.106 on /ar/services and a late LCP on text pages, web.dev "Best practices for
          fonts").
        */}
        {language === 'ar' ? (
          <>
            <link rel="preload" href={arabicFont400} as="font" type="font/woff2" crossOrigin="anonymous" />
            <style>{`@font-face{font-family:'IBM Plex Sans Arabic';font-style:normal;font-display:optional;font-weight:400;src:url(${arabicFont400}) format('woff2');unicode-range:${ARABIC_RANGE}}@font-face{font-family:'IBM Plex Sans Arabic';font-style:normal;font-display:optional;font-weight:700;src:url(${arabicFont700}) format('woff2');unicode-range:${ARABIC_RANGE}}`}</style>
          </>
        ) : null}
        <Meta />
        <Links />
        {/* Feed readers find the articles' feed in the page's language (/rss.xml, /ar/rss.xml). */}
        <link
          rel="alternate"
          type="application/rss+xml"
          title={t('articles.meta.feed')}
          href={localizedHref('/rss.xml', language)}
        />
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:start-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:shadow"
        >
          {t('common.skipToContent')}
        </a>
        <SiteHeader
          staffActions={
            user ? { desktop: <AdminHeaderActions user={user} />, mobile: <AdminMobileActions user={user} /> } : null
          }
        />
        <main id="main" className="flex-1">
          {children}
        </main>
        <SiteFooter />
        <CatalogData />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/**
 * The page's catalog (its language's messages only) as JSON in the HTML, read by entry.client.tsx before hydrating:
 * no extra request before the page responds to a person (docs/026-languages.md "Catalogs"). A data block, never run
 * (`type="application/json"`); `<` is escaped so no text in it can close the element.
 */
function CatalogData() {
  const { i18n } = useTranslation();
  const json = JSON.stringify(i18n.getResourceBundle(i18n.language, 'translation') ?? {}).replace(/</g, '\\u003c');
  return (
    <script
      id={CATALOG_ELEMENT_ID}
      type="application/json"
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}

export default function App() {
  return <Outlet />;
}

/** The 404 page of docs/000-product.md §2: 'Oops! Page not found' and a way home. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">404</p>
      <h1 className="mt-2 text-4xl font-bold tracking-tight text-slate-900">{t('common.errors.notFoundHeading')}</h1>
      <p className="mt-4 text-slate-600">{t('common.errors.notFoundText')}</p>
      <LocalizedLink to="/" className={buttonClasses({}, 'mt-8')}>
        {t('common.errors.goHome')}
      </LocalizedLink>
    </section>
  );
}

/**
 * 404 → the not-found page; anything else → the generic error screen of docs/000-product.md §2 ('Unexpected Application
 * Error!' with the status and text, or the message).
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`.trim()
    : error instanceof Error
      ? error.message
      : t('common.errors.unknown');
  return (
    <section className="mx-auto max-w-2xl px-4 py-24">
      <h1 className="text-3xl font-bold text-slate-900">{t('common.errors.errorHeading')}</h1>
      <p className="mt-4 rounded-lg bg-red-50 p-4 font-mono text-sm text-red-800">{detail}</p>
      <LocalizedLink to="/" className={buttonClasses({ variant: 'outline' }, 'mt-8')}>
        {t('common.errors.goHome')}
      </LocalizedLink>
    </section>
  );
}
