import { PERSONAL_DATA_KINDS, type PersonalDataCounts } from '@agency/contract';
import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react';
import { getZodConstraint } from '@conform-to/zod/v4';
import { Download, Search, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { Form, useFetcher, useNavigation, type FetcherWithComponents } from 'react-router';
import { useActionToast, type ActionAnswer } from '~/components/admin/admin-list';
import { AdminPageHeader } from '~/components/admin/page-header';
import { ConfirmDialog } from '~/components/ui/alert-dialog';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { Field } from '~/components/ui/field';
import { Input } from '~/components/ui/input';
import { CONFIRMATION_MESSAGE, findSchema, isEmpty, parseFind } from '../schema';

export const PERSONAL_DATA_PATH = '/admin/personal-data';

/** Where the ZIP's form posts the address (a resource route: the browser downloads the answer). */
export const EXPORT_PATH = `${PERSONAL_DATA_PATH}/export.zip`;

/** What Find answered (the route's action data; ../personal-data.server.ts `PersonalDataLookup`). */
export interface Lookup {
  lastResult: SubmissionResult<string[]> | null;
  email: string | null;
  counts: PersonalDataCounts | null;
  error: string | null;
  lookedUpAt: number;
}

/** Every kind at 0: what is stored once everything was deleted. */
const NOTHING = Object.fromEntries(PERSONAL_DATA_KINDS.map(({ key }) => [key, 0])) as PersonalDataCounts;

/**
 * Find: the e-mail address, checked in the browser and by the action with the same schema. A POST, so that the address
 * never appears in a URL (docs/021-operations.md "Logs").
 */
function FindForm({ lastResult, email }: { lastResult: SubmissionResult<string[]> | null; email: string | null }) {
  const navigation = useNavigation();
  const searching = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'find';
  const [form, fields] = useForm({
    id: 'personal-data-find',
    lastResult: lastResult ?? undefined,
    defaultValue: { email: email ?? '' },
    constraint: getZodConstraint(findSchema),
    shouldValidate: 'onSubmit',
    onValidate: ({ formData }) => parseFind(formData),
  });
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      noValidate
      className="flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <input type="hidden" name="intent" value="find" />
      <Field
        id={fields.email.id}
        label="E-mail address"
        error={fields.email.errors?.[0]}
        errorId={fields.email.errorId}
        className="min-w-64 flex-1"
      >
        <Input {...getInputProps(fields.email, { type: 'email' })} required={false} autoComplete="off" />
      </Field>
      <Button type="submit" disabled={searching}>
        <Search aria-hidden="true" className="size-4" /> {searching ? 'Finding...' : 'Find'}
      </Button>
    </Form>
  );
}

/**
 * The erasure's confirmation: the address typed again, then the destructive button. Once the data is deleted its
 * button is gone, and the focus goes to `returnFocus()`.
 */
function EraseDialog({
  email,
  fetcher,
  open,
  onOpenChange,
  returnFocus,
}: {
  email: string;
  fetcher: FetcherWithComponents<ActionAnswer>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocus: () => HTMLElement | null;
}) {
  const [typed, setTyped] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const busy = fetcher.state !== 'idle';
  useActionToast(fetcher, () => onOpenChange(false));
  const serverError = fetcher.data && !fetcher.data.ok ? fetcher.data.fieldErrors?.confirmation?.[0] : undefined;
  const error = mismatch ? CONFIRMATION_MESSAGE : serverError;
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setTyped('');
          setMismatch(false);
        }
        onOpenChange(next);
      }}
      title="Delete all data of this person?"
      description={
        <>
          Every application, resume, note, status change, enquiry and email stored about <strong>{email}</strong> will
          be deleted. This cannot be undone. An audit entry records that you did it, without the address.
        </>
      }
      confirmLabel="Delete all data"
      busy={busy}
      returnFocus={returnFocus}
      onConfirm={() => {
        if (typed.trim().toLowerCase() !== email) {
          setMismatch(true);
          return;
        }
        setMismatch(false);
        void fetcher.submit({ intent: 'erase', email, confirmation: typed }, { method: 'post' });
      }}
    >
      <Field id="erase-confirmation" label="Type the e-mail address to confirm" error={error} className="mt-4">
        <Input
          name="confirmation"
          type="email"
          autoComplete="off"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
      </Field>
    </ConfirmDialog>
  );
}

/**
 * What is stored about the address, kind by kind, with the download and the erasure; once the erasure went through,
 * nothing (a new lookup mounts a new one: its key).
 */
function StoredData({ email, found }: { email: string; found: PersonalDataCounts }) {
  const [erasing, setErasing] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const eraser = useFetcher<ActionAnswer>();
  const counts = eraser.data?.ok ? NOTHING : found;
  const empty = isEmpty(counts);
  return (
    <section
      aria-labelledby="stored-heading"
      className="mt-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2
        id="stored-heading"
        ref={heading}
        tabIndex={-1}
        className="rounded-sm text-lg font-semibold text-slate-900 focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        Stored about <span className="break-all">{email}</span>
      </h2>
      {empty ? (
        <p className="mt-2 text-sm text-slate-700">Nothing is stored about this address.</p>
      ) : (
        <dl className="mt-4 grid gap-3 sm:grid-cols-3">
          {PERSONAL_DATA_KINDS.map(({ key, label }) => (
            <div key={key} className="rounded-lg bg-slate-50 p-3">
              <dt className="text-sm text-slate-600">{label}</dt>
              <dd className="mt-1 text-2xl font-bold text-slate-900">{counts[key]}</dd>
            </div>
          ))}
        </dl>
      )}
      <div className="mt-5 flex flex-wrap gap-3">
        {/* A plain form: the browser itself downloads the answer; the address goes in its body, not a URL. */}
        <form method="post" action={EXPORT_PATH}>
          <input type="hidden" name="email" value={email} />
          <Button type="submit" variant="outline">
            <Download aria-hidden="true" className="size-4" /> Download all data (ZIP)
          </Button>
        </form>
        {empty ? null : (
          <Button className="bg-red-700 hover:bg-red-800" onClick={() => setErasing(true)}>
            <Trash2 aria-hidden="true" className="size-4" /> Delete all data
          </Button>
        )}
      </div>
      <EraseDialog
        email={email}
        fetcher={eraser}
        open={erasing}
        onOpenChange={setErasing}
        returnFocus={() => heading.current}
      />
    </section>
  );
}

/**
 * /admin/personal-data (GDPR access and erasure, docs/015-recruiter-workflow.md): find a person by e-mail address, see
 * how much of each kind is stored, download all of it as a ZIP, or delete all of it after typing the address again.
 */
export function PersonalDataPage({ lookup }: { lookup: Lookup | null }) {
  const { lastResult = null, email = null, counts = null, error = null } = lookup ?? {};
  return (
    <>
      <AdminPageHeader
        title="Personal data"
        subtitle="Find everything stored about a person by e-mail address, download it, or delete it (GDPR access and erasure)."
      />
      <FindForm key={email ?? ''} lastResult={lastResult} email={email} />
      {error ? (
        <Alert tone="error" className="mt-6">
          {error}
        </Alert>
      ) : null}
      {email && counts ? <StoredData key={lookup?.lookedUpAt} email={email} found={counts} /> : null}
    </>
  );
}
