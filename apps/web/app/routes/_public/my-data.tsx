import { CANDIDATE_LEGAL_BASIS_FOR_PERSON, countryName, SITE_NAME, type MyDataHeld } from '@agency/contract';
import { useEffect, useRef } from 'react';
import { data, Form, Link } from 'react-router';
import type { Route } from './+types/my-data';
import { linkDate, LinkFailure, LinkHeading, LinkPage } from '~/components/link-page';
import { Button, buttonClasses } from '~/components/ui/button';
import { myDataAction, myDataView } from '~/features/candidates/my-data.server';
import { requestInfo } from '~/lib/request-info';
import { pageTitle } from '~/lib/seo';

const NO_STORE = { 'Cache-Control': 'private, no-store' };

/**
 * /my-data?token=… — the link of the e-mail a person gets when staff add them to the talent pool (GDPR Art. 14;
 * docs/023-talent-pool.md "Added by staff"). Opening it changes nothing (mail scanners open links): it shows what the
 * agency holds, a download of all of it (the personal-data ZIP) and "Erase my data", which asks to confirm before it
 * erases. A used link says the data is gone. Never cached (one person's page; the page cache lists no such path) nor
 * indexed.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { outcome, status } = await myDataView(url, context.get(requestInfo).clientIp);
  return data(outcome, { status, headers: NO_STORE });
}

export async function action({ request, context }: Route.ActionArgs) {
  const { outcome, status } = await myDataAction(request, context.get(requestInfo).clientIp);
  return data(outcome, { status, headers: NO_STORE });
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders.has('Cache-Control') ? actionHeaders : loaderHeaders;
}

export const meta: Route.MetaFunction = () => [
  { title: pageTitle('Your data') },
  { name: 'robots', content: 'noindex' },
];

/** What is held, as a list of labelled values. */
function HeldData({ held }: { held: MyDataHeld }) {
  const rows: Array<[string, string]> = [
    ['Name', held.fullName],
    ['E-mail', held.email],
    ...(held.phone ? ([['Phone', held.phone]] as Array<[string, string]>) : []),
    ['Country', held.country ? countryName(held.country) : '–'],
    ['Tags', held.tags.length > 0 ? held.tags.join(', ') : '–'],
    ['CV', held.resumes > 0 ? (held.resumes === 1 ? 'We hold your CV.' : `We hold ${held.resumes} CVs.`) : '–'],
    ['Where it came from', held.source ?? 'A recruiter entered it from your CV.'],
    ['Legal basis', held.legalBasis ? CANDIDATE_LEGAL_BASIS_FOR_PERSON[held.legalBasis] : '–'],
    ['Added on', held.addedAt ? linkDate(held.addedAt) : '–'],
  ];
  return (
    <dl className="mt-6 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {rows.map(([label, value]) => (
        <div key={label} className="grid gap-1 px-4 py-3 sm:grid-cols-3">
          <dt className="text-sm font-medium text-slate-600">{label}</dt>
          <dd className="text-sm text-slate-900 sm:col-span-2">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export default function MyData({ loaderData, actionData }: Route.ComponentProps) {
  const shown = actionData ?? loaderData;
  const heading = useRef<HTMLHeadingElement>(null);
  // After a press (confirm, erased, refused) the page's heading takes the focus: the button that had it is gone.
  useEffect(() => {
    if (actionData) heading.current?.focus();
  }, [actionData]);
  const token = 'token' in shown ? shown.token : '';
  return (
    <LinkPage headingId="my-data-heading" next={{ to: '/privacy', label: 'Our privacy policy' }}>
      {shown.status === 'held' ? (
        <>
          <LinkHeading id="my-data-heading" ref={heading}>
            What {SITE_NAME} holds about you
          </LinkHeading>
          <p className="mt-4 text-slate-700">
            A recruiter added you to our talent pool. This is everything we hold; you can download it or have it erased.
            This link works until {linkDate(shown.linkExpiresAt)}.
          </p>
          <HeldData held={shown} />
          <div className="mt-6 flex flex-wrap gap-3">
            <form method="post" action="/my-data/export.zip">
              <input type="hidden" name="token" value={token} />
              <Button type="submit" variant="outline">
                Download my data
              </Button>
            </form>
            <Form method="post">
              <input type="hidden" name="token" value={token} />
              <input type="hidden" name="intent" value="erase" />
              <Button type="submit">Erase my data</Button>
            </Form>
          </div>
        </>
      ) : shown.status === 'confirm' ? (
        <>
          <LinkHeading id="my-data-heading" ref={heading}>
            Erase your data?
          </LinkHeading>
          <p className="mt-4 text-slate-700">
            We delete everything we hold about you: your details, your CV and our notes. This cannot be undone.
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Form method="post">
              <input type="hidden" name="token" value={token} />
              <input type="hidden" name="intent" value="erase-confirmed" />
              <Button type="submit">Yes, erase my data</Button>
            </Form>
            <Link to={`/my-data?token=${encodeURIComponent(token)}`} className={buttonClasses({ variant: 'outline' })}>
              No, keep it
            </Link>
          </div>
        </>
      ) : shown.status === 'gone' ? (
        <>
          <LinkHeading id="my-data-heading" ref={heading}>
            {shown.erased ? 'Your data is erased' : 'We hold no data about you'}
          </LinkHeading>
          <p role="status" className="mt-4 text-slate-700">
            {shown.erased
              ? 'We have erased everything we held about you: your details, your CV and our notes.'
              : 'Your data is gone: it was erased or its time ran out. There is nothing more to do.'}
          </p>
        </>
      ) : (
        <LinkFailure
          headingId="my-data-heading"
          headingRef={heading}
          unknown={shown.status === 'unknown'}
          message={shown.message}
        />
      )}
    </LinkPage>
  );
}
