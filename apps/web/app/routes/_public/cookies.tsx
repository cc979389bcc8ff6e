import type { Route } from './+types/cookies';
import { LegalPage } from '~/components/legal/legal-page';
import { COOKIE_POLICY } from '~/content/legal';
import { originOf, pageTitle, seoMeta } from '~/lib/seo';

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(originOf(matches), {
    title: pageTitle(COOKIE_POLICY.title),
    description: COOKIE_POLICY.summary,
    path: '/cookies',
  });

/** /cookies — the Cookie Policy (DESIGN §7: the footer's legal links lead to real pages). */
export default function CookiesPage() {
  return <LegalPage document={COOKIE_POLICY} path="/cookies" />;
}
