import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm } from '@conform-to/react';
import {
  CANDIDATE_LEGAL_BASES,
  CANDIDATE_LEGAL_BASIS_LABELS,
  CANDIDATE_SOURCE_NOTE_MAX,
  countryOptions,
  MY_DATA_LINK_DAYS,
  RESUME_ACCEPT,
} from '@agency/contract';
import { useEffect, useRef } from 'react';
import { Form, Link, useActionData, useNavigation } from 'react-router';
import { AdminPageHeader } from '~/components/admin/page-header';
import { Alert } from '~/components/ui/alert';
import { Button, busyButtonProps } from '~/components/ui/button';
import { Field, FieldError } from '~/components/ui/field';
import { Input } from '~/components/ui/input';
import { Select } from '~/components/ui/select';
import { Textarea } from '~/components/ui/textarea';
import type { IntakeAnswer } from '../intake.server';
import { intakeConstraint, parseIntakeForm } from '../intake-schema';
import { CANDIDATES_PATH, candidatePath } from '../rules';

/** The file picker's `accept`: the contract's resume extensions and their MIME types. */

/**
 * /admin/candidates/new — "Add candidate" (docs/023-talent-pool.md "Added by staff"): the person's name, address,
 * phone, country, tags, resume, the legal basis and where the data came from. Checked in the browser with the
 * contract's rules (Conform + zod) and again by the action and the CMS; a plain multipart form that works without
 * JavaScript. After a refused submit the focus goes to the first field in error (or the form's message); once added,
 * the candidate's page opens with its message focused.
 */
export function IntakeForm() {
  const answer = useActionData<IntakeAnswer>();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const formRef = useRef<HTMLFormElement>(null);
  const messageRef = useRef<HTMLDivElement>(null);
  const [form, fields] = useForm({
    id: 'add-candidate',
    lastResult: busy ? undefined : answer?.result,
    constraint: intakeConstraint(),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseIntakeForm(formData),
  });
  // The server's answer (with or without JavaScript): the first field in error takes the focus, else the message.
  useEffect(() => {
    if (!answer) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (invalid ?? messageRef.current)?.focus();
  }, [answer]);
  const formError = form.errors?.[0];
  const wire = (field: { id: string; errorId: string; errors?: string[] }) => ({
    id: field.id,
    errorId: field.errorId,
    error: field.errors?.[0] ?? null,
  });
  return (
    <div className="max-w-2xl">
      <Link
        to={CANDIDATES_PATH}
        className="inline-flex min-h-6 items-center rounded-md text-sm font-medium text-brand-700 hover:text-brand-900"
      >
        All candidates
      </Link>
      <AdminPageHeader
        title="Add candidate"
        subtitle={`They are e-mailed what we hold and why, with a link to see or erase their data (it works ${MY_DATA_LINK_DAYS} days).`}
        backToDashboard={false}
      />
      <Form
        ref={formRef}
        method="post"
        encType="multipart/form-data"
        {...getFormProps(form)}
        noValidate
        className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
      >
        {formError ? (
          <Alert tone="error" ref={messageRef} tabIndex={-1}>
            {formError}
          </Alert>
        ) : null}
        <Field {...wire(fields.fullName)} label="Full name" required>
          <Input {...getInputProps(fields.fullName, { type: 'text' })} required={false} autoComplete="off" />
        </Field>
        <Field {...wire(fields.email)} label="Email" required>
          <Input {...getInputProps(fields.email, { type: 'email' })} required={false} autoComplete="off" />
        </Field>
        {answer?.existing ? (
          <p className="-mt-2 text-sm">
            <Link className="text-brand-700 underline" to={candidatePath(answer.existing.documentId)}>
              Open their candidate page
            </Link>
          </p>
        ) : null}
        <Field {...wire(fields.phone)} label="Phone (optional)">
          <Input {...getInputProps(fields.phone, { type: 'tel' })} autoComplete="off" />
        </Field>
        <Field {...wire(fields.country)} label="Lives in (optional)">
          <Select {...getSelectProps(fields.country)} placeholder="Choose a country" options={countryOptions()} />
        </Field>
        <Field
          {...wire(fields.tags)}
          label="Tags (optional)"
          description="Separated by commas, e.g. React, Night shift."
        >
          <Input {...getInputProps(fields.tags, { type: 'text' })} autoComplete="off" />
        </Field>
        <Field {...wire(fields.resume)} label="Resume (PDF, DOC or DOCX, up to 5 MB)" required>
          <Input {...getInputProps(fields.resume, { type: 'file' })} required={false} accept={RESUME_ACCEPT} />
        </Field>
        <fieldset
          aria-describedby={fields.legalBasis.errors ? fields.legalBasis.errorId : undefined}
          className="space-y-2"
        >
          <legend className="text-sm font-medium text-slate-900">
            Legal basis <span aria-hidden="true">*</span>
            <span className="sr-only">(required)</span>
          </legend>
          {CANDIDATE_LEGAL_BASES.map((basis) => {
            const id = `${fields.legalBasis.id}-${basis}`;
            const props = getInputProps(fields.legalBasis, { type: 'radio', value: basis });
            return (
              <div key={basis} className="flex items-start gap-2">
                <input {...props} id={id} key={props.key} required={false} className="mt-1 size-4" />
                <label htmlFor={id} className="text-sm text-slate-800">
                  {CANDIDATE_LEGAL_BASIS_LABELS[basis]}
                </label>
              </div>
            );
          })}
          <FieldError id={fields.legalBasis.errorId} message={fields.legalBasis.errors?.[0]} />
        </fieldset>
        <Field
          {...wire(fields.sourceNote)}
          label="Where the data came from (optional)"
          description="Told to the person in the e-mail, e.g. “LinkedIn profile” or “CV handed in at a careers fair”."
        >
          <Textarea {...getTextareaProps(fields.sourceNote)} rows={2} maxLength={CANDIDATE_SOURCE_NOTE_MAX} />
        </Field>
        <div className="flex justify-end">
          <Button type="submit" {...busyButtonProps(busy)}>
            {busy ? 'Adding…' : 'Add candidate'}
          </Button>
        </div>
      </Form>
    </div>
  );
}
