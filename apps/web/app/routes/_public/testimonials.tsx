import type { Route } from './+types/testimonials';
import { CtaBand } from '~/components/marketing/cta-band';
import { PageHero } from '~/components/marketing/page-hero';
import { Section } from '~/components/marketing/section';
import { StatList } from '~/components/marketing/stat-list';
import { TestimonialGrid } from '~/components/testimonials/testimonial-grid';
import { HIRE_TALENT_HREF } from '~/content/site';
import { TESTIMONIAL_STATS } from '~/content/stats';
import { TESTIMONIALS } from '~/content/testimonials';
import { TESTIMONIALS_PAGE } from '~/content/pages';
import { marketingMeta } from '~/lib/seo';

export const meta: Route.MetaFunction = marketingMeta(TESTIMONIALS_PAGE.meta);

/**
 * /testimonials (docs/000-product.md §2 "Testimonials"): stats band, the grid of client reviews with its Show More /
 * Show Less toggle and detail modal, and a closing call to action to the job board (/blog).
 */
export default function TestimonialsPage() {
  return (
    <>
      <PageHero {...TESTIMONIALS_PAGE.hero} />

      <section aria-label="Our results in figures" className="border-b border-slate-200 bg-slate-50 py-12">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <StatList stats={TESTIMONIAL_STATS} />
        </div>
      </section>

      <Section {...TESTIMONIALS_PAGE.reviews}>
        <TestimonialGrid testimonials={TESTIMONIALS} />
      </Section>

      <CtaBand
        {...TESTIMONIALS_PAGE.cta}
        primary={{ to: '/blog', label: 'Browse Jobs' }}
        secondary={{ to: HIRE_TALENT_HREF, label: 'Hire Talent' }}
      />
    </>
  );
}
