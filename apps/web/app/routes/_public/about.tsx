import type { Route } from './+types/about';
import { CheckList } from '~/components/marketing/check-list';
import { CtaBand } from '~/components/marketing/cta-band';
import { FeatureGrid } from '~/components/marketing/feature-grid';
import { PageHero } from '~/components/marketing/page-hero';
import { Section } from '~/components/marketing/section';
import { StatList } from '~/components/marketing/stat-list';
import { HIRE_TALENT_HREF, SITE } from '~/content/site';
import { ABOUT_STATS } from '~/content/stats';
import { ABOUT_MISSION, ABOUT_STORY, ABOUT_WHY_CHOOSE_US, CORE_VALUES } from '~/content/values';
import { originOf, pageTitle, seoMeta } from '~/lib/seo';

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(originOf(matches), {
    title: pageTitle('About Us'),
    description: `${SITE.name} connects companies with vetted tech and business talent in 20+ countries: 500+ placements, 95% client retention and a free replacement guarantee.`,
    path: '/about',
  });

/**
 * /about (spec §2 "About"): hero with stats, story, mission, six why-choose cards, four core values, and a
 * closing call to action whose two buttons lead somewhere (DESIGN §7: Hire Talent → contact with the recruitment
 * service chosen, Find a Job → the job board).
 */
export default function AboutPage() {
  return (
    <>
      <PageHero
        eyebrow="About us"
        title={`About ${SITE.name}`}
        intro="We are a global recruitment agency that helps companies hire the right people in days, not months, and helps professionals find work they are proud of."
        aside={<StatList stats={ABOUT_STATS} tone="dark" className="lg:grid-cols-2" />}
      />

      <Section eyebrow="Our story" title="From two recruiters to a global team" align="left">
        <div className="grid gap-12 lg:grid-cols-2 lg:items-center">
          <div className="space-y-5 text-lg leading-8 text-slate-700">
            {ABOUT_STORY.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <img
            src="/images/about-story.svg"
            alt="Recruiters and a client around a table, reviewing candidate profiles together"
            width={560}
            height={420}
            loading="lazy"
            className="w-full rounded-3xl bg-brand-50"
          />
        </div>
      </Section>

      <Section tone="brand" eyebrow="Our mission" title="Why we do this">
        <div className="grid gap-10 lg:grid-cols-2 lg:items-center">
          <p className="text-2xl font-medium leading-relaxed text-white sm:text-3xl">{ABOUT_MISSION.statement}</p>
          <CheckList items={ABOUT_MISSION.commitments} className="space-y-4" variant="band" />
        </div>
      </Section>

      <Section
        eyebrow="Why choose us"
        title="What makes us different"
        intro="Six reasons companies in 20+ countries trust us with their most important hires."
      >
        <FeatureGrid items={ABOUT_WHY_CHOOSE_US} />
      </Section>

      <Section
        tone="muted"
        eyebrow="Our values"
        title="Our core values"
        intro="The principles behind every search, every shortlist and every conversation."
      >
        <FeatureGrid items={CORE_VALUES} columns={4} />
      </Section>

      <CtaBand
        title="Ready to build your team, or your career?"
        text="Tell us about the people you need, or browse the roles our clients are hiring for right now."
        primary={{ to: HIRE_TALENT_HREF, label: 'Hire Talent' }}
        secondary={{ to: '/blog', label: 'Find a Job' }}
      />
    </>
  );
}
