import { createContext, use, useSyncExternalStore, type ReactNode } from 'react';
import type { Catalog } from './catalog';
import { translate, type Options } from './translate';

/**
 * The browser's stand-in for i18next and react-i18next (docs/026-languages.md "Catalogs"). The server renders every
 * page through remix-i18next, i18next and react-i18next; in the browser, where a page only has to say again what the
 * server said, the client build (vite.config.ts) resolves `react-i18next` to this module. Why our own: the two
 * libraries weigh 14.2 kB (gzip) before a page is interactive, more than the page's whole catalog, and issue 23 allows
 * a page no more JavaScript than before plus its catalog. Catalog are said by translate.ts, as i18next says them.
 */

type Translate = (key: string, options?: Options) => string;

/**
 * The page's language and the catalogs it has, with the part of i18next's instance the site's browser code uses
 * (`language`, `changeLanguage`, resource bundles: root.tsx, i18n/client.ts).
 */
export class BrowserI18n {
  language: string;
  private readonly bundles = new Map<string, Catalog>();
  private readonly fixed = new Map<string, Translate>();
  private readonly listeners = new Set<() => void>();

  constructor(language: string, messages?: Catalog) {
    this.language = language;
    if (messages) this.bundles.set(language, messages);
  }

  hasResourceBundle(language: string): boolean {
    return this.bundles.has(language);
  }

  addResourceBundle(language: string, _namespace: string, messages: Catalog): void {
    this.bundles.set(language, messages);
  }

  getResourceBundle(language: string): Catalog | undefined {
    return this.bundles.get(language);
  }

  /** `t` in `language` (one function per language, so that a change of language is a new `t`). */
  getFixedT(language: string): Translate {
    let t = this.fixed.get(language);
    if (!t) {
      t = (key, options) => translate(this.bundles.get(language), language, key, options);
      this.fixed.set(language, t);
    }
    return t;
  }

  changeLanguage(language: string): Promise<Translate> {
    this.language = language;
    for (const listener of this.listeners) listener();
    return Promise.resolve(this.getFixedT(language));
  }

  /** For useSyncExternalStore: `listener` is called after each change of language. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
}

const I18nContext = createContext<BrowserI18n | null>(null);

/** react-i18next's provider: the instance for `useTranslation` below it. */
export function I18nextProvider({ i18n, children }: { i18n: BrowserI18n; children: ReactNode }) {
  return <I18nContext value={i18n}>{children}</I18nContext>;
}

/**
 * react-i18next's hook: `t` in the page's language and the instance; the component renders again when the language
 * changes. @throws Error outside an I18nextProvider.
 */
export function useTranslation(): { t: Translate; i18n: BrowserI18n; ready: true } {
  const i18n = use(I18nContext);
  if (!i18n) throw new Error('useTranslation needs an I18nextProvider');
  const language = useSyncExternalStore(
    i18n.subscribe,
    () => i18n.language,
    () => i18n.language,
  );
  return { t: i18n.getFixedT(language), i18n, ready: true };
}
