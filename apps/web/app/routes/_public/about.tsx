import type { Route } from './+types/about';
import { CheckList } from '~/components/marketing/check-list';
import { CtaBand } from '~/components/marketing/cta-band';
import { FeatureGrid } from '~/components/marketing/feature-grid';
import { PageHero } from '~/components/marketing/page-hero';
import { Section } from '~/components/marketing/section';
import { StatList } from '~/components/marketing/stat-list';
import { HIRE_TALENT_HREF } from '~/content/site';
import { ABOUT_STATS } from '~/content/stats';
import { ABOUT_MISSION, ABOUT_STORY, ABOUT_WHY_CHOOSE_US, CORE_VALUES } from '~/content/values';
import { ABOUT_PAGE } from '~/content/pages';
import { marketingMeta } from '~/lib/seo';

export const meta: Route.MetaFunction = marketingMeta(ABOUT_PAGE.meta);

/**
 * /about (docs/000-product.md §2 "About"): hero with stats, story, mission, six why-choose cards, four core values, and
 * a closing call to action whose two buttons lead somewhere (docs/000-product.md §16: Hire Talent → contact with the
 * recruitment service chosen, Find a Job → the job board).
 */
export default function AboutPage() {
  return (
    <>
      <PageHero {...ABOUT_PAGE.hero} aside={<StatList stats={ABOUT_STATS} tone="dark" narrow />} />

      <Section {...ABOUT_PAGE.story} align="start">
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

      <Section {...ABOUT_PAGE.mission} tone="brand">
        <div className="grid gap-10 lg:grid-cols-2 lg:items-center">
          <p className="text-2xl font-medium leading-relaxed text-white sm:text-3xl">{ABOUT_MISSION.statement}</p>
          <CheckList items={ABOUT_MISSION.commitments} className="space-y-4" variant="band" />
        </div>
      </Section>

      <Section {...ABOUT_PAGE.whyChooseUs}>
        <FeatureGrid items={ABOUT_WHY_CHOOSE_US} />
      </Section>

      <Section {...ABOUT_PAGE.values} tone="muted">
        <FeatureGrid items={CORE_VALUES} columns={4} />
      </Section>

      <CtaBand
        {...ABOUT_PAGE.cta}
        primary={{ to: HIRE_TALENT_HREF, label: 'Hire Talent' }}
        secondary={{ to: '/blog', label: 'Find a Job' }}
      />
    </>
  );
}
