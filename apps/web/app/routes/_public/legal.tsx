import { useLocation } from 'react-router';
import type { Route } from './+types/legal';
import { LegalPage } from '~/components/legal/legal-page';
import { LEGAL_DOCUMENTS } from '~/content/legal';
import { originOf, pageTitle, seoMeta } from '~/lib/seo';

/** The path of a legal page without a trailing slash: the key of LEGAL_DOCUMENTS. */
function legalPath(pathname: string): string {
  return pathname.replace(/\/+$/, '');
}

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const path = legalPath(location.pathname);
  const document = LEGAL_DOCUMENTS[path];
  return document
    ? seoMeta(originOf(matches), { title: pageTitle(document.title), description: document.summary, path })
    : [];
};

/**
 * /privacy, /terms and /cookies (routes.ts mounts this module once for each): the Privacy Policy, Terms of
 * Service and Cookie Policy (DESIGN §7: the footer's legal links lead to real pages).
 */
export default function LegalRoute() {
  const path = legalPath(useLocation().pathname);
  const document = LEGAL_DOCUMENTS[path];
  if (!document) throw new Error(`No legal document at ${path}`);
  return <LegalPage document={document} path={path} />;
}
