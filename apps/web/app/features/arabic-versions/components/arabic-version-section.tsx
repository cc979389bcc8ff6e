import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useFetcher, useLocation } from 'react-router';
import { toast } from 'sonner';
import { useActionToast, type ActionAnswer } from '~/components/admin/admin-list';
import { RichTextField } from '~/components/admin/rich-text-editor';
import { Button } from '~/components/ui/button';
import { Field } from '~/components/ui/field';
import { Input } from '~/components/ui/input';
import { Textarea } from '~/components/ui/textarea';
import type { SafeHtml } from '~/lib/safe-html';
import { parseArabicVersion, type ArabicText, type ArabicVersionKind } from '../arabic-version';

/** One field of an Arabic version's form, in the order the form shows them. */
export interface ArabicFieldSpec<F extends string> {
  name: F;
  label: string;
  /** `line`: a one-line input; `text`: a textarea; `rich`: the rich-text editor. */
  control: 'line' | 'text' | 'rich';
  /** Half the form's width on wider screens (beside the next half field); else the whole width. */
  half?: boolean;
  /** A hint under the field. */
  description?: string;
  /** The most characters the control takes (a textarea's own limit; the server checks it again). */
  maxLength?: number;
}

interface SectionProps<F extends string> {
  kind: ArabicVersionKind<F, unknown>;
  /** The record's documentId (the English record's; its Arabic version shares it). */
  documentId: string;
  /** The start of the section's ids: `job` gives `job-arabic-heading`, `job-arabic-title`… */
  idPrefix: string;
  /** What the Arabic version is for, under the section's heading. */
  intro: ReactNode;
  fields: readonly ArabicFieldSpec<F>[];
}

/** A field's id in the section: `job` and `title` give `job-arabic-title`. */
const fieldId = (idPrefix: string, field: string) => `${idPrefix}-arabic-${field}`;

/**
 * Moves the focus to the first field of `form` with an error, in the order of `kind.fields`: its input, or the
 * rich-text editor's editing area.
 */
function focusFirstError<F extends string>(
  form: HTMLFormElement | null,
  { kind, fields, idPrefix }: Pick<SectionProps<F>, 'kind' | 'fields' | 'idPrefix'>,
  fieldErrors: Record<string, string[]> | undefined,
) {
  const first = kind.fields.find((field) => fieldErrors?.[field]);
  const spec = fields.find(({ name }) => name === first);
  if (!form || !spec) return;
  const id = fieldId(idPrefix, spec.name);
  const control =
    spec.control === 'rich' ? form.querySelector(`[aria-labelledby="${id}-label"]`) : form.querySelector(`#${id}`);
  if (control instanceof HTMLElement) control.focus();
}

/**
 * An editor's "Arabic version" (docs/026-languages.md "Arabic content on the site"), under the English form of a
 * saved job or article, opened by its button "Edit the Arabic version" (its fields are not on the page before, so
 * that the English form's labels stay unique): `fields`, each typed one `dir="auto"` (the rich-text editor too),
 * loaded with the page's loader (`?arabic=<documentId>`, `loadArabicVersion`), saved (`intent=arabic-save`) and
 * deleted (`intent=arabic-delete`) through the page's action (`handleArabicVersion`). The editor's check
 * (`parseArabicVersion`) and the CMS's refusals (400, 403) show on the fields or above the buttons, and the focus goes
 * to the first field to correct; a save or a delete is said in a toast (the back office's polite live region).
 */
export function ArabicVersionSection<F extends string>(props: SectionProps<F>) {
  const [open, setOpen] = useState(false);
  const headingId = `${props.idPrefix}-arabic-heading`;
  return (
    <section aria-labelledby={headingId} className="mt-8 border-t border-slate-200 pt-6">
      <h3 id={headingId} className="text-base font-semibold text-slate-900">
        Arabic version
      </h3>
      <p className="mt-1 text-sm text-slate-600">{props.intro}</p>
      {open ? (
        <ArabicVersionForm {...props} />
      ) : (
        <Button type="button" variant="outline" size="sm" className="mt-3" onClick={() => setOpen(true)}>
          Edit the Arabic version
        </Button>
      )}
    </section>
  );
}

