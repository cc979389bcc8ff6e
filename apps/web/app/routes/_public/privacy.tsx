import type { Route } from './+types/privacy';
import { LegalPage } from '~/components/legal/legal-page';
import { PRIVACY_POLICY } from '~/content/legal';
import { originOf, pageTitle, seoMeta } from '~/lib/seo';

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(originOf(matches), {
    title: pageTitle(PRIVACY_POLICY.title),
    description: PRIVACY_POLICY.summary,
    path: '/privacy',
  });

/** /privacy — the Privacy Policy (DESIGN §7: the footer's legal links lead to real pages). */
export default function PrivacyPage() {
  return <LegalPage document={PRIVACY_POLICY} path="/privacy" />;
}
