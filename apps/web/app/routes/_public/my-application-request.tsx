import type { Route } from './+types/my-application-request';
import { data } from 'react-router';
import { LinkRequestView } from '~/features/candidate-page/components/candidate-page';
import { CANDIDATE_PAGE_HEADERS, requestCandidateLinks } from '~/features/candidate-page/page.server';
import { getInstance } from '~/i18n/i18next.server';
import { requestInfo } from '~/lib/request-info';
import { pageTitle } from '~/lib/seo';

/**
 * /my-application and /ar/my-application — "Lost the link to your application?" (docs/025-placements.md "The
 * candidate's page"): an e-mail form; the links of the address's applications are e-mailed again, with one answer
 * whoever the address is; asked on the Arabic page, the links open the Arabic pages (docs/026-languages.md "Pages
 * reached from e-mails").
 */
export function loader({ context }: Route.LoaderArgs) {
  return data(
    { title: getInstance(context).t('emailPages.application.requestTitle') },
    { headers: CANDIDATE_PAGE_HEADERS },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const { answer, status } = await requestCandidateLinks(request, context.get(requestInfo).clientIp);
  return data(answer, { status, headers: CANDIDATE_PAGE_HEADERS });
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders.has('Cache-Control') ? actionHeaders : loaderHeaders;
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...(loaderData ? [{ title: pageTitle(loaderData.title) }] : []),
  { name: 'robots', content: 'noindex' },
];

export default function MyApplicationRequest({ actionData }: Route.ComponentProps) {
  return <LinkRequestView answer={actionData} />;
}
