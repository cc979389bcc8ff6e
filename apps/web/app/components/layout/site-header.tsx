import { Menu, X } from 'lucide-react';
import { Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { buttonClasses } from '~/components/ui/button';
import { useHydrated } from '~/components/ui/use-hydrated';
import { HIRE_TALENT_HREF, MAIN_NAV, type NavLink } from '~/content/site';
import { cn } from '~/lib/cn';
import { LanguageSwitcher } from '~/i18n/language-switcher';
import { withoutLanguage } from '~/i18n/languages';
import { LocalizedLink } from '~/i18n/link';
import { Logo } from './logo';

/** What a signed-in staff member sees instead of Find a Job and Hire Talent: on wide screens, and in the phone menu. */
export interface StaffActions {
  desktop: ReactNode;
  mobile: ReactNode;
}

/**
 * The current section: a job or article page, and the list of all articles, belong to Blog & Jobs. `pathname` in
 * either language (`/ar/blog` is Blog & Jobs too).
 */
export function isCurrentSection(link: NavLink, shownPathname: string): boolean {
  const pathname = withoutLanguage(shownPathname);
  if (link.to === '/') return pathname === '/';
  if (link.to === '/blog' && (pathname.startsWith('/jobs/') || pathname === '/insights')) return true;
  return pathname === link.to || pathname.startsWith(`${link.to}/`);
}

/**
 * Site header (docs/000-product.md §2): logo, the six links with the current one marked (aria-current), Find a Job and
 * Hire Talent (signed in: `staffActions`, the Admin link and the user menu, which root.tsx gives; they may load
 * lazily); below 1024 px a menu button toggles the same links.
 *
 * The phone menu is a <details> disclosure, so it opens without JavaScript too; its icon and its name ('Open menu',
 * 'Close menu') follow the element's `open` state in CSS. Once scripts run, React keeps that state (`onToggle`), closes
 * the menu after a navigation, on Escape and when the focus leaves it, and states it as a button's `aria-expanded`; before that the browser's own summary
 * semantics tell it, where a written `aria-expanded` could not change.
 */
export function SiteHeader({ staffActions }: { staffActions: StaffActions | null }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const hydrated = useHydrated();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuPathname, setMenuPathname] = useState(pathname);
  if (menuPathname !== pathname) {
    // A navigation closes the menu (adjusted while rendering rather than in an effect, which would paint it open once more).
    setMenuPathname(pathname);
    setMenuOpen(false);
  }

  /**
   * Closes the menu if the element is open; true if it was. The element's own `open` is the truth here, not `menuOpen`:
   * the browser opens a <details> at once but tells React by a `toggle` event a task later, so a key pressed in between
   * (Enter then Shift+Tab, fast or on a busy phone) would find the state still closed and leave the menu open.
   */
  const closeMenu = (details: HTMLDetailsElement): boolean => {
    if (!details.open) return false;
    details.open = false;
    setMenuOpen(false);
    return true;
  };

  const links = (vertical: boolean) => (
    <ul className={cn('flex', vertical ? 'flex-col gap-1' : 'items-center gap-1')}>
      {MAIN_NAV.map((link) => {
        const current = isCurrentSection(link, pathname);
        return (
          <li key={link.to}>
            <LocalizedLink
              to={link.to}
              aria-current={current ? 'page' : undefined}
              className={cn(
                'block rounded-md px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-brand-600',
                current ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
              )}
            >
              {t(link.label)}
            </LocalizedLink>
          </li>
        );
      })}
    </ul>
  );

  const actions = (
    <>
      <LocalizedLink to="/blog" className={buttonClasses({ variant: 'outline', size: 'sm' })}>
        {t('common.nav.findJob')}
      </LocalizedLink>
      <LocalizedLink to={HIRE_TALENT_HREF} className={buttonClasses({ variant: 'primary', size: 'sm' })}>
        {t('common.nav.hireTalent')}
      </LocalizedLink>
    </>
  );

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Logo />
        <nav aria-label={t('common.nav.main')} className="hidden lg:block">
          {links(false)}
        </nav>
        <div className="hidden items-center gap-2 lg:flex">
          <LanguageSwitcher />
          {staffActions ? <Suspense fallback={null}>{staffActions.desktop}</Suspense> : actions}
        </div>
        <details
          className="group lg:hidden"
          open={menuOpen}
          onToggle={(event) => setMenuOpen(event.currentTarget.open)}
          onKeyDown={(event) => {
            // Escape closes an open menu and gives focus back to its button (WAI-ARIA disclosure practice).
            if (event.key !== 'Escape' || !closeMenu(event.currentTarget)) return;
            event.currentTarget.querySelector('summary')?.focus();
          }}
          onBlur={(event) => {
            // The focus moved on past the menu (Tab after its last link, Shift+Tab before its button): close it, so that
            // it does not hide the page the focus went to (WCAG 2.4.11). A click on the menu's empty space leaves no
            // `relatedTarget` and keeps it open.
            const next = event.relatedTarget;
            if (next instanceof Node && !event.currentTarget.contains(next)) closeMenu(event.currentTarget);
          }}
        >
          <summary
            {...(hydrated ? { role: 'button', 'aria-expanded': menuOpen } : {})}
            aria-controls="mobile-menu"
            className="inline-flex size-11 cursor-pointer list-none items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 [&::-webkit-details-marker]:hidden"
          >
            <Menu aria-hidden="true" className="group-open:hidden" />
            <X aria-hidden="true" className="hidden group-open:block" />
            <span className="sr-only group-open:hidden">{t('common.nav.openMenu')}</span>
            <span className="sr-only hidden group-open:inline">{t('common.nav.closeMenu')}</span>
          </summary>
          <nav
            id="mobile-menu"
            aria-label={t('common.nav.mobile')}
            className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-y border-slate-200 bg-white px-4 pb-4 pt-2 shadow-lg"
          >
            {links(true)}
            <LanguageSwitcher className="mt-1" />
            {staffActions ? (
              <Suspense fallback={null}>{staffActions.mobile}</Suspense>
            ) : (
              <div className="mt-3 grid grid-cols-2 gap-2">{actions}</div>
            )}
          </nav>
        </details>
      </div>
    </header>
  );
}
