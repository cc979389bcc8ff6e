import { useTranslation } from 'react-i18next';
import type { Route } from './+types/about';
import { CheckList } from '~/components/marketing/check-list';
import { CtaBand } from '~/components/marketing/cta-band';
import { FeatureGrid } from '~/components/marketing/feature-grid';
import { PageHero } from '~/components/marketing/page-hero';
import { Section } from '~/components/marketing/section';
import { StatList } from '~/components/marketing/stat-list';
import { withText } from '~/content/localized';
import { aboutCopy } from '~/content/marketing-copy.server';
import { HIRE_TALENT_HREF } from '~/content/site';
import { ABOUT_WHY_CHOOSE_US, CORE_VALUES } from '~/content/values';
import { requestLanguage } from '~/i18n/i18next.server';
import { marketingMeta } from '~/lib/seo';

/** The page's words in the request's language (content/marketing-copy.server.ts), its title and description too. */
export function loader({ context }: Route.LoaderArgs) {
  return { copy: aboutCopy(requestLanguage(context)) };
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData ? marketingMeta(args.loaderData.copy.page.meta)(args) : [];

/**
 * /about (docs/000-product.md §2 "About"): hero with stats, story, mission, six why-choose cards, four core values, and
 * a closing call to action whose two buttons lead somewhere (docs/000-product.md §16: Hire Talent → contact with the
 * recruitment service chosen, Find a Job → the job board).
 */
export default function AboutPage({ loaderData: { copy } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { page } = copy;
  return (
    <>
      <PageHero {...page.hero} aside={<StatList stats={copy.stats} tone="dark" narrow />} />

      <Section {...page.story} align="start">
        <div className="grid gap-12 lg:grid-cols-2 lg:items-center">
          <div className="space-y-5 text-lg leading-8 text-slate-700">
            {copy.story.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <img
            src="/images/about-story.svg"
            alt={t('about.storyImageAlt')}
            width={560}
            height={420}
            loading="lazy"
            className="w-full rounded-3xl bg-brand-50"
          />
        </div>
      </Section>

      <Section {...page.mission} tone="brand">
        <div className="grid gap-10 lg:grid-cols-2 lg:items-center">
          <p className="text-2xl font-medium leading-relaxed text-white sm:text-3xl">{copy.mission.statement}</p>
          <CheckList items={copy.mission.commitments} className="space-y-4" variant="band" />
        </div>
      </Section>

      <Section {...page.whyChooseUs}>
        <FeatureGrid items={withText(ABOUT_WHY_CHOOSE_US, copy.whyChooseUs)} />
      </Section>

      <Section {...page.values} tone="muted">
        <FeatureGrid items={withText(CORE_VALUES, copy.values)} columns={4} />
      </Section>

      <CtaBand
        {...page.cta}
        primary={{ to: HIRE_TALENT_HREF, label: t('common.nav.hireTalent') }}
        secondary={{ to: '/blog', label: t('common.nav.findJob') }}
      />
    </>
  );
}
