import { BrowserI18n } from './browser-i18n';
import type { Catalog } from './catalog';
import type { Language } from './languages';

/**
 * Each language's catalog as its own script chunk, for a client-side move into the other language (rare: such links
 * reload the document). A page's own catalog comes inside its HTML (`CatalogData`), so hydration waits for nothing.
 */
const CATALOGS: Record<Language, () => Promise<{ default: Catalog }>> = {
  en: () => import('./catalogs/en'),
  ar: () => import('./catalogs/ar'),
};

/** What loadLanguage needs of an instance: i18next's on the server, BrowserI18n's in the browser. */
interface Bundles {
  hasResourceBundle(language: string, namespace: string): boolean;
  addResourceBundle(language: string, namespace: string, messages: Catalog): unknown;
}

/** Adds a language's catalog to the instance if it has not got it yet. */
export async function loadLanguage(instance: Bundles, language: Language): Promise<void> {
  if (instance.hasResourceBundle(language, 'translation')) return;
  instance.addResourceBundle(language, 'translation', (await CATALOGS[language]()).default);
}

/** The id of the element holding the page's catalog as JSON (written by root.tsx's `CatalogData`). */
export const CATALOG_ELEMENT_ID = 'i18n-catalog';

/**
 * The browser's instance (i18n/browser-i18n.tsx, which stands in for i18next there), in the language the server
 * rendered the page in (`<html lang>`), with the catalog the page carries (its chunk is fetched only if the page has
 * none), before hydration.
 */
export async function startI18n(language: Language): Promise<BrowserI18n> {
  const carried = document.getElementById(CATALOG_ELEMENT_ID)?.textContent;
  const i18n = new BrowserI18n(language, carried ? (JSON.parse(carried) as Catalog) : undefined);
  await loadLanguage(i18n, language);
  return i18n;
}
