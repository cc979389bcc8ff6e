import { Clock, MapPin } from 'lucide-react';
import type { Route } from './+types/services';
import { ContactForm } from '~/features/enquiries/components/contact-form-later';
import { contactClientAction } from '~/features/enquiries/contact-form';
import { CtaBand, CtaLinks } from '~/components/marketing/cta-band';
import { IconBadge } from '~/components/marketing/icon-badge';
import { IndustryGrid } from '~/components/marketing/industry-grid';
import { PageHero } from '~/components/marketing/page-hero';
import { Section } from '~/components/marketing/section';
import { RESPONSE_PROMISE } from '~/content/contact';
import { INDUSTRIES } from '~/content/industries';
import { COUNTRIES_SERVED, SERVICES } from '~/content/services';
import { HIRE_TALENT_HREF } from '~/content/site';
import { contactAction, contactFormLoader } from '~/features/enquiries/contact.server';
import { SERVICES_PAGE } from '~/content/pages';
import { marketingMeta } from '~/lib/seo';

/** The contact form at the bottom of /services: its constraints, and its posts (with or without JavaScript). */
export const loader = contactFormLoader;
export const action = contactAction;
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => contactClientAction(serverAction);

export const meta: Route.MetaFunction = marketingMeta(SERVICES_PAGE.meta);

/**
 * /services (docs/000-product.md §2 "Services"): hero with 'Request Talent' and 'Talk to a Recruiter', the 16 service
 * cards, the six industries (#industries, where the footer's industry links lead), the five countries served, 'Book a
 * Meeting' and 'Talk to Consultant', and the contact form.
 */
export default function ServicesPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        {...SERVICES_PAGE.hero}
        actions={
          <CtaLinks
            primary={{ to: HIRE_TALENT_HREF, label: 'Request Talent' }}
            secondary={{ to: '/contact', label: 'Talk to a Recruiter' }}
          />
        }
        asideOnMobile={false}
        aside={
          <img src="/images/services-team.svg" alt="" width={560} height={400} className="mx-auto w-full max-w-lg" />
        }
      />

      <Section {...SERVICES_PAGE.services}>
        <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-4">
          {SERVICES.map((service) => (
            <li
              key={service.id}
              id={service.id}
              className="flex scroll-mt-24 flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <IconBadge icon={service.icon} />
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{service.title}</h3>
              <p className="mt-2 text-sm leading-6 text-slate-600">{service.description}</p>
              <h4 className="mt-5 text-xs font-semibold uppercase tracking-wide text-slate-500">What it covers</h4>
              <ul className="mt-2 flex-1 space-y-1.5 text-sm text-slate-700">
                {service.coverage.map((item) => (
                  <li key={item} className="flex gap-2">
                    <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-brand-500" />
                    {item}
                  </li>
                ))}
              </ul>
              <p className="mt-5 flex items-center gap-2 rounded-lg bg-accent-300/25 px-3 py-2 text-sm font-medium text-slate-900">
                <Clock aria-hidden="true" className="size-4 shrink-0 text-amber-700" />
                <span>
                  <span className="sr-only">Turnaround: </span>
                  {service.turnaround}
                </span>
              </p>
            </li>
          ))}
        </ul>
      </Section>

      <Section {...SERVICES_PAGE.industries} id="industries" tone="muted">
        <IndustryGrid industries={INDUSTRIES} />
      </Section>

      <Section {...SERVICES_PAGE.countries}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
          {COUNTRIES_SERVED.map((country) => (
            <li key={country.code} className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm">
              <span
                aria-hidden="true"
                className="mx-auto inline-flex size-14 items-center justify-center rounded-full bg-brand-700 text-sm font-bold tracking-wide text-white"
              >
                {country.code}
              </span>
              <h3 className="mt-4 font-semibold text-slate-900">{country.name}</h3>
              <p className="mt-1 flex items-center justify-center gap-1 text-xs text-slate-500">
                <MapPin aria-hidden="true" className="size-3.5" /> {country.hubs}
              </p>
              <p className="mt-3 text-sm text-slate-600">{country.note}</p>
            </li>
          ))}
        </ul>
      </Section>

      <CtaBand
        {...SERVICES_PAGE.cta}
        primary={{ to: '/contact', label: 'Book a Meeting' }}
        secondary={{ to: '/contact', label: 'Talk to Consultant' }}
      />

      <Section {...SERVICES_PAGE.contact} id="contact" tone="muted" intro={RESPONSE_PROMISE}>
        <div className="mx-auto max-w-3xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <ContactForm actionResult={actionData} constraint={loaderData.contactConstraint} />
        </div>
      </Section>
    </>
  );
}
