import { ArrowRight, BriefcaseBusiness } from 'lucide-react';
import { Suspense } from 'react';
import { Await, Link, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/home';
import { ContactDetails } from '~/features/enquiries/components/contact-details';
import { ContactForm, contactClientAction } from '~/features/enquiries/components/contact-form';
import { ArticleCarousel, ArticleCarouselError, ArticleCarouselLoading } from '~/components/home/article-carousel';
import { HomeHero } from '~/components/home/home-hero';
import { CheckList } from '~/components/marketing/check-list';
import { FeatureGrid } from '~/components/marketing/feature-grid';
import { IconBadge } from '~/components/marketing/icon-badge';
import { IndustryGrid } from '~/components/marketing/industry-grid';
import { Section } from '~/components/marketing/section';
import { StatList } from '~/components/marketing/stat-list';
import { JsonLd } from '~/components/seo/json-ld';
import { buttonClasses } from '~/components/ui/button';
import { TagList } from '~/components/ui/tag-list';
import { INDUSTRIES } from '~/content/industries';
import { organizationJsonLd } from '~/content/organization';
import { CORE_SERVICES } from '~/content/core-services';
import { HIRE_TALENT_HREF, SITE } from '~/content/site';
import { HOME_STATS } from '~/content/stats';
import { BUSINESS_ROLES, TECH_CATEGORIES } from '~/content/talent';
import { HOME_WHY_CHOOSE_US } from '~/content/values';
import { loadArticleSlides } from '~/features/articles/article-cards.server';
import { contactAction } from '~/features/enquiries/contact.server';
import { contactConstraint } from '~/features/enquiries/contact-schema';
import { HOME_PAGE } from '~/content/pages';
import { originOf, requestOrigin, seoMeta } from '~/lib/seo';
import { TitleAndText } from '~/components/ui/title-and-text';

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
  seoMeta(originOf(matches), {
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

      {/* 3. Why choose us */}
      <Section {...HOME_PAGE.whyChooseUs} tone="muted">
        <FeatureGrid items={HOME_WHY_CHOOSE_US} columns={4} />
      </Section>

      {/* 4. Numbers */}
      <Section {...HOME_PAGE.numbers} tone="brand">
        <StatList stats={HOME_STATS} tone="dark" />
      </Section>

      {/* 5. Tech and business talent */}
      <Section {...HOME_PAGE.talent}>
        <h3 className="text-xl font-semibold text-slate-900">Tech talent</h3>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {TECH_CATEGORIES.map((category) => (
            <li key={category.name} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <div className="flex items-center gap-3">
                <IconBadge icon={category.icon} className="size-10" />
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
              <IconBadge icon={role.icon} tone="accent" className="size-10" />
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
      <Section {...HOME_PAGE.industries}>
        <IndustryGrid industries={INDUSTRIES} />
        <div className="mt-10 text-center">
          <Link
            to="/contact"
            className="inline-flex items-center gap-2 rounded-md font-semibold text-brand-700 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            Contact Us <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      </Section>

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
