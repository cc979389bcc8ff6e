import { Link } from 'react-router';
import type { Route } from './+types/home';
import { buttonClasses } from '~/components/ui/button';
import { SITE } from '~/content/site';
import { originOf, seoMeta } from '~/lib/seo';

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(originOf(matches), {
    title: `${SITE.name} | Hire within 48 Hours`,
    description:
      'Global recruitment agency: tech, non-tech, remote and international hiring, executive search and HR consulting. Vetted candidates within 48 hours.',
    path: '/',
  });

/** Home (spec §2): the hero; the other sections of the home page come with the public-site work. */
export default function Home() {
  return (
    <section className="bg-gradient-to-br from-brand-950 via-brand-900 to-brand-700 text-white">
      <div className="mx-auto max-w-7xl px-4 py-24 sm:px-6">
        <p className="text-sm font-semibold uppercase tracking-wide text-accent-300">{SITE.tagline}</p>
        <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight sm:text-6xl">Hire within 48 Hours</h1>
        <p className="mt-6 max-w-2xl text-lg text-brand-100">
          Vetted tech and business professionals for companies across Europe, the UAE, the USA, the UK and the Middle
          East, with a free replacement if a hire leaves during probation.
        </p>
        <div className="mt-10 flex flex-wrap gap-3">
          <Link to="/contact" className={buttonClasses({ variant: 'accent', size: 'lg' })}>
            Book a Meeting
          </Link>
          <Link to="/blog" className={buttonClasses({ variant: 'outline', size: 'lg' }, 'border-white text-white hover:bg-white/10')}>
            Find a Job
          </Link>
        </div>
      </div>
    </section>
  );
}
