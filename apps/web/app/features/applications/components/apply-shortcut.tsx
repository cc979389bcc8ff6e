import { useTranslation } from 'react-i18next';
import { buttonClasses } from '~/components/ui/button';

/**
 * The phone's way to the apply form, which comes after the whole job description there: an 'Apply' link to
 * `#apply` held at the bottom of the screen (`position: sticky`) while the description scrolls by. It is the last
 * thing of the description's column, so it stops above the form and scrolls away with the column: it never covers
 * the form, its submit button or the footer. A plain link: it works without JavaScript. Hidden from 1024 px, where
 * the form stays in view beside the description.
 */
export function ApplyShortcut() {
  const { t } = useTranslation();
  return (
    <div className="sticky bottom-0 z-10 -mx-4 mt-8 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6 lg:hidden">
      <a href="#apply" className={buttonClasses({ size: 'lg' }, 'w-full')}>
        {t('apply.shortcut')}
      </a>
    </div>
  );
}
