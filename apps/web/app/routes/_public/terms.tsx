import type { Route } from './+types/terms';
import { LegalPage } from '~/components/legal/legal-page';
import { TERMS_OF_SERVICE } from '~/content/legal';
import { originOf, pageTitle, seoMeta } from '~/lib/seo';

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(originOf(matches), {
    title: pageTitle(TERMS_OF_SERVICE.title),
    description: TERMS_OF_SERVICE.summary,
    path: '/terms',
  });

/** /terms — the Terms of Service (DESIGN §7: the footer's legal links lead to real pages). */
export default function TermsPage() {
  return <LegalPage document={TERMS_OF_SERVICE} path="/terms" />;
}
