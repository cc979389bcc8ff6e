import { ChevronDown, Mail, MapPin, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/contact';
import { ContactDetails } from '~/features/enquiries/components/contact-details';
import { ContactForm } from '~/features/enquiries/components/contact-form-later';
import { contactClientAction } from '~/features/enquiries/contact-form';
import { IconBadge } from '~/components/marketing/icon-badge';
import { PageHero } from '~/components/marketing/page-hero';
import { Section } from '~/components/marketing/section';
import { buttonClasses, TEXT_TARGET } from '~/components/ui/button';
import { cn } from '~/lib/cn';
import { contactCopy } from '~/content/contact-copy.server';
import { CLAIMS } from '~/content/faqs';
import { withText } from '~/content/localized';
import { telHref } from '~/content/offices';
import { requestLanguage } from '~/i18n/i18next.server';
import { mailtoHref } from '~/features/enquiries/contact-mailto';
import { contactAction, contactFormLoader } from '~/features/enquiries/contact.server';
import { marketingMeta } from '~/lib/seo';
import { TitleAndText } from '~/components/ui/title-and-text';

/**
 * The contact form's constraints and the page's words in the request's language; where the form posts (with
 * JavaScript, through its fetcher).
 */
export function loader({ context }: Route.LoaderArgs) {
  return { ...contactFormLoader(), copy: contactCopy(requestLanguage(context)) };
}
export const action = contactAction;
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => contactClientAction(serverAction);

export const meta: Route.MetaFunction = (args) =>
  args.loaderData ? marketingMeta(args.loaderData.copy.page.meta)(args) : [];

/**
 * /contact (docs/000-product.md §2 "Contact"): the email support card (mailto with subject and body), the form 'Send Us
 * a Message' (reply within 24 hours; `?service=` preselects the service), the four FAQs as disclosures that work
 * without JavaScript, the claims list, and the three office cards.
 */
export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { page, emailSupport, faqs, offices } = loaderData.copy;
  const claims = withText(CLAIMS, loaderData.copy.claims);
  const supportHref = mailtoHref(emailSupport.address, { subject: emailSupport.subject, body: emailSupport.body });
  return (
    <>
      <PageHero {...page.hero} />

      <section aria-labelledby="contact-form-heading" className="bg-slate-50 py-16 sm:py-20">
        <div className="mx-auto grid max-w-7xl gap-8 px-4 sm:px-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 lg:self-start">
            <h2 id="contact-form-heading" className="text-2xl font-bold tracking-tight text-slate-900">
              {t('forms.contact.heading')}
            </h2>
            <p className="mb-6 mt-2 text-slate-600">{t('forms.contact.responsePromise')}</p>
            <ContactForm actionResult={actionData} constraint={loaderData.contactConstraint} />
          </div>

          <div className="space-y-6">
            <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <div className="flex items-center gap-4">
                <IconBadge icon={Mail} />
                <h2 className="text-lg font-semibold text-slate-900">{emailSupport.title}</h2>
              </div>
              <p className="mt-3 text-sm text-slate-600">{emailSupport.description}</p>
              <a href={supportHref} className={buttonClasses({ variant: 'outline' }, 'mt-4 max-w-full break-all')}>
                <Mail aria-hidden="true" className="size-4 shrink-0" />
                {emailSupport.address}
              </a>
            </div>

            <div className="rounded-2xl bg-brand-900 p-6 text-white shadow-sm">
              <h2 className="text-lg font-semibold">{t('forms.contact.whyClients')}</h2>
              <ul className="mt-4 space-y-4">
                {claims.map((claim) => (
                  <li key={claim.title} className="flex gap-3">
                    <claim.icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-300" />
                    <TitleAndText title={claim.title} text={claim.description} dark />
                  </li>
                ))}
              </ul>
            </div>

            <ContactDetails />
          </div>
        </div>
      </section>

      <Section {...page.faq}>
        <div className="mx-auto max-w-3xl divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm">
          {faqs.map((faq) => (
            <details key={faq.question} className="group">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-6 py-5 text-start font-semibold text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600 [&::-webkit-details-marker]:hidden">
                <h3>{faq.question}</h3>
                <ChevronDown
                  aria-hidden="true"
                  className="size-5 shrink-0 text-slate-500 group-open:rotate-180 motion-safe:transition-transform"
                />
              </summary>
              <p className="px-6 pb-6 leading-7 text-slate-600">{faq.answer}</p>
            </details>
          ))}
        </div>
      </Section>

      <Section {...page.offices} tone="muted">
        <ul className="grid gap-6 md:grid-cols-3">
          {offices.map((office) => (
            <li key={office.country} className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
              <img
                src={office.image}
                alt=""
                width={480}
                height={200}
                loading="lazy"
                className="h-40 w-full bg-brand-50 object-cover"
              />
              <div className="p-6">
                <h3 className="text-xl font-semibold text-slate-900">{office.country}</h3>
                <p className="text-sm font-medium text-brand-700">{office.city}</p>
                <ul className="mt-4 space-y-3 text-sm text-slate-700">
                  <li className="flex gap-3">
                    <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
                    <address className="not-italic">
                      {office.address.map((line) => (
                        <span key={line} className="block">
                          {line}
                        </span>
                      ))}
                    </address>
                  </li>
                  <li className="flex gap-3">
                    <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
                    <a
                      href={telHref(office.phone)}
                      dir="ltr"
                      className={cn(TEXT_TARGET, 'text-brand-700 underline-offset-2 hover:underline')}
                    >
                      {office.phone}
                    </a>
                  </li>
                  <li className="flex gap-3">
                    <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
                    <a
                      href={`mailto:${office.email}`}
                      dir="ltr"
                      className={cn(TEXT_TARGET, 'break-all text-brand-700 underline-offset-2 hover:underline')}
                    >
                      {office.email}
                    </a>
                  </li>
                </ul>
              </div>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
