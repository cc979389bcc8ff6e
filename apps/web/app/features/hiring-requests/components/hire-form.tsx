import {
  getCollectionProps,
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
} from '@conform-to/react';
import {
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
import { useTranslation } from 'react-i18next';
import { Button } from '~/components/ui/button';
import { ConformField, FormAnswerAlert } from '~/components/ui/conform-field';
import { Honeypot } from '~/components/ui/honeypot';
import { RequiredNote } from '~/components/ui/required-note';
import { useCountryOptions } from '~/i18n/choices';
import { useCurrencyOptions } from '~/i18n/currency-choices';
import type { MessageKey } from '~/i18n/catalog';
import { Input } from '~/components/ui/input';
import { CodeOptions } from '~/components/ui/code-options';
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
 * Its words come from the catalogs (`forms.hire`; the fixed choices by their values, which are what is sent; countries
 * and currencies by `Intl` in Arabic), its messages through `useMessage` (docs/026-languages.md "Forms and their
 * messages").
 */
export function HireForm({ actionResult, constraint }: { actionResult?: unknown; constraint: FieldConstraints }) {
  const { t } = useTranslation();
  const countries = useCountryOptions();
  const currencies = useCurrencyOptions();
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
      <Group legend={t('forms.hire.aboutYou')}>
        <ConformField label={t('forms.hire.company')} required field={fields.company}>
          <Input {...getInputProps(fields.company, { type: 'text' })} autoComplete="organization" tall />
        </ConformField>
        <ConformField label={t('forms.hire.contactName')} required field={fields.contactName}>
          <Input {...getInputProps(fields.contactName, { type: 'text' })} autoComplete="name" tall />
        </ConformField>
        <ConformField label={t('forms.hire.email')} required field={fields.email}>
          <Input {...getInputProps(fields.email, { type: 'email' })} autoComplete="work email" tall />
        </ConformField>
        <ConformField label={t('forms.hire.phone')} field={fields.phone}>
          <Input {...getInputProps(fields.phone, { type: 'tel' })} autoComplete="work tel" tall />
        </ConformField>
      </Group>

      <Group legend={t('forms.hire.theRole')}>
        <ConformField label={t('forms.hire.roleTitle')} required field={fields.roleTitle}>
          <Input {...getInputProps(fields.roleTitle, { type: 'text' })} autoComplete="off" tall />
        </ConformField>
        <ConformField
          label={t('forms.hire.hires')}
          field={fields.hires}
          description={t('forms.hire.hiresHint', { max: HIRES_MAX })}
        >
          <Input
            {...getInputProps(fields.hires, { type: 'number', ariaDescribedBy: fields.hires.descriptionId })}
            inputMode="numeric"
            placeholder="1"
            tall
          />
        </ConformField>
        <ConformField label={t('forms.hire.employmentType')} required field={fields.employmentType}>
          <Select
            {...getSelectProps(fields.employmentType)}
            tall
            placeholder={t('forms.hire.employmentTypePlaceholder')}
            options={JOB_TYPE_VALUES.map((value) => ({ value, label: t(`forms.jobTypes.${value}`) }))}
          />
        </ConformField>
        <ConformField label={t('forms.hire.startDate')} field={fields.startDate}>
          <Input {...getInputProps(fields.startDate, { type: 'date' })} tall />
        </ConformField>
      </Group>

      <Group legend={t('forms.hire.where')}>
        <ConformField label={t('forms.hire.workplace')} required field={fields.workplace}>
          <Select
            {...getSelectProps(fields.workplace)}
            tall
            placeholder={t('forms.hire.workplacePlaceholder')}
            options={WORKPLACES.map(({ value }) => ({ value, label: t(`forms.workplaces.${value}`) }))}
          />
        </ConformField>
        <ConformField label={t('forms.hire.country')} field={fields.country} description={t('forms.hire.countryHint')}>
          <Select
            {...getSelectProps(fields.country, { ariaDescribedBy: fields.country.descriptionId })}
            tall
            placeholder={t('forms.hire.countryPlaceholder')}
          >
            <CodeOptions options={countries} />
          </Select>
        </ConformField>
        <ConformField label={t('forms.hire.city')} field={fields.city}>
          <Input {...getInputProps(fields.city, { type: 'text' })} autoComplete="off" tall />
        </ConformField>
        <ConformField
          label={t('forms.hire.applicantLocations')}
          field={fields.applicantLocations}
          description={t('forms.hire.applicantLocationsHint')}
        >
          <Select
            {...getSelectProps(fields.applicantLocations, { ariaDescribedBy: fields.applicantLocations.descriptionId })}
            multiple
            size={6}
          >
            <CodeOptions options={countries} />
          </Select>
        </ConformField>
      </Group>

      <Group legend={t('forms.hire.salary')}>
        <ConformField label={t('forms.hire.salaryMin')} field={fields.salaryMin}>
          <Input {...getInputProps(fields.salaryMin, { type: 'number' })} inputMode="numeric" tall />
        </ConformField>
        <ConformField label={t('forms.hire.salaryMax')} field={fields.salaryMax}>
          <Input {...getInputProps(fields.salaryMax, { type: 'number' })} inputMode="numeric" tall />
        </ConformField>
        <ConformField label={t('forms.hire.currency')} field={fields.salaryCurrency}>
          <Select {...getSelectProps(fields.salaryCurrency)} tall placeholder={t('forms.hire.currencyPlaceholder')}>
            <optgroup label={t('forms.hire.currencyCommon')}>
              <CodeOptions options={currencies.common} />
            </optgroup>
            <optgroup label={t('forms.hire.currencyAll')}>
              <CodeOptions options={currencies.others} />
            </optgroup>
          </Select>
        </ConformField>
        <ConformField label={t('forms.hire.period')} field={fields.salaryPeriod}>
          <Select
            {...getSelectProps(fields.salaryPeriod)}
            tall
            placeholder={t('forms.hire.periodPlaceholder')}
            options={SALARY_PERIODS.map(({ value }) => ({ value, label: t(`forms.periods.${value}`) }))}
          />
        </ConformField>
      </Group>

      <ConformField label={t('forms.hire.requirements')} required field={fields.requirements}>
        <Textarea
          {...getTextareaProps(fields.requirements)}
          rows={6}
          placeholder={t('forms.hire.requirementsPlaceholder')}
          tall
        />
      </ConformField>

      <ConformField
        label={t('forms.hire.mustHaves')}
        field={fields.mustHaves}
        description={t('forms.hire.mustHavesHint', { max: HIRING_REQUEST_MUST_HAVES_MAX })}
      >
        <Textarea
          {...getTextareaProps(fields.mustHaves, { ariaDescribedBy: fields.mustHaves.descriptionId })}
          rows={3}
          placeholder={t('forms.hire.mustHavesPlaceholder')}
          tall
        />
      </ConformField>

      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-800">{t('forms.hire.askApplicants')}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {getCollectionProps(fields.screeningPresets, {
            type: 'checkbox',
            options: SCREENING_PRESETS.map((preset) => preset.id),
          }).map(({ key, ...props }) => (
            <label key={key} className="flex min-h-6 items-center gap-2 text-sm text-slate-800">
              <input {...props} className="size-6 shrink-0 accent-brand-700" />
              {t(`forms.screeningPresets.${props.value}` as MessageKey)}
            </label>
          ))}
        </div>
      </fieldset>

      <ConformField
        label={t('forms.hire.jobDescription')}
        field={fields.jobDescription}
        description={t('forms.hire.jobDescriptionHint', { size: formatMegabytes(RESUME_MAX_BYTES) })}
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
          {sending ? t('forms.sending') : t('forms.hire.submit')}
        </Button>
        <RequiredNote>{t('forms.hire.privacy')}</RequiredNote>
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
