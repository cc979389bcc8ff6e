import { applicationRetentionDays, enquiryRetentionDays, talentPoolMonths } from '@agency/contract';
import { useLocation } from 'react-router';
import type { Route } from './+types/legal';
import { LegalPage } from '~/components/legal/legal-page';
import { legalDocument, type LegalSettings } from '~/content/legal';
import { siteOf, pageTitle, seoMeta } from '~/lib/seo';

/** The path of a legal page without a trailing slash ('/privacy'). */
function legalPath(pathname: string): string {
  return pathname.replace(/\/+$/, '');
}

/** What the pages state from the product's settings: the retention periods the CMS applies, the talent pool's too. */
export function loader(): LegalSettings {
  return {
    retentionDays: applicationRetentionDays(process.env.APPLICATION_RETENTION_DAYS),
    enquiryRetentionDays: enquiryRetentionDays(process.env.ENQUIRY_RETENTION_DAYS),
    talentPoolMonths: talentPoolMonths(process.env.TALENT_POOL_MONTHS),
  };
}

export const meta: Route.MetaFunction = ({ location, matches, loaderData }) => {
  const path = legalPath(location.pathname);
  const document = loaderData ? legalDocument(path, loaderData) : undefined;
  return document
    ? seoMeta(siteOf(matches), { title: pageTitle(document.title), description: document.summary, path })
    : [];
};

/**
 * /privacy, /terms and /cookies (routes.ts mounts this module once for each): the Privacy Policy, Terms of
 * Service and Cookie Policy (docs/000-product.md §16: the footer's legal links lead to real pages).
 */
export default function LegalRoute({ loaderData }: Route.ComponentProps) {
  const path = legalPath(useLocation().pathname);
  const document = legalDocument(path, loaderData);
  if (!document) throw new Error(`No legal document at ${path}`);
  return <LegalPage document={document} path={path} />;
}
