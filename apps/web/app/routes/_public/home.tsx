import { BriefcaseBusiness } from 'lucide-react';
import { Suspense } from 'react';
import { Await, Link, type ShouldRevalidateFunctionArgs } from 'react-router';
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
import { HIRE_TALENT_HREF, SITE } from '~/content/site';
import { loadArticleSlides } from '~/features/articles/article-cards.server';
import { contactAction } from '~/features/enquiries/contact.server';
import { contactConstraint } from '~/features/enquiries/contact-schema';
import { HOME_PAGE } from '~/content/pages';
import { hydrateLater } from '~/lib/hydrate-later';
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
 * the page itself always answers 200.
 */
export function loader({ request }: Route.LoaderArgs) {
  const carousel = loadArticleSlides(CAROUSEL_ARTICLES);
  return {
    carousel,
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

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(siteOf(matches), {
    title: `${SITE.name} | Hire within 48 Hours`,
    description:
      'Global recruitment agency: tech, non-tech, remote and international hiring, executive search and HR consulting. Vetted candidates within 48 hours.',
    path: '/',
  });

export default function Home({ loaderData, actionData }: Route.ComponentProps) {
  const { carousel, organization } = loaderData;
  return (
    <>
      <JsonLd data={organization} />

      <HomeHero />

      {/* 2. Core services */}
      <CoreServicesSection />

      {/* 3. Why choose us */}
      <WhyChooseUsSection />

      {/* 4. Numbers */}
      <NumbersSection />

      {/* 5. Tech and business talent */}
      <TalentSection />

      {/* 6. Article carousel */}
      <Section {...HOME_PAGE.articles} tone="muted">
        <Suspense fallback={<ArticleCarouselLoading />}>
          <Await resolve={carousel}>
            {({ articles, error }) =>
              error ? (
                <ArticleCarouselError message={error} />
              ) : articles.length === 0 ? (
                <p className="text-center text-slate-600">No articles have been published yet.</p>
              ) : (
                <ArticleCarousel articles={articles} />
              )
            }
          </Await>
        </Suspense>
      </Section>

      {/* 7. Industries */}
      <IndustriesSection />

      {/* 8. Contact */}
      <Section {...HOME_PAGE.contact} id="contact" tone="muted">
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 lg:self-start">
            <h3 className="mb-6 text-xl font-semibold text-slate-900">Send us your requirements</h3>
            <ContactForm actionResult={actionData} constraint={loaderData.contactConstraint} />
          </div>
          <div className="space-y-6">
            <div className="rounded-2xl bg-brand-800 p-6 text-white shadow-sm">
              <h3 className="text-lg font-semibold">Hire Top Talent</h3>
              <p className="mt-2 text-sm text-brand-100">
                Vetted candidates within 48 hours, background-checked and backed by our free replacement guarantee.
              </p>
              <Link to={HIRE_TALENT_HREF} className={buttonClasses({ variant: 'accent' }, 'mt-4')}>
                Hire Talent
              </Link>
            </div>
            <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <div className="flex items-center gap-3">
                <BriefcaseBusiness aria-hidden="true" className="size-6 text-brand-700" />
                <h3 className="text-lg font-semibold text-slate-900">Find Your Dream Job</h3>
              </div>
              <p className="mt-2 text-sm text-slate-600">
                New openings every week in tech, finance, healthcare and more.{' '}
                <Link
                  to="/blog"
                  className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
                >
                  See the latest job openings
                </Link>
                .
              </p>
              <Link to="/blog" className={buttonClasses({ variant: 'outline' }, 'mt-4')}>
                Browse Jobs
              </Link>
            </div>
            <ContactDetails />
          </div>
        </div>
      </Section>
    </>
  );
}
