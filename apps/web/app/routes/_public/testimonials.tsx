import { useTranslation } from 'react-i18next';
import type { Route } from './+types/testimonials';
import { CtaBand } from '~/components/marketing/cta-band';
import { PageHero } from '~/components/marketing/page-hero';
import { Section } from '~/components/marketing/section';
import { StatList } from '~/components/marketing/stat-list';
import { TestimonialGrid } from '~/components/testimonials/testimonial-grid';
import { testimonialsCopy } from '~/content/marketing-copy.server';
import { HIRE_TALENT_HREF } from '~/content/site';
import { TESTIMONIALS } from '~/content/testimonials';
import { requestLanguage } from '~/i18n/i18next.server';
import { marketingMeta } from '~/lib/seo';

/** The page's headings and figures in the request's language; the reviews stay in their own (English). */
export function loader({ context }: Route.LoaderArgs) {
  return { copy: testimonialsCopy(requestLanguage(context)) };
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData ? marketingMeta(args.loaderData.copy.page.meta)(args) : [];

/**
 * /testimonials (docs/000-product.md §2 "Testimonials"): stats band, the grid of client reviews with its Show More /
 * Show Less toggle and detail modal, and a closing call to action to the job board (/blog).
 */
export default function TestimonialsPage({ loaderData: { copy } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { page } = copy;
  return (
    <>
      <PageHero {...page.hero} />

      <section aria-label={t('testimonials.figures')} className="border-b border-slate-200 bg-slate-50 py-12">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <StatList stats={copy.stats} />
        </div>
      </section>

      <Section {...page.reviews}>
        <TestimonialGrid testimonials={TESTIMONIALS} />
      </Section>

      <CtaBand
        {...page.cta}
        primary={{ to: '/blog', label: t('marketing.browseJobs') }}
        secondary={{ to: HIRE_TALENT_HREF, label: t('common.nav.hireTalent') }}
      />
    </>
  );
}
