import { applicationRetentionDays, enquiryRetentionDays, talentPoolMonths } from '@agency/contract';
import { data } from 'react-router';
import type { Route } from './+types/legal';
import { LegalPage } from '~/components/legal/legal-page';
import { legalDocument } from '~/content/legal';
import { requestLanguage } from '~/i18n/i18next.server';
import { withoutLanguage } from '~/i18n/languages';
import { siteOf, pageTitle, seoMeta } from '~/lib/seo';

/** The path of a legal page in English form, without a trailing slash ('/ar/privacy/' → '/privacy'). */
function legalPath(pathname: string): string {
  return withoutLanguage(pathname).replace(/(.)\/+$/, '$1');
}

/**
 * The document of the page in the page's language (content/legal.ts, content/ar/legal.ts), with the retention periods
 * the CMS applies and the talent pool's: only that document reaches the browser. 404 for a path with none.
 */
export function loader({ url, context }: Route.LoaderArgs) {
  // `url`, not `request.url`: a navigation in the browser asks for `/privacy.data`, which `url` gives as `/privacy`.
  const path = legalPath(url.pathname);
  const document = legalDocument(
    path,
    {
      retentionDays: applicationRetentionDays(process.env.APPLICATION_RETENTION_DAYS),
      enquiryRetentionDays: enquiryRetentionDays(process.env.ENQUIRY_RETENTION_DAYS),
      talentPoolMonths: talentPoolMonths(process.env.TALENT_POOL_MONTHS),
    },
    requestLanguage(context),
  );
  if (!document) throw data(null, { status: 404 });
  return { document, path };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData
    ? seoMeta(siteOf(matches), {
        title: pageTitle(loaderData.document.title),
        description: loaderData.document.summary,
        path: loaderData.path,
      })
    : [];

/**
 * /privacy, /terms and /cookies, and their Arabic twins under /ar (routes.ts mounts this module once for each): the
 * Privacy Policy, Terms of Service and Cookie Policy (docs/000-product.md §16: the footer's legal links lead to real
 * pages).
 */
export default function LegalRoute({ loaderData }: Route.ComponentProps) {
  return <LegalPage document={loaderData.document} path={loaderData.path} />;
}
