import type { Route } from './+types/my-application';
import { data, type ShouldRevalidateFunctionArgs } from 'react-router';
import { CandidatePageView } from '~/features/candidate-page/components/candidate-page';
import { CANDIDATE_PAGE_HEADERS, candidatePageAction, candidatePageView } from '~/features/candidate-page/page.server';
import { getInstance } from '~/i18n/i18next.server';
import { requestInfo } from '~/lib/request-info';
import { pageTitle } from '~/lib/seo';

/**
 * /my-application/<token> and /ar/my-application/<token> — the candidate's own page of an application, linked from the
 * confirmation e-mail in the language the person applied in (docs/025-placements.md "The candidate's page",
 * docs/026-languages.md "Pages reached from e-mails"). Opening it changes nothing (mail scanners open links): every button
 * POSTs. One person's page: never cached (`private, no-store`; the page cache lists no such path), never indexed, and
 * `Referrer-Policy: no-referrer`, as its URL holds the token. The loader is `candidatePageView`
 * (features/candidate-page/page.server.ts), which issue 28's stages and interviews extend.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { outcome, status } = await candidatePageView(params.token, context.get(requestInfo).clientIp);
  const title = getInstance(context).t('emailPages.application.title');
  return data({ ...outcome, title }, { status, headers: CANDIDATE_PAGE_HEADERS });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { outcome, status } = await candidatePageAction(request, params.token, context.get(requestInfo).clientIp);
  return data(outcome, { status, headers: CANDIDATE_PAGE_HEADERS });
}

/**
 * After a press the action's answer is the page as it now stands: the loader is not asked again (each read counts
 * against the CMS's per-client limit of the e-mailed links).
 */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionResult === undefined ? defaultShouldRevalidate : false;
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders.has('Cache-Control') ? actionHeaders : loaderHeaders;
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...(loaderData ? [{ title: pageTitle(loaderData.title) }] : []),
  { name: 'robots', content: 'noindex' },
  { name: 'referrer', content: 'no-referrer' },
];

export default function MyApplication({ loaderData, actionData, params }: Route.ComponentProps) {
  return <CandidatePageView outcome={actionData ?? loaderData} token={params.token} acted={actionData !== undefined} />;
}
