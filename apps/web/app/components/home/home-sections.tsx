import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CheckList } from '~/components/marketing/check-list';
import { FeatureGrid } from '~/components/marketing/feature-grid';
import { IconBadge } from '~/components/marketing/icon-badge';
import { IndustryGrid } from '~/components/marketing/industry-grid';
import { Section } from '~/components/marketing/section';
import { StatList } from '~/components/marketing/stat-list';
import { buttonClasses } from '~/components/ui/button';
import { TagList } from '~/components/ui/tag-list';
import { TitleAndText } from '~/components/ui/title-and-text';
import { CORE_SERVICES } from '~/content/core-services';
import { INDUSTRIES } from '~/content/industries';
import { withText } from '~/content/localized';
import type { HomeCopy } from '~/content/marketing-copy.server';
import { BUSINESS_ROLES, TECH_CATEGORIES } from '~/content/talent';
import { HOME_WHY_CHOOSE_US } from '~/content/values';
import { LocalizedLink } from '~/i18n/link';

/*
 * The home page's sections of words and icons (docs/000-product.md §2 "Home"), which need their code only for React
 * to take them over: the page (routes/_public/home.tsx) hydrates them after the rest (`hydrateLater`), so that this
 * module and its icons are not among what the page needs before it is interactive. Their words come from the page's
 * loader in the page's language (`copy`, content/marketing-copy.server.ts); the icons are the English items' here.
 */

/** What each section gets: the home page's words in its language. */
export interface HomeSectionProps {
  copy: HomeCopy;
}

/** 2. Core services: the three service lines and the way to the others. */
export function CoreServicesSection({ copy }: HomeSectionProps) {
  const { t } = useTranslation();
  return (
    <Section {...copy.page.coreServices}>
      <ul className="grid gap-6 md:grid-cols-3">
        {withText(CORE_SERVICES, copy.coreServices).map((service) => (
          <li key={service.id} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <IconBadge icon={service.icon} />
            <h3 className="mt-4 text-xl font-semibold text-slate-900">{service.title}</h3>
            <p className="mt-2 text-slate-600">{service.description}</p>
            <CheckList items={service.points} className="mt-4 space-y-2 text-sm text-slate-700" variant="card" />
          </li>
        ))}
      </ul>
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <LocalizedLink to="/contact" className={buttonClasses({ size: 'lg' })}>
          {t('home.hero.bookMeeting')}
        </LocalizedLink>
        <LocalizedLink to="/services" className={buttonClasses({ variant: 'outline', size: 'lg' })}>
          {t('home.seeAllServices')}
        </LocalizedLink>
      </div>
    </Section>
  );
}

/** 3. Why choose us. */
export function WhyChooseUsSection({ copy }: HomeSectionProps) {
  return (
    <Section {...copy.page.whyChooseUs} tone="muted">
      <FeatureGrid items={withText(HOME_WHY_CHOOSE_US, copy.whyChooseUs)} columns={4} />
    </Section>
  );
}

/** 4. The agency in numbers. */
export function NumbersSection({ copy }: HomeSectionProps) {
  return (
    <Section {...copy.page.numbers} tone="brand">
      <StatList stats={copy.stats} tone="dark" />
    </Section>
  );
}

/** 5. Tech and business talent. */
export function TalentSection({ copy }: HomeSectionProps) {
  const { t } = useTranslation();
  return (
    <Section {...copy.page.talent}>
      <h3 className="text-xl font-semibold text-slate-900">{t('home.techTalent')}</h3>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {withText(TECH_CATEGORIES, copy.techCategories).map((category) => (
          <li key={category.name} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <div className="flex items-center gap-3">
              <IconBadge icon={category.icon} size="sm" />
              <h4 className="font-semibold text-slate-900">{category.name}</h4>
            </div>
            <TagList
              tags={category.skills}
              label={t('home.skillsOf', { name: category.name })}
              className="mt-4"
              tagClassName="rounded-full bg-brand-50 px-3 py-1 text-xs font-medium text-brand-800"
            />
          </li>
        ))}
      </ul>
      <h3 className="mt-14 text-xl font-semibold text-slate-900">{t('home.businessRoles')}</h3>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {withText(BUSINESS_ROLES, copy.businessRoles).map((role) => (
          <li key={role.name} className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <IconBadge icon={role.icon} tone="accent" size="sm" />
            <TitleAndText as="h4" title={role.name} text={role.description} textClassName="mt-1" />
          </li>
        ))}
      </ul>
      <div className="mt-10 text-center">
        <LocalizedLink to="/contact" className={buttonClasses({ size: 'lg' })}>
          {t('home.discussNeeds')}
        </LocalizedLink>
      </div>
    </Section>
  );
}

/** 7. Industries. */
export function IndustriesSection({ copy }: HomeSectionProps) {
  const { t } = useTranslation();
  return (
    <Section {...copy.page.industries}>
      <IndustryGrid industries={withText(INDUSTRIES, copy.industries)} />
      <div className="mt-10 text-center">
        <LocalizedLink
          to="/contact"
          className="inline-flex items-center gap-2 rounded-md font-semibold text-brand-700 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {t('home.contactUs')} <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        </LocalizedLink>
      </div>
    </Section>
  );
}
