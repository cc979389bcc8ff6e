import { Clock, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/services';
import { ContactForm } from '~/features/enquiries/components/contact-form-later';
import { contactClientAction } from '~/features/enquiries/contact-form';
import { CtaBand, CtaLinks } from '~/components/marketing/cta-band';
import { IconBadge } from '~/components/marketing/icon-badge';
import { IndustryGrid } from '~/components/marketing/industry-grid';
import { PageHero } from '~/components/marketing/page-hero';
import { Section } from '~/components/marketing/section';
import { INDUSTRIES as ARABIC_INDUSTRIES } from '~/content/ar/industries';
import { SERVICES_CONTENT as ARABIC_SERVICES } from '~/content/ar/services';
import { INDUSTRIES } from '~/content/industries';
import { textOf, withText } from '~/content/localized';
import { SERVICE_ICONS } from '~/content/service-icons';
import { SERVICES_CONTENT } from '~/content/services';
import { HIRE_TALENT_HREF } from '~/content/site';
import { contactAction, contactFormLoader } from '~/features/enquiries/contact.server';
import { getInstance, requestLanguage } from '~/i18n/i18next.server';
import { pageTitle, seoMeta, siteOf } from '~/lib/seo';

/**
 * What /services needs from the server: the contact form's constraints, the 16 services and five countries in the
 * page's language (content/services.ts or content/ar/services.ts: the browser never gets the other language's), the six
 * industries' words (content/industries.ts or its twin; the page keeps the English items' icons) and the page's title
 * and description in that language.
 */
export function loader({ context }: Route.LoaderArgs) {
  const { t } = getInstance(context);
  const arabic = requestLanguage(context) === 'ar';
  return {
    ...contactFormLoader(),
    content: arabic ? ARABIC_SERVICES : SERVICES_CONTENT,
    industries: arabic ? ARABIC_INDUSTRIES : textOf(INDUSTRIES),
    title: t('services.meta.title'),
    description: t('services.meta.description'),
  };
}
export const action = contactAction;
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => contactClientAction(serverAction);

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData
    ? seoMeta(siteOf(matches), {
        title: pageTitle(loaderData.title),
        description: loaderData.description,
        path: '/services',
      })
    : [];

/**
 * /services (docs/000-product.md §2 "Services"): hero with 'Request Talent' and 'Talk to a Recruiter', the 16 service
 * cards, the six industries (#industries, where the footer's industry links lead), the five countries served, 'Book a
 * Meeting' and 'Talk to Consultant', and the contact form.
 */
export default function ServicesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { services, countries } = loaderData.content;
  return (
    <>
      <PageHero
        eyebrow={t('services.hero.eyebrow')}
        title={t('services.hero.title')}
        intro={t('services.hero.intro')}
        actions={
          <CtaLinks
            primary={{ to: HIRE_TALENT_HREF, label: t('services.hero.requestTalent') }}
            secondary={{ to: '/contact', label: t('services.hero.talkToRecruiter') }}
          />
        }
        asideOnMobile={false}
        aside={
          <img src="/images/services-team.svg" alt="" width={560} height={400} className="mx-auto w-full max-w-lg" />
        }
      />

      <Section eyebrow={t('services.list.eyebrow')} title={t('services.list.title')} intro={t('services.list.intro')}>
        <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-4">
          {services.map((service) => (
            <li
              key={service.id}
              id={service.id}
              className="flex scroll-mt-24 flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <IconBadge icon={SERVICE_ICONS[service.id]} />
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{service.title}</h3>
              <p className="mt-2 text-sm leading-6 text-slate-600">{service.description}</p>
              <h4 className="mt-5 text-xs font-semibold uppercase tracking-wide text-slate-500">
                {t('services.list.covers')}
              </h4>
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
                  <span className="sr-only">{`${t('services.list.turnaround')} `}</span>
                  {service.turnaround}
                </span>
              </p>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        eyebrow={t('services.industries.eyebrow')}
        title={t('services.industries.title')}
        intro={t('services.industries.intro')}
        id="industries"
        tone="muted"
      >
        <IndustryGrid industries={withText(INDUSTRIES, loaderData.industries)} />
      </Section>

      <Section
        eyebrow={t('services.countries.eyebrow')}
        title={t('services.countries.title')}
        intro={t('services.countries.intro')}
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
          {countries.map((country) => (
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
        title={t('services.cta.title')}
        text={t('services.cta.text')}
        primary={{ to: '/contact', label: t('services.cta.bookMeeting') }}
        secondary={{ to: '/contact', label: t('services.cta.talkToConsultant') }}
      />

      <Section
        eyebrow={t('services.contact.eyebrow')}
        title={t('services.contact.title')}
        intro={t('services.contact.intro')}
        id="contact"
        tone="muted"
      >
        <div className="mx-auto max-w-3xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <ContactForm actionResult={actionData} constraint={loaderData.contactConstraint} />
        </div>
      </Section>
    </>
  );
}
