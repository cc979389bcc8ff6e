import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useFetcher, useLocation } from 'react-router';
import { toast } from 'sonner';
import { useActionToast, type ActionAnswer } from '~/components/admin/admin-list';
import { RichTextField } from '~/components/admin/rich-text-editor';
import { Button } from '~/components/ui/button';
import { Field } from '~/components/ui/field';
import { Input } from '~/components/ui/input';
import type { SafeHtml } from '~/lib/safe-html';
import type { JobArabic } from '../api.server';
import { JOB_ARABIC_FIELDS, parseJobArabic } from '../arabic-version';

/** The one-line fields of the Arabic version after its title, with their labels. */
const LINE_FIELDS = [
  ['location', 'Arabic location'],
  ['salary', 'Arabic salary'],
  ['experience', 'Arabic experience'],
  ['skills', 'Arabic skills (comma-separated)'],
] as const;

/** Moves the focus to the first field of `form` (in the order of `JOB_ARABIC_FIELDS`) that has an error. */
function focusFirstError(form: HTMLFormElement | null, fieldErrors: Record<string, string[]> | undefined) {
  const field = JOB_ARABIC_FIELDS.find((name) => fieldErrors?.[name]);
  if (!form || !field) return;
  if (field === 'description') form.querySelector<HTMLElement>('[role="textbox"]')?.focus();
  else form.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
}

/**
 * The job editor's "Arabic version" (docs/026-languages.md "Arabic content on the site"), under the English form of a
 * saved job, opened by its button "Edit the Arabic version" (the fields are not on the form before): its Arabic title, location, salary, experience, skills and description, each typed field `dir="auto"`
 * (the rich-text editor is too), loaded with the page's loader (`?arabic=<documentId>`), saved
 * (`intent=arabic-save`, PUT /jobs/:id/arabic) and deleted (`intent=arabic-delete`) through the page's action. The
 * editor's check (`parseJobArabic`) and the CMS's refusals (400, 403) show on the fields or above the buttons, and the
 * focus goes to the first field to correct. The Arabic page of the job is /ar/jobs/{slug}.
 */
export function JobArabicVersion({ documentId }: { documentId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <section aria-labelledby="job-arabic-heading" className="mt-8 border-t border-slate-200 pt-6">
      <h3 id="job-arabic-heading" className="text-base font-semibold text-slate-900">
        Arabic version
      </h3>
      <p className="mt-1 text-sm text-slate-600">
        Shown on the Arabic job page (/ar/jobs/…) instead of the English text. Without it, the Arabic page shows the
        English text. Company, dates, pay figures and the status are the English job’s.
      </p>
      {open ? (
        <ArabicVersionForm documentId={documentId} />
      ) : (
        <Button type="button" variant="outline" size="sm" className="mt-3" onClick={() => setOpen(true)}>
          Edit the Arabic version
        </Button>
      )}
    </section>
  );
}

/** The Arabic version's form, loaded when staff open it (see `JobArabicVersion`). */
function ArabicVersionForm({ documentId }: { documentId: string }) {
  const { pathname } = useLocation();
  const loader = useFetcher<{ arabic?: JobArabic | null }>();
  const saver = useFetcher<ActionAnswer>();
  const form = useRef<HTMLFormElement>(null);
  const [refusal, setRefusal] = useState<ActionAnswer | null>(null);
  const busy = saver.state !== 'idle';
  const answer = busy ? undefined : (refusal ?? saver.data);
  const errorOf = (field: string) => (answer?.ok === false ? answer.fieldErrors?.[field]?.[0] : undefined);

  const load = loader.load;
  useEffect(() => {
    void load(`${pathname}?arabic=${encodeURIComponent(documentId)}`);
  }, [load, pathname, documentId]);
  // Loaded once; the page's action revalidates it after a save or a delete (the form stays as typed).
  const loaded = loader.data !== undefined;
  const version = loader.data?.arabic ?? null;
  const exists = version !== null;

  useActionToast(saver, () => undefined);
  useEffect(() => {
    if (saver.state !== 'idle' || !saver.data) return;
    if (!saver.data.ok) focusFirstError(form.current, saver.data.fieldErrors);
  }, [saver.state, saver.data]);

  function check(event: FormEvent<HTMLFormElement>) {
    const parsed = parseJobArabic(new FormData(event.currentTarget));
    if (parsed.ok) {
      setRefusal(null);
      return;
    }
    event.preventDefault();
    setRefusal(parsed.answer);
    toast.error('Error', { description: parsed.answer.message });
    focusFirstError(event.currentTarget, parsed.answer.fieldErrors);
  }

  function remove() {
    setRefusal(null);
    void saver.submit({ intent: 'arabic-delete', documentId }, { method: 'post' });
  }

  return (
    <>
      {!loaded ? (
        <p className="mt-3 text-sm text-slate-600" role="status">
          Loading the Arabic version…
        </p>
      ) : (
        <saver.Form ref={form} method="post" className="mt-4 space-y-4" onSubmit={check} noValidate>
          <input type="hidden" name="intent" value="arabic-save" />
          <input type="hidden" name="documentId" value={documentId} />
          <Field id="job-arabic-title" label="Arabic title" required error={errorOf('title')}>
            <Input name="title" dir="auto" defaultValue={version?.title ?? ''} />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            {LINE_FIELDS.map(([name, label]) => (
              <Field key={name} id={`job-arabic-${name}`} label={label} error={errorOf(name)}>
                <Input name={name} dir="auto" defaultValue={version?.[name] ?? ''} />
              </Field>
            ))}
          </div>
          <RichTextField
            id="job-arabic-description"
            label="Arabic description"
            name="description"
            defaultValue={(version?.description ?? null) as SafeHtml | null}
            error={errorOf('description')}
          />
          {answer?.ok === false ? (
            <p role="alert" className="text-sm text-red-700">
              {answer.message}
            </p>
          ) : null}
          <div className="flex justify-end gap-2">
            {exists ? (
              <Button type="button" variant="ghost" size="sm" onClick={remove} disabled={busy}>
                Delete Arabic version
              </Button>
            ) : null}
            <Button type="submit" size="sm" disabled={busy}>
              {busy ? 'Saving...' : 'Save Arabic version'}
            </Button>
          </div>
        </saver.Form>
      )}
    </>
  );
}
