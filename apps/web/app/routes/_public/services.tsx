import { Clock, MapPin } from 'lucide-react';
import type { Route } from './+types/services';
import { ContactForm, contactClientAction } from '~/features/enquiries/components/contact-form';
import { CtaBand, CtaLinks } from '~/components/marketing/cta-band';
import { IconBadge } from '~/components/marketing/icon-badge';
import { IndustryGrid } from '~/components/marketing/industry-grid';
import { PageHero } from '~/components/marketing/page-hero';
import { Section } from '~/components/marketing/section';
import { RESPONSE_PROMISE } from '~/content/contact';
import { INDUSTRIES } from '~/content/industries';
import { COUNTRIES_SERVED, SERVICES } from '~/content/services';
import { contactAction, contactFormLoader } from '~/features/enquiries/contact.server';
import { originOf, pageTitle, seoMeta } from '~/lib/seo';

/** The contact form at the bottom of /services: its constraints, and its posts (with or without JavaScript). */
export const loader = contactFormLoader;
export const action = contactAction;
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => contactClientAction(serverAction);

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(originOf(matches), {
    title: pageTitle('Recruitment & Staffing Services'),
    description:
      'Full-cycle recruitment, tech and IT staffing, international hiring, executive search, HR consulting and more: 16 services with first profiles in 48-72 hours.',
    path: '/services',
  });

/**
 * /services (spec §2 "Services"): hero with 'Request Talent' and 'Talk to a Recruiter', the 16 service cards,
 * the six industries (#industries, where the footer's industry links lead), the five countries served, 'Book a
 * Meeting' and 'Talk to Consultant', and the contact form.
 */
export default function ServicesPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow="Our services"
        title="Recruitment and staffing services"
        intro="From one urgent developer to a whole international team: pick the service that fits, and we start sourcing the same day."
        actions={
          <CtaLinks
            primary={{ to: '/contact', label: 'Request Talent' }}
            secondary={{ to: '/contact', label: 'Talk to a Recruiter' }}
          />
        }
        asideOnMobile={false}
        aside={
          <img src="/images/services-team.svg" alt="" width={560} height={400} className="mx-auto w-full max-w-lg" />
        }
      />

      <Section
        eyebrow="What we do"
        title="16 ways we help you hire"
        intro="Every service comes with background-checked candidates and a named recruiter who answers within 24 hours."
      >
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

      <Section
        id="industries"
        tone="muted"
        eyebrow="Industries"
        title="Industries we serve"
        intro="Sector specialists who know the regulations, the vocabulary and the people."
      >
        <IndustryGrid industries={INDUSTRIES} />
      </Section>

      <Section
        eyebrow="Where we hire"
        title="Countries we serve"
        intro="Recruiters on the ground and local compliance in five core markets, with partners in 20+ countries."
      >
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
        title="Not sure which service you need?"
        text="Book a 20-minute call. We will listen to your hiring plans and recommend the fastest way to get there."
        primary={{ to: '/contact', label: 'Book a Meeting' }}
        secondary={{ to: '/contact', label: 'Talk to Consultant' }}
      />

      <Section id="contact" tone="muted" eyebrow="Get started" title="Tell us what you need" intro={RESPONSE_PROMISE}>
        <div className="mx-auto max-w-3xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <ContactForm actionResult={actionData} constraint={loaderData.contactConstraint} />
        </div>
      </Section>
    </>
  );
}
