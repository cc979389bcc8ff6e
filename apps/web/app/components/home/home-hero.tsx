import { Clock, FileSearch, Handshake, UserRoundSearch } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CheckList } from '~/components/marketing/check-list';
import { buttonClasses } from '~/components/ui/button';
import { TitleAndText } from '~/components/ui/title-and-text';
import { LocalizedLink } from '~/i18n/link';

/** The Quick Hiring card's three steps: their words' keys in the catalogs (home.hero.steps). */
const QUICK_HIRING_STEPS = [
  { icon: FileSearch, key: 'brief' },
  { icon: UserRoundSearch, key: 'meet' },
  { icon: Handshake, key: 'hire' },
] as const;

/**
 * The hero of the home page (docs/000-product.md §2): tagline, 'Hire within 48 Hours', 'Book a Meeting' and 'Explore
 * Services', three selling points, and the Quick Hiring card with its three steps.
 */
export function HomeHero() {
  const { t } = useTranslation();
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-brand-950 via-brand-900 to-brand-700 text-white">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-[minmax(0,1fr)_minmax(0,34rem)] lg:items-center">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-accent-300">{t('common.tagline')}</p>
          <h1 className="mt-3 text-balance text-4xl font-bold tracking-tight sm:text-6xl">{t('home.hero.title')}</h1>
          <p className="mt-6 max-w-2xl text-lg text-brand-100">{t('home.hero.intro')}</p>
          <div className="mt-10 flex flex-wrap gap-3">
            <LocalizedLink to="/contact" className={buttonClasses({ variant: 'accent', size: 'lg' })}>
              {t('home.hero.bookMeeting')}
            </LocalizedLink>
            <LocalizedLink to="/services" className={buttonClasses({ variant: 'inverse', size: 'lg' })}>
              {t('home.hero.exploreServices')}
            </LocalizedLink>
          </div>
          <CheckList
            items={[t('home.hero.points.checked'), t('home.hero.points.roles'), t('home.hero.points.countries')]}
            className="mt-10 flex flex-wrap gap-x-6 gap-y-2 text-sm text-brand-100"
            variant="hero"
          />
        </div>

        <div className="relative lg:pb-40">
          <img
            src="/images/hero-hiring.svg"
            alt=""
            width={560}
            height={420}
            className="ms-auto hidden w-[21rem] lg:block"
          />
          <div
            aria-labelledby="quick-hiring-heading"
            role="group"
            className="rounded-2xl bg-white p-6 text-slate-800 shadow-2xl lg:absolute lg:bottom-0 lg:start-0 lg:w-76"
          >
            <div className="flex items-center gap-3">
              <span
                aria-hidden="true"
                className="inline-flex size-10 items-center justify-center rounded-full bg-accent-400 text-slate-900"
              >
                <Clock className="size-5" />
              </span>
              <div>
                <h2 id="quick-hiring-heading" className="font-semibold text-slate-900">
                  {t('home.hero.quickHiring')}
                </h2>
                <p className="text-sm text-slate-600">{t('home.hero.quickHiringText')}</p>
              </div>
            </div>
            <ol className="mt-5 space-y-4">
              {QUICK_HIRING_STEPS.map((step, index) => (
                <li key={step.key} className="flex gap-3">
                  <span
                    aria-hidden="true"
                    className="mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-50 text-xs font-bold text-brand-700"
                  >
                    {index + 1}
                  </span>
                  <TitleAndText
                    title={t(`home.hero.steps.${step.key}.title`)}
                    text={t(`home.hero.steps.${step.key}.text`)}
                    titleClassName="text-sm"
                  />
                </li>
              ))}
            </ol>
          </div>
        </div>
      </div>
    </section>
  );
}
