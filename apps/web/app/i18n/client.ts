import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Catalog } from './catalog';
import type { Language } from './languages';

/** Each language's catalog as its own script chunk: a page downloads only its language's (issue 23 "Text"). */
const CATALOGS: Record<Language, () => Promise<{ default: Catalog }>> = {
  en: () => import('./catalogs/en'),
  ar: () => import('./catalogs/ar'),
};

/** Adds a language's catalog to the instance if it has not got it yet. */
export async function loadLanguage(instance: i18n, language: Language): Promise<void> {
  if (instance.hasResourceBundle(language, 'translation')) return;
  instance.addResourceBundle(language, 'translation', (await CATALOGS[language]()).default);
}

/** The browser's i18next instance, in the language the server rendered the page in (`<html lang>`), before hydration. */
export async function startI18n(language: Language): Promise<i18n> {
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    resources: {},
    interpolation: { escapeValue: false },
  });
  await loadLanguage(i18next, language);
  return i18next;
}
