import type { Route } from './+types/my-application-request';
import { data } from 'react-router';
import { LinkRequestView } from '~/features/candidate-page/components/candidate-page';
import { CANDIDATE_PAGE_HEADERS, requestCandidateLinks } from '~/features/candidate-page/page.server';
import { requestInfo } from '~/lib/request-info';
import { pageTitle } from '~/lib/seo';

/**
 * /my-application — "Lost the link to your application?" (docs/025-placements.md "The candidate's page"): an e-mail
 * form; the links of the address's applications are e-mailed again, with one answer whoever the address is.
 */
export function loader() {
  return data(null, { headers: CANDIDATE_PAGE_HEADERS });
}

export async function action({ request, context }: Route.ActionArgs) {
  const { answer, status } = await requestCandidateLinks(request, context.get(requestInfo).clientIp);
  return data(answer, { status, headers: CANDIDATE_PAGE_HEADERS });
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders.has('Cache-Control') ? actionHeaders : loaderHeaders;
}

export const meta: Route.MetaFunction = () => [
  { title: pageTitle('Your application link') },
  { name: 'robots', content: 'noindex' },
];

export default function MyApplicationRequest({ actionData }: Route.ComponentProps) {
  return <LinkRequestView answer={actionData} />;
}
