import { useTranslation } from 'react-i18next';
import { FOOTER_INDUSTRIES, FOOTER_SERVICES, MAIN_NAV, SITE } from '~/content/site';
import { LocalizedLink } from '~/i18n/link';
import { LegalLinks } from '~/components/legal/legal-links';
import { TEXT_TARGET } from '~/components/ui/button';
import { cn } from '~/lib/cn';
import { Logo } from './logo';

function LinkGroup({ title, links }: { title: string; links: Array<{ to: string; label: string }> }) {
  return (
    <div>
      <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{title}</h2>
      <ul className="mt-4 space-y-1 text-sm">
        {links.map((link) => (
          <li key={`${link.to}-${link.label}`}>
            <LocalizedLink to={link.to} className={cn(TEXT_TARGET, 'text-slate-300 hover:text-white hover:underline')}>
              {link.label}
            </LocalizedLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Site footer (docs/000-product.md §2): quick links, services and industries (to /services), contact, legal pages. */
export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div>
          <Logo inverted />
          <p className="mt-4 text-sm leading-6">{t('common.footer.about')}</p>
          <ul className="mt-4 text-sm">
            <li>
              <a
                href={`mailto:${SITE.email}`}
                dir="ltr"
                className={cn(TEXT_TARGET, 'hover:text-white hover:underline')}
              >
                {SITE.email}
              </a>
            </li>
            <li>
              <a
                href={`tel:${SITE.phone.replace(/[^\d+]/g, '')}`}
                dir="ltr"
                className={cn(TEXT_TARGET, 'hover:text-white hover:underline')}
              >
                {SITE.phone}
              </a>
            </li>
          </ul>
        </div>
        <LinkGroup
          title={t('common.footer.quickLinks')}
          links={MAIN_NAV.map((link) => ({ to: link.to, label: t(link.label) }))}
        />
        <LinkGroup
          title={t('common.footer.services')}
          links={FOOTER_SERVICES.map((key) => ({ to: '/services', label: t(`common.footer.serviceNames.${key}`) }))}
        />
        <LinkGroup
          title={t('common.footer.industries')}
          links={FOOTER_INDUSTRIES.map((key) => ({
            to: '/services#industries',
            label: t(`common.footer.industryNames.${key}`),
          }))}
        />
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-sm sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p>{t('common.footer.rights', { year: new Date().getFullYear(), name: SITE.name })}</p>
          <LegalLinks
            className="flex flex-wrap gap-x-4 gap-y-1"
            linkClassName={cn(TEXT_TARGET, 'hover:text-white hover:underline')}
          />
        </div>
      </div>
    </footer>
  );
}
