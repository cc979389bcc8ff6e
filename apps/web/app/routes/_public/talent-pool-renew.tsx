import { data, Form } from 'react-router';
import type { Route } from './+types/talent-pool-renew';
import { linkDate, LinkFailure, LinkHeading, LinkPage } from '~/components/link-page';
import { Button } from '~/components/ui/button';
import { renewalOffer, renewFromForm } from '~/features/candidates/pool-renewal.server';
import { requestInfo } from '~/lib/request-info';
import { pageTitle } from '~/lib/seo';

const NO_STORE = { 'Cache-Control': 'private, no-store' };

/**
 * /talent-pool/renew?token=… — the link of the talent pool's renewal e-mail (docs/023-talent-pool.md "Consent and
 * retention"). Opening it changes nothing (mail scanners open links): it says until when the CV is kept and offers a
 * button; the button's POST renews, once, and says until when. Never cached (one person's page; the page cache lists
 * no /talent-pool path) nor indexed.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { outcome, status } = await renewalOffer(url, context.get(requestInfo).clientIp);
  return data(outcome, { status, headers: NO_STORE });
}

export async function action({ request, context }: Route.ActionArgs) {
  const { outcome, status } = await renewFromForm(request, context.get(requestInfo).clientIp);
  return data(outcome, { status, headers: NO_STORE });
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders.has('Cache-Control') ? actionHeaders : loaderHeaders;
}

export const meta: Route.MetaFunction = () => [
  { title: pageTitle('Talent pool') },
  { name: 'robots', content: 'noindex' },
];

export default function RenewTalentPool({ loaderData, actionData }: Route.ComponentProps) {
  const shown = actionData ?? loaderData;
  return (
    <LinkPage headingId="pool-heading">
      {shown.status === 'offer' ? (
        <>
          <LinkHeading id="pool-heading">Keep your CV in our talent pool?</LinkHeading>
          <p className="mt-4 text-slate-700">
            We keep your CV for future roles until {linkDate(shown.until)}. Renew to keep it for another {shown.months}{' '}
            months, until {linkDate(shown.renewedUntil)}.
          </p>
          <Form method="post" className="mt-6">
            <input type="hidden" name="token" value={shown.token} />
            <Button type="submit">Renew for {shown.months} months</Button>
          </Form>
        </>
      ) : shown.status === 'renewed' ? (
        <>
          <LinkHeading id="pool-heading">Your CV stays in our talent pool</LinkHeading>
          <p role="status" className="mt-4 text-slate-700">
            Renewed: we keep your CV for future roles until {linkDate(shown.until)}.
          </p>
        </>
      ) : (
        <LinkFailure headingId="pool-heading" unknown={shown.status === 'unknown'} message={shown.message} />
      )}
    </LinkPage>
  );
}
