import { Link } from 'react-router';
import { FOOTER_INDUSTRIES, FOOTER_SERVICES, MAIN_NAV, SITE } from '~/content/site';
import { LegalLinks } from '~/components/legal/legal-page';
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
            <Link to={link.to} className={cn(TEXT_TARGET, 'text-slate-300 hover:text-white hover:underline')}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Site footer (docs/000-product.md §2): quick links, services and industries (to /services), contact, legal pages. */
export function SiteFooter() {
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div>
          <Logo inverted />
          <p className="mt-4 text-sm leading-6">
            {SITE.tagline}: vetted candidates within 48 hours for employers in Europe, the UAE, the USA, the UK and the
            Middle East.
          </p>
          <ul className="mt-4 text-sm">
            <li>
              <a href={`mailto:${SITE.email}`} className={cn(TEXT_TARGET, 'hover:text-white hover:underline')}>
                {SITE.email}
              </a>
            </li>
            <li>
              <a
                href={`tel:${SITE.phone.replace(/[^\d+]/g, '')}`}
                className={cn(TEXT_TARGET, 'hover:text-white hover:underline')}
              >
                {SITE.phone}
              </a>
            </li>
          </ul>
        </div>
        <LinkGroup title="Quick links" links={MAIN_NAV} />
        <LinkGroup title="Services" links={FOOTER_SERVICES.map((label) => ({ to: '/services', label }))} />
        <LinkGroup
          title="Industries"
          links={FOOTER_INDUSTRIES.map((label) => ({ to: '/services#industries', label }))}
        />
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-sm sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p>
            © {new Date().getFullYear()} {SITE.name}. All rights reserved.
          </p>
          <LegalLinks
            className="flex flex-wrap gap-x-4 gap-y-1"
            linkClassName={cn(TEXT_TARGET, 'hover:text-white hover:underline')}
          />
        </div>
      </div>
    </footer>
  );
}
