import { BriefcaseBusiness } from 'lucide-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Await, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/home';
import { ContactDetails } from '~/features/enquiries/components/contact-details';
import { ContactForm } from '~/features/enquiries/components/contact-form-later';
import { contactClientAction } from '~/features/enquiries/contact-form';
import { ArticleCarousel } from '~/components/home/article-carousel';
import { ArticleCarouselError, ArticleCarouselLoading } from '~/components/home/article-carousel-states';
import { HomeHero } from '~/components/home/home-hero';
import type * as HomeSections from '~/components/home/home-sections';
import { Section } from '~/components/marketing/section';
import { JsonLd } from '~/components/seo/json-ld';
import { buttonClasses } from '~/components/ui/button';
import { organizationJsonLd } from '~/content/organization';
import { homeCopy } from '~/content/marketing-copy.server';
import { HIRE_TALENT_HREF, SITE } from '~/content/site';
import { loadArticleSlides } from '~/features/articles/article-cards.server';
import { contactAction } from '~/features/enquiries/contact.server';
import { contactConstraint } from '~/features/enquiries/contact-schema';
import { hydrateLater } from '~/lib/hydrate-later';
import { getInstance, requestLanguage } from '~/i18n/i18next.server';
import { LocalizedLink } from '~/i18n/link';
import { siteOf, requestOrigin, seoMeta } from '~/lib/seo';

/*
 * The sections of words and icons, hydrated after the rest of the page (`hydrateLater`; their HTML is there from the
 * start): they hold nothing but links, which work before React takes them over.
 */
const section = (name: keyof typeof HomeSections) =>
  hydrateLater(async () => (await import('~/components/home/home-sections'))[name]);
const CoreServicesSection = section('CoreServicesSection');
const WhyChooseUsSection = section('WhyChooseUsSection');
const NumbersSection = section('NumbersSection');
const TalentSection = section('TalentSection');
const IndustriesSection = section('IndustriesSection');

/** Articles in the carousel: the newest published ones. */
const CAROUSEL_ARTICLES = 9;

/**
 * Home (docs/000-product.md §2). The articles for the carousel are streamed: the page is sent at once, the carousel
 * shows its loading state until they arrive, and a CMS failure becomes the error state (the promise never rejects), so
 * the page itself always answers 200. The page's words (title, description, sections) are in the request's language.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const carousel = loadArticleSlides(CAROUSEL_ARTICLES, requestLanguage(context));
  const { t } = getInstance(context);
  return {
    carousel,
    title: t('home.meta.title', { name: SITE.name }),
    description: t('home.meta.description'),
    copy: homeCopy(requestLanguage(context)),
    organization: organizationJsonLd(requestOrigin(request)),
    contactConstraint: contactConstraint(),
  };
}

/** The home contact form without JavaScript posts here; with JavaScript its fetcher does. */
export const action = contactAction;

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => contactClientAction(serverAction);

/** Sending the contact form changes nothing the loader shows: keep the carousel as it is. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === 'POST' ? false : defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData
    ? seoMeta(siteOf(matches), { title: loaderData.title, description: loaderData.description, path: '/' })
    : [];

export default function Home({ loaderData, actionData }: Route.ComponentProps) {
  const { carousel, organization, copy } = loaderData;
  const { t } = useTranslation();
  return (
    <>
      <JsonLd data={organization} />

      <HomeHero />

      {/* 2. Core services */}
      <CoreServicesSection copy={copy} />

      {/* 3. Why choose us */}
      <WhyChooseUsSection copy={copy} />

      {/* 4. Numbers */}
      <NumbersSection copy={copy} />

      {/* 5. Tech and business talent */}
      <TalentSection copy={copy} />

      {/* 6. Article carousel */}
      <Section {...copy.page.articles} tone="muted">
        <Suspense fallback={<ArticleCarouselLoading />}>
          <Await resolve={carousel}>
            {({ articles, error }) =>
              error ? (
                <ArticleCarouselError message={error} />
              ) : articles.length === 0 ? (
                <p className="text-center text-slate-600">{t('home.articles.none')}</p>
              ) : (
                <ArticleCarousel articles={articles} />
              )
            }
          </Await>
        </Suspense>
      </Section>

      {/* 7. Industries */}
      <IndustriesSection copy={copy} />

      {/* 8. Contact */}
      <Section {...copy.page.contact} id="contact" tone="muted">
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 lg:self-start">
            <h3 className="mb-6 text-xl font-semibold text-slate-900">{t('home.contact.formTitle')}</h3>
            <ContactForm actionResult={actionData} constraint={loaderData.contactConstraint} />
          </div>
          <div className="space-y-6">
            <div className="rounded-2xl bg-brand-800 p-6 text-white shadow-sm">
              <h3 className="text-lg font-semibold">{t('home.contact.hireTitle')}</h3>
              <p className="mt-2 text-sm text-brand-100">{t('home.contact.hireText')}</p>
              <LocalizedLink to={HIRE_TALENT_HREF} className={buttonClasses({ variant: 'accent' }, 'mt-4')}>
                {t('common.nav.hireTalent')}
              </LocalizedLink>
            </div>
            <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <div className="flex items-center gap-3">
                <BriefcaseBusiness aria-hidden="true" className="size-6 text-brand-700" />
                <h3 className="text-lg font-semibold text-slate-900">{t('home.contact.jobTitle')}</h3>
              </div>
              <p className="mt-2 text-sm text-slate-600">
                {t('home.contact.jobText')}{' '}
                <LocalizedLink
                  to="/blog"
                  className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
                >
                  {t('home.contact.latestJobs')}
                </LocalizedLink>
                .
              </p>
              <LocalizedLink to="/blog" className={buttonClasses({ variant: 'outline' }, 'mt-4')}>
                {t('home.contact.browseJobs')}
              </LocalizedLink>
            </div>
            <ContactDetails />
          </div>
        </div>
      </Section>
    </>
  );
}
