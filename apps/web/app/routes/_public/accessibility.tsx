import type { Route } from './+types/accessibility';
import { LegalPage } from '~/components/legal/legal-page';
import { ACCESSIBILITY_PATH, ACCESSIBILITY_STATEMENT } from '~/content/accessibility';
import { siteOf, pageTitle, seoMeta } from '~/lib/seo';

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(siteOf(matches), {
    title: pageTitle(ACCESSIBILITY_STATEMENT.title),
    description: ACCESSIBILITY_STATEMENT.summary,
    path: ACCESSIBILITY_PATH,
  });

/**
 * /accessibility — the accessibility statement (content/accessibility.ts): the standard, how the site is tested,
 * the known limitations and how to report a barrier. Linked from every page's footer.
 */
export default function AccessibilityRoute() {
  return <LegalPage document={ACCESSIBILITY_STATEMENT} path={ACCESSIBILITY_PATH} />;
}
