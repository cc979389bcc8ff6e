import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
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

/** Adds a language's catalog to the instance if it has not got it yet. */
export async function loadLanguage(instance: i18n, language: Language): Promise<void> {
  if (instance.hasResourceBundle(language, 'translation')) return;
  instance.addResourceBundle(language, 'translation', (await CATALOGS[language]()).default);
}

/** The id of the element holding the page's catalog as JSON (written by root.tsx's `CatalogData`). */
export const CATALOG_ELEMENT_ID = 'i18n-catalog';

/**
 * The browser's i18next instance, in the language the server rendered the page in (`<html lang>`), with the catalog
 * the page carries (its chunk is fetched only if the page has none), before hydration.
 */
export async function startI18n(language: Language): Promise<i18n> {
  const carried = document.getElementById(CATALOG_ELEMENT_ID)?.textContent;
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    resources: carried ? { [language]: { translation: JSON.parse(carried) as Catalog } } : {},
    interpolation: { escapeValue: false },
  });
  await loadLanguage(i18next, language);
  return i18next;
}
