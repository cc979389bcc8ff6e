import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The line under a public form's button: "Fields marked * are required." (the asterisk hidden from screen readers,
 * which hear "with an asterisk" instead; each required control says `required` itself), then `children` (what the
 * details are used for), in the page's language (catalog `forms`).
 */
export function RequiredNote({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <p className="mt-3 text-xs text-slate-500">
      {t('forms.requiredBefore')}{' '}
      <span aria-hidden="true" className="text-red-600">
        *
      </span>
      <span className="sr-only">{t('forms.requiredStar')}</span> {t('forms.requiredAfter')} {children}
    </p>
  );
}
