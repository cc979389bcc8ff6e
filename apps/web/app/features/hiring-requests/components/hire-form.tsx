import {
  getCollectionProps,
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
} from '@conform-to/react';
import {
  countryOptions,
  formatMegabytes,
  HIRE_SUCCESS_MESSAGE,
  HIRING_REQUEST_MUST_HAVES_MAX,
  SCREENING_PRESETS,
  HIRES_MAX,
  JOB_TYPE_VALUES,
  RESUME_ACCEPT,
  RESUME_MAX_BYTES,
  SALARY_PERIODS,
  WORKPLACES,
} from '@agency/contract';
import { useRef, type ReactNode } from 'react';
import { Button } from '~/components/ui/button';
import { ConformField, FormAnswerAlert } from '~/components/ui/conform-field';
import { Honeypot } from '~/components/ui/honeypot';
import { CurrencyOptions } from '~/components/ui/currency-options';
import { Input } from '~/components/ui/input';
import { Select } from '~/components/ui/select';
import { Textarea } from '~/components/ui/textarea';
import { useFormAnswer } from '~/lib/form-answer';
import { isPersonSubmit } from '~/lib/form-submit';
import { useLazyValidation, type FieldConstraints, type Validate } from '~/lib/lazy-validation';
import { useRevealAnswer } from '~/lib/reveal-message';
import type { HireValues } from '../hire-schema';

/** The form's check (its schema, zod and Conform's zod adapter), fetched when a visitor first touches the form. */
async function importHireValidation(): Promise<Validate<HireValues>> {
  return (await import('../hire-schema')).parseHire;
}

/**
 * The hiring request form of /hire (docs/024-employers.md): the employer, the role, where the work is, the budget, the
 * requirements and an optional job description file. It posts `multipart/form-data`: without JavaScript to the page's
 * action, which answers with the page and `actionResult`; with JavaScript it checks with the same schema first and
 * posts through a fetcher: the button reads 'Sending...', and the answer (success, or the failure with every field
 * kept) takes the focus, as the contact form's does (docs/018-forms-and-focus.md). A file refused (its type or size in
 * the browser, its content or size by the CMS) is said on the file's field, which takes the focus (Conform focuses the
 * first field in error; without JavaScript, `autoFocus` when the page's answer refused the file alone); the other
 * fields keep what was typed. `constraint` comes from the page's loader (`hireConstraint`).
 */
