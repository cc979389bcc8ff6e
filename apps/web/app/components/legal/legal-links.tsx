import { useTranslation } from 'react-i18next';
import { LEGAL_LINKS } from '~/content/site';
import { LocalizedLink } from '~/i18n/link';

// Apart from legal-page.tsx: every page's footer shows these links, and a module's code comes with it (the legal
// page's own code weighed on every page before it was interactive).

/** Links to the legal pages (all of them, or all but the one at `except`), one list item each. */
export function LegalLinks({
  except,
  className,
  linkClassName,
}: {
  except?: string;
  className: string;
  linkClassName: string;
}) {
  const { t } = useTranslation();
  return (
    <ul className={className}>
      {LEGAL_LINKS.filter((link) => link.to !== except).map((link) => (
        <li key={link.to}>
          <LocalizedLink to={link.to} className={linkClassName}>
            {t(link.label)}
          </LocalizedLink>
        </li>
      ))}
    </ul>
  );
}
