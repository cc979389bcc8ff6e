import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
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
import { HOME_PAGE } from '~/content/pages';
import { HOME_STATS } from '~/content/stats';
import { BUSINESS_ROLES, TECH_CATEGORIES } from '~/content/talent';
import { HOME_WHY_CHOOSE_US } from '~/content/values';

/*
 * The home page's sections of words and icons (docs/000-product.md §2 "Home"), which need their code only for React
 * to take them over: the page (routes/_public/home.tsx) hydrates them after the rest (`hydrateLater`), so that this
 * module, the content it shows and its icons are not among what the page needs before it is interactive.
 */

/** 2. Core services: the three service lines and the way to the others. */
export function CoreServicesSection() {
  return (
    <Section {...HOME_PAGE.coreServices}>
      <ul className="grid gap-6 md:grid-cols-3">
        {CORE_SERVICES.map((service) => (
          <li key={service.id} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <IconBadge icon={service.icon} />
            <h3 className="mt-4 text-xl font-semibold text-slate-900">{service.title}</h3>
            <p className="mt-2 text-slate-600">{service.description}</p>
            <CheckList items={service.points} className="mt-4 space-y-2 text-sm text-slate-700" variant="card" />
          </li>
        ))}
      </ul>
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <Link to="/contact" className={buttonClasses({ size: 'lg' })}>
          Book a Meeting
        </Link>
        <Link to="/services" className={buttonClasses({ variant: 'outline', size: 'lg' })}>
          See all 16 services
        </Link>
      </div>
    </Section>
  );
}

/** 3. Why choose us. */
export function WhyChooseUsSection() {
  return (
    <Section {...HOME_PAGE.whyChooseUs} tone="muted">
      <FeatureGrid items={HOME_WHY_CHOOSE_US} columns={4} />
    </Section>
  );
}

/** 4. The agency in numbers. */
export function NumbersSection() {
  return (
    <Section {...HOME_PAGE.numbers} tone="brand">
      <StatList stats={HOME_STATS} tone="dark" />
    </Section>
  );
}

/** 5. Tech and business talent. */
export function TalentSection() {
  return (
    <Section {...HOME_PAGE.talent}>
      <h3 className="text-xl font-semibold text-slate-900">Tech talent</h3>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {TECH_CATEGORIES.map((category) => (
          <li key={category.name} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <div className="flex items-center gap-3">
              <IconBadge icon={category.icon} size="sm" />
              <h4 className="font-semibold text-slate-900">{category.name}</h4>
            </div>
            <TagList
              tags={category.skills}
              label={`${category.name} skills`}
              className="mt-4"
              tagClassName="rounded-full bg-brand-50 px-3 py-1 text-xs font-medium text-brand-800"
            />
          </li>
        ))}
      </ul>
      <h3 className="mt-14 text-xl font-semibold text-slate-900">Business roles</h3>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {BUSINESS_ROLES.map((role) => (
          <li key={role.name} className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <IconBadge icon={role.icon} tone="accent" size="sm" />
            <TitleAndText as="h4" title={role.name} text={role.description} textClassName="mt-1" />
          </li>
        ))}
      </ul>
      <div className="mt-10 text-center">
        <Link to="/contact" className={buttonClasses({ size: 'lg' })}>
          Discuss Your Needs
        </Link>
      </div>
    </Section>
  );
}

/** 7. Industries. */
export function IndustriesSection() {
  return (
    <Section {...HOME_PAGE.industries}>
      <IndustryGrid industries={INDUSTRIES} />
      <div className="mt-10 text-center">
        <Link
          to="/contact"
          className="inline-flex items-center gap-2 rounded-md font-semibold text-brand-700 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          Contact Us <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        </Link>
      </div>
    </Section>
  );
}
