import { HIRE_FAILURE_MESSAGE } from '@agency/contract';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/hire';
import { PageHero } from '~/components/marketing/page-hero';
import { ContactDetails } from '~/features/enquiries/components/contact-details';
import { HireForm } from '~/features/hiring-requests/components/hire-form';
import { hireAction, hireLoader } from '~/features/hiring-requests/hire.server';
import { hireCopy } from '~/content/contact-copy.server';
import { requestLanguage } from '~/i18n/i18next.server';
import { publicFormClientAction } from '~/lib/form-answer';
import { marketingMeta } from '~/lib/seo';

/**
 * The form's constraints and the page's words in the request's language; where it posts (with JavaScript through its
 * fetcher, without as a page).
 */
export function loader({ context }: Route.LoaderArgs) {
  return { ...hireLoader(), copy: hireCopy(requestLanguage(context)) };
}
export const action = hireAction;
export const clientAction = ({ serverAction }: Route.ClientActionArgs) =>
  publicFormClientAction('hire', HIRE_FAILURE_MESSAGE, serverAction);

export const meta: Route.MetaFunction = (args) =>
  args.loaderData ? marketingMeta(args.loaderData.copy.page.meta)(args) : [];

/**
 * /hire (docs/024-employers.md "The form at /hire"): the hiring request form, where Hire Talent and Request Talent
 * lead, beside the offices' details; /contact stays for everything else.
 */
export default function HirePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <PageHero {...loaderData.copy.page.hero} />
      <section aria-labelledby="hire-form-heading" className="bg-slate-50 py-16 sm:py-20">
        <div className="mx-auto grid max-w-7xl gap-8 px-4 sm:px-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 lg:self-start">
            <h2 id="hire-form-heading" className="text-2xl font-bold tracking-tight text-slate-900">
              {t('forms.hire.heading')}
            </h2>
            <p className="mb-6 mt-2 text-slate-600">{t('forms.contact.responsePromise')}</p>
            <HireForm actionResult={actionData} constraint={loaderData.hireConstraint} />
          </div>
          <div className="space-y-6">
            <ContactDetails />
          </div>
        </div>
      </section>
    </>
  );
}
