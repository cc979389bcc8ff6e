import type { Route } from './+types/accessibility';
import { LegalPage } from '~/components/legal/legal-page';
import { ACCESSIBILITY_PATH, ACCESSIBILITY_STATEMENT } from '~/content/accessibility';
import { ACCESSIBILITY_STATEMENT as ARABIC_ACCESSIBILITY_STATEMENT } from '~/content/ar/accessibility';
import { requestLanguage } from '~/i18n/i18next.server';
import { siteOf, pageTitle, seoMeta } from '~/lib/seo';

/**
 * The statement in the page's language (content/accessibility.ts, content/ar/accessibility.ts) and its path: only that
 * one document is sent, and the page's script imports neither.
 */
export function loader({ context }: Route.LoaderArgs) {
  return {
    document: requestLanguage(context) === 'ar' ? ARABIC_ACCESSIBILITY_STATEMENT : ACCESSIBILITY_STATEMENT,
    path: ACCESSIBILITY_PATH,
  };
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
 * /accessibility and /ar/accessibility — the accessibility statement: the standard, how the site is tested, the known
 * limitations and how to report a barrier. Linked from every page's footer.
 */
export default function AccessibilityRoute({ loaderData }: Route.ComponentProps) {
  return <LegalPage document={loaderData.document} path={loaderData.path} />;
}
