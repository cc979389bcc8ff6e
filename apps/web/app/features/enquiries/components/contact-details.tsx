import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AR_OFFICE_NAMES } from '~/content/ar/contact-page';
import { intlLocale } from '~/i18n/languages';
import { useLanguage } from '~/i18n/link';
import { OFFICES, telHref } from '~/content/offices';
import { SITE } from '~/content/site';
import { TEXT_TARGET } from '~/components/ui/button';
import { cn } from '~/lib/cn';

/**
 * The agency's email, phone, office cities and business hours (docs/000-product.md §2 home section 8 "contact details,
 * business hours (Mon-Fri 9:00 AM-6:00 PM, response within 24 hours)"), in the page's language (catalog
 * `forms.details`; the cities in Arabic from content/ar/contact-page.ts, listed by `Intl.ListFormat`).
 */
export function ContactDetails({ headingLevel = 3 }: { headingLevel?: 3 | 4 }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const Heading = `h${headingLevel}` as const;
  const cities =
    language === 'en'
      ? OFFICES.map((office) => office.city)
          .join(', ')
          .replace(/, ([^,]*)$/, ' and $1')
      : new Intl.ListFormat(intlLocale(language), { type: 'conjunction' }).format(
          AR_OFFICE_NAMES.map((office) => office.city),
        );
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <Heading className="text-lg font-semibold text-slate-900">{t('forms.details.heading')}</Heading>
      <ul className="mt-4 space-y-3 text-sm text-slate-700">
        <li className="flex items-start gap-3">
          <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <a
            href={`mailto:${SITE.email}`}
            dir="ltr"
            className={cn(TEXT_TARGET, 'font-medium text-brand-700 underline-offset-2 hover:underline')}
          >
            {SITE.email}
          </a>
        </li>
        <li className="flex items-start gap-3">
          <Phone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <a
            href={telHref(SITE.phone)}
            dir="ltr"
            className={cn(TEXT_TARGET, 'font-medium text-brand-700 underline-offset-2 hover:underline')}
          >
            {SITE.phone}
          </a>
        </li>
        <li className="flex items-start gap-3">
          <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <span>{t('forms.details.officesIn', { cities })}</span>
        </li>
      </ul>
      <Heading className="mt-6 text-lg font-semibold text-slate-900">{t('forms.details.hoursHeading')}</Heading>
      <div className="mt-3 flex items-start gap-3 text-sm text-slate-700">
        <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
        <div>
          <p className="font-medium text-slate-900">{t('forms.details.hours')}</p>
          <p className="text-slate-500">{t('forms.details.hoursNote')}</p>
          <p className="mt-2">{t('forms.contact.responsePromise')}</p>
        </div>
      </div>
    </div>
  );
}
