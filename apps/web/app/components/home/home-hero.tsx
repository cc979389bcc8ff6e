import { Clock, FileSearch, Handshake, UserRoundSearch } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CheckList } from '~/components/marketing/check-list';
import { buttonClasses } from '~/components/ui/button';
import { TitleAndText } from '~/components/ui/title-and-text';

const QUICK_HIRING_STEPS = [
  { icon: FileSearch, title: 'Share your brief', text: 'A 20-minute call about the role, the team and the timeline.' },
  { icon: UserRoundSearch, title: 'Meet vetted candidates', text: 'Background-checked profiles within 48 hours.' },
  { icon: Handshake, title: 'Hire with confidence', text: 'Free replacement if a hire leaves during probation.' },
];

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
          <h1 className="mt-3 text-balance text-4xl font-bold tracking-tight sm:text-6xl">Hire within 48 Hours</h1>
          <p className="mt-6 max-w-2xl text-lg text-brand-100">
            Vetted tech and business professionals for companies across Europe, the UAE, the USA, the UK and the Middle
            East, with a free replacement if a hire leaves during probation.
          </p>
          <div className="mt-10 flex flex-wrap gap-3">
            <Link to="/contact" className={buttonClasses({ variant: 'accent', size: 'lg' })}>
              Book a Meeting
            </Link>
            <Link to="/services" className={buttonClasses({ variant: 'inverse', size: 'lg' })}>
              Explore Services
            </Link>
          </div>
          <CheckList
            items={['Background-checked candidates', 'Tech and non-tech roles', '20+ countries']}
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
                  Quick Hiring
                </h2>
                <p className="text-sm text-slate-600">From brief to shortlist in 48 hours</p>
              </div>
            </div>
            <ol className="mt-5 space-y-4">
              {QUICK_HIRING_STEPS.map((step, index) => (
                <li key={step.title} className="flex gap-3">
                  <span
                    aria-hidden="true"
                    className="mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-50 text-xs font-bold text-brand-700"
                  >
                    {index + 1}
                  </span>
                  <TitleAndText title={step.title} text={step.text} titleClassName="text-sm" />
                </li>
              ))}
            </ol>
          </div>
        </div>
      </div>
    </section>
  );
}