export function HireForm({ actionResult, constraint }: { actionResult?: unknown; constraint: FieldConstraints }) {
  const { validate, load } = useLazyValidation(importHireValidation);
  const { fetcher, sending, answer, shown, dismiss } = useFormAnswer('hire', actionResult);
  const [form, fields] = useForm<HireValues>({
    id: 'hire-form',
    lastResult: answer?.result,
    constraint,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: validate ? ({ formData }) => validate(formData) : undefined,
  });

  const statusId = 'hire-form-status';
  const formErrors = form.errors ?? [];
  const statusRef = useRef<HTMLDivElement>(null);
  useRevealAnswer(shown, statusRef);
  const statusProps = {
    id: statusId,
    ref: statusRef,
    tabIndex: -1,
    autoFocus: shown !== undefined && shown === actionResult,
    className: 'scroll-mt-24 sm:col-span-2',
  };
  // The page's answer (no JavaScript) refused the file and nothing else: the file's field takes the focus.
  const refusedFields = Object.keys((shown === actionResult ? answer?.result.error : undefined) ?? {});
  const fileRefusedAlone =
    !shown?.success && refusedFields.length > 0 && refusedFields.every((name) => name === 'jobDescription');

  return (
    <fetcher.Form
      method="post"
      encType="multipart/form-data"
      {...getFormProps(form)}
      onSubmitCapture={(event) => isPersonSubmit(event) && dismiss()}
      onFocus={() => void load()}
      onPointerDown={() => void load()}
      aria-describedby={shown ? statusId : undefined}
      className="space-y-8"
    >
      <Group legend="About you">
        <ConformField label="Company" required field={fields.company}>
          <Input {...getInputProps(fields.company, { type: 'text' })} autoComplete="organization" tall />
        </ConformField>
        <ConformField label="Your name" required field={fields.contactName}>
          <Input {...getInputProps(fields.contactName, { type: 'text' })} autoComplete="name" tall />
        </ConformField>
        <ConformField label="Work e-mail" required field={fields.email}>
          <Input {...getInputProps(fields.email, { type: 'email' })} autoComplete="work email" tall />
        </ConformField>
        <ConformField label="Phone" field={fields.phone}>
          <Input {...getInputProps(fields.phone, { type: 'tel' })} autoComplete="work tel" tall />
        </ConformField>
      </Group>

      <Group legend="The role">
        <ConformField label="Role title" required field={fields.roleTitle}>
          <Input {...getInputProps(fields.roleTitle, { type: 'text' })} autoComplete="off" tall />
        </ConformField>
        <ConformField label="Number of hires" field={fields.hires} description={`1 to ${HIRES_MAX}; 1 if left empty.`}>
          <Input
            {...getInputProps(fields.hires, { type: 'number', ariaDescribedBy: fields.hires.descriptionId })}
            inputMode="numeric"
            placeholder="1"
            tall
          />
        </ConformField>
        <ConformField label="Employment type" required field={fields.employmentType}>
          <Select
            {...getSelectProps(fields.employmentType)}
            tall
            placeholder="Choose a type"
            options={JOB_TYPE_VALUES}
          />
        </ConformField>
        <ConformField label="Wished start date" field={fields.startDate}>
          <Input {...getInputProps(fields.startDate, { type: 'date' })} tall />
        </ConformField>
      </Group>

      <Group legend="Where">
        <ConformField label="Workplace" required field={fields.workplace}>
          <Select {...getSelectProps(fields.workplace)} tall placeholder="Choose a workplace" options={WORKPLACES} />
        </ConformField>
        <ConformField label="Country" field={fields.country} description="For on-site and hybrid work.">
          <Select
            {...getSelectProps(fields.country, { ariaDescribedBy: fields.country.descriptionId })}
            tall
            placeholder="Choose a country"
            options={countryOptions()}
          />
        </ConformField>
        <ConformField label="City" field={fields.city}>
          <Input {...getInputProps(fields.city, { type: 'text' })} autoComplete="off" tall />
        </ConformField>
        <ConformField
          label="Countries the hire may live in"
          field={fields.applicantLocations}
          description="For remote work. Hold Ctrl (⌘ on a Mac) to choose several."
        >
          <Select
            {...getSelectProps(fields.applicantLocations, { ariaDescribedBy: fields.applicantLocations.descriptionId })}
            multiple
            size={6}
            options={countryOptions()}
          />
        </ConformField>
      </Group>

      <Group legend="Salary budget (optional)">
        <ConformField label="Minimum" field={fields.salaryMin}>
          <Input {...getInputProps(fields.salaryMin, { type: 'number' })} inputMode="numeric" tall />
        </ConformField>
        <ConformField label="Maximum" field={fields.salaryMax}>
          <Input {...getInputProps(fields.salaryMax, { type: 'number' })} inputMode="numeric" tall />
        </ConformField>
        <ConformField label="Currency" field={fields.salaryCurrency}>
          <Select {...getSelectProps(fields.salaryCurrency)} tall placeholder="Choose a currency">
            <CurrencyOptions />
          </Select>
        </ConformField>
        <ConformField label="Per" field={fields.salaryPeriod}>
          <Select
            {...getSelectProps(fields.salaryPeriod)}
            tall
            placeholder="Choose a period"
            options={SALARY_PERIODS}
          />
        </ConformField>
      </Group>

      <ConformField label="Requirements" required field={fields.requirements}>
        <Textarea
          {...getTextareaProps(fields.requirements)}
          rows={6}
          placeholder="Must-have skills and experience, languages, certifications, visa or travel…"
          tall
        />
      </ConformField>

      <ConformField
        label="Must-haves, one a line (optional)"
        field={fields.mustHaves}
        description={`Up to ${HIRING_REQUEST_MUST_HAVES_MAX}. Each becomes a yes-or-no question on the apply form; an applicant who answers No is flagged to our recruiters.`}
      >
        <Textarea
          {...getTextareaProps(fields.mustHaves, { ariaDescribedBy: fields.mustHaves.descriptionId })}
          rows={3}
          placeholder="A UAE driving licence"
          tall
        />
      </ConformField>

      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-800">Ask applicants (optional)</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {getCollectionProps(fields.screeningPresets, {
            type: 'checkbox',
            options: SCREENING_PRESETS.map((preset) => preset.id),
          }).map(({ key, ...props }) => (
            <label key={key} className="flex min-h-6 items-center gap-2 text-sm text-slate-800">
              <input {...props} className="size-6 shrink-0 accent-brand-700" />
              {SCREENING_PRESETS.find((preset) => preset.id === props.value)?.label}
            </label>
          ))}
        </div>
      </fieldset>

      <ConformField
        label="Job description (PDF, DOC or DOCX)"
        field={fields.jobDescription}
        description={`Optional, up to ${formatMegabytes(RESUME_MAX_BYTES)}.`}
      >
        <Input
          {...getInputProps(fields.jobDescription, {
            type: 'file',
            ariaDescribedBy: fields.jobDescription.descriptionId,
          })}
          accept={RESUME_ACCEPT}
          autoFocus={fileRefusedAlone}
        />
      </ConformField>

      <Honeypot id="hire-website" />

      <FormAnswerAlert shown={shown} successMessage={HIRE_SUCCESS_MESSAGE} errors={formErrors} status={statusProps} />

      <div>
        <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={sending}>
          {sending ? 'Sending...' : 'Send Hiring Request'}
        </Button>
        <p className="mt-3 text-xs text-slate-500">
          Fields marked{' '}
          <span aria-hidden="true" className="text-red-600">
            *
          </span>
          <span className="sr-only">with an asterisk</span> are required. We use your details only to answer your
          request.
        </p>
      </div>
    </fetcher.Form>
  );
}

/** A group of the form's fields under a heading, in two columns on wide screens. */
function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-5 sm:grid-cols-2">
      <legend className="mb-3 text-lg font-semibold text-slate-900">{legend}</legend>
      {children}
    </fieldset>
  );
}
