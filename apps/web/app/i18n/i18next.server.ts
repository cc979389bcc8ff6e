import { createI18nextMiddleware } from 'remix-i18next';
import type { RouterContextProvider } from 'react-router';
import ar from './catalogs/ar';
import en from './catalogs/en';
import { DEFAULT_LANGUAGE, languageOfPath, LANGUAGES, type Language } from './languages';

/**
 * One i18next instance per request, in the language of the request's path (remix-i18next's middleware; detection
 * by the path only, `findLocale`: the browser's Accept-Language never changes the page a URL shows). The server
 * holds both catalogs; the browser gets only its page's (entry.client.tsx).
 */
export const [i18nextMiddleware, getLocale, getInstance] = createI18nextMiddleware({
  detection: {
    supportedLanguages: [...LANGUAGES],
    fallbackLanguage: DEFAULT_LANGUAGE,
    order: ['custom'],
    findLocale: ({ request }) => Promise.resolve(languageOfPath(new URL(request.url).pathname)),
  },
  i18next: {
    resources: { en: { translation: en }, ar: { translation: ar } },
    fallbackLng: false,
    interpolation: { escapeValue: false },
  },
});

/** The language of the request (set by the middleware of root.tsx). */
export function requestLanguage(context: Readonly<RouterContextProvider>): Language {
  return getLocale(context) === 'ar' ? 'ar' : 'en';
}