/** The Arabic version's form, loaded when staff open it (see `ArabicVersionSection`). */
function ArabicVersionForm<F extends string>({ kind, documentId, idPrefix, fields }: SectionProps<F>) {
  const { pathname } = useLocation();
  const loader = useFetcher<{ arabic?: ArabicText<F> | null }>();
  const saver = useFetcher<ActionAnswer>();
  const form = useRef<HTMLFormElement>(null);
  const [refusal, setRefusal] = useState<ActionAnswer | null>(null);
  const busy = saver.state !== 'idle';
  const answer = busy ? undefined : (refusal ?? saver.data);
  const errorOf = (field: string) => (answer?.ok === false ? answer.fieldErrors?.[field]?.[0] : undefined);
  const idOf = (field: string) => fieldId(idPrefix, field);

  const load = loader.load;
  useEffect(() => {
    void load(`${pathname}?arabic=${encodeURIComponent(documentId)}`);
  }, [load, pathname, documentId]);
  // Loaded once; the page's action revalidates it after a save or a delete (the form stays as typed).
  const loaded = loader.data !== undefined;
  const version = loader.data?.arabic ?? null;

  useActionToast(saver, () => undefined);
  useEffect(() => {
    if (saver.state !== 'idle' || !saver.data) return;
    if (!saver.data.ok) focusFirstError(form.current, { kind, fields, idPrefix }, saver.data.fieldErrors);
  }, [saver.state, saver.data, kind, fields, idPrefix]);

  function check(event: FormEvent<HTMLFormElement>) {
    const parsed = parseArabicVersion(kind, new FormData(event.currentTarget));
    if (parsed.ok) {
      setRefusal(null);
      return;
    }
    event.preventDefault();
    setRefusal(parsed.answer);
    toast.error('Error', { description: parsed.answer.message });
    focusFirstError(event.currentTarget, { kind, fields, idPrefix }, parsed.answer.fieldErrors);
  }

  function remove() {
    setRefusal(null);
    void saver.submit({ intent: 'arabic-delete', documentId }, { method: 'post' });
  }

  if (!loaded) {
    return (
      <p className="mt-3 text-sm text-slate-600" role="status">
        Loading the Arabic version…
      </p>
    );
  }
  return (
    <saver.Form ref={form} method="post" className="mt-4 grid gap-4 sm:grid-cols-2" onSubmit={check} noValidate>
      <input type="hidden" name="intent" value="arabic-save" />
      <input type="hidden" name="documentId" value={documentId} />
      {fields.map((spec) => {
        const shared = {
          label: spec.label,
          required: kind.required[spec.name] !== undefined,
          description: spec.description,
          error: errorOf(spec.name),
        };
        const value = version?.[spec.name] ?? '';
        return (
          <div key={spec.name} className={spec.half ? undefined : 'sm:col-span-2'}>
            {spec.control === 'rich' ? (
              <RichTextField
                id={idOf(spec.name)}
                name={spec.name}
                defaultValue={(value || null) as SafeHtml | null}
                {...shared}
              />
            ) : (
              <Field id={idOf(spec.name)} {...shared}>
                {spec.control === 'text' ? (
                  <Textarea name={spec.name} rows={3} maxLength={spec.maxLength} defaultValue={value} />
                ) : (
                  <Input name={spec.name} dir="auto" maxLength={spec.maxLength} defaultValue={value} />
                )}
              </Field>
            )}
          </div>
        );
      })}
      {answer?.ok === false ? (
        <p role="alert" className="text-sm text-red-700 sm:col-span-2">
          {answer.message}
        </p>
      ) : null}
      <div className="flex justify-end gap-2 sm:col-span-2">
        {version !== null ? (
          <Button type="button" variant="ghost" size="sm" onClick={remove} disabled={busy}>
            Delete Arabic version
          </Button>
        ) : null}
        <Button type="submit" size="sm" disabled={busy}>
          {busy ? 'Saving...' : 'Save Arabic version'}
        </Button>
      </div>
    </saver.Form>
  );
}
