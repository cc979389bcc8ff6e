import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { I18nextProvider } from '~/i18n/browser-i18n';
import { startI18n } from '~/i18n/client';
import { isLanguage } from '~/i18n/languages';

/**
 * React Router's default browser entry, with the page's messages loaded first: hydration renders the same words the
 * server sent (no flash of another language), from the one catalog of the page's language.
 */
const { lang } = document.documentElement;
void startI18n(isLanguage(lang) ? lang : 'en').then((i18n) => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <HydratedRouter />
        </I18nextProvider>
      </StrictMode>,
    );
  });
});
