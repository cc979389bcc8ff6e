import type { Route } from './+types/testimonials';
import { CtaBand } from '~/components/marketing/cta-band';
import { PageHero } from '~/components/marketing/page-hero';
import { Section } from '~/components/marketing/section';
import { StatList } from '~/components/marketing/stat-list';
import { TestimonialGrid } from '~/components/testimonials/testimonial-grid';
import { HIRE_TALENT_HREF } from '~/content/site';
import { TESTIMONIAL_STATS } from '~/content/stats';
import { TESTIMONIALS } from '~/content/testimonials';
import { originOf, pageTitle, seoMeta } from '~/lib/seo';

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(originOf(matches), {
    title: pageTitle('Client Testimonials'),
    description:
      'What CTOs, founders and HR leaders say about hiring with Northstar Talent: fast shortlists, verified candidates and a free replacement guarantee.',
    path: '/testimonials',
  });

/**
 * /testimonials (spec §2 "Testimonials"): stats band, the grid of client reviews with its Show More / Show Less
 * toggle and detail modal, and a closing call to action to the job board (/blog).
 */
export default function TestimonialsPage() {
  return (
    <>
      <PageHero
        eyebrow="Testimonials"
        title="What our clients say"
        intro="Founders, CTOs and HR leaders on what it is like to hire with us, in their own words."
      />

      <section aria-label="Our results in figures" className="border-b border-slate-200 bg-slate-50 py-12">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <StatList stats={TESTIMONIAL_STATS} />
        </div>
      </section>

      <Section
        eyebrow="Client reviews"
        title="Trusted by teams around the world"
        intro="Select a review to read it in full."
      >
        <TestimonialGrid testimonials={TESTIMONIALS} />
      </Section>

      <CtaBand
        title="Your next role could be one of these teams"
        text="Our clients are hiring now. Browse the latest openings and apply in minutes, or tell us who you need."
        primary={{ to: '/blog', label: 'Browse Jobs' }}
        secondary={{ to: HIRE_TALENT_HREF, label: 'Hire Talent' }}
      />
    </>
  );
}
