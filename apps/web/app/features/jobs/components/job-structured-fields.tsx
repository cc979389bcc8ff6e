import {
  countryName,
  countryOptions,
  displayLocation,
  displaySalary,
  SALARY_MAX_AMOUNT,
  SALARY_PERIODS,
  WORKPLACES,
} from '@agency/contract';
import type { ReactNode } from 'react';
import { CurrencyOptions } from '~/components/ui/currency-options';
import { Field } from '~/components/ui/field';
import { Input } from '~/components/ui/input';
import { Select } from '~/components/ui/select';
import { useTimeZone } from '~/lib/time-zone';
import { CLOSING_LOCAL_FIELD, isoToZonedDateTime } from '../closing-date';
import type { JobFormFacts } from '../schema';
import type { StaffJob } from '../staff-job';

/** A field's message, if it has one. */
export type ErrorOf = (field: string) => string | undefined;

/**
 * What the fields an open job needs say under them (the contract's `REQUIRED_TO_OPEN`; docs/000-product.md §16: a draft
 * needs nothing). Words, not the asterisk of a required field, which would claim that the job cannot be saved without
 * them.
 */
export const REQUIRED_TO_OPEN_HINT = 'Required to open the job; a draft may leave it empty.';

/** A group of the editor's fields under a heading, in the editor's two columns. */
export function FieldGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4 border-t border-slate-200 pt-4 sm:grid-cols-2">
      <legend className="float-start mb-1 w-full text-sm font-semibold text-slate-900 sm:col-span-2">{legend}</legend>
      {children}
    </fieldset>
  );
}

/** "Left empty, the job board shows “…”." with the text made from the structured fields, or what it is made from. */
function derivedHint(derived: string, madeFrom: string): string {
  return derived
    ? `Left empty, the job board shows “${derived}”, made from ${madeFrom}.`
    : `Left empty, it is made from ${madeFrom}.`;
}

/**
 * Where the work is: workplace, country, city, for a remote job the countries applicants may live in (a
 * native multiple select: it works with a keyboard and a screen reader as it is), and the display location with
 * the text it is made of when left empty. Country, or for a remote job the applicant countries, is needed to open.
 * The applicant countries are disabled (not posted) while the job is not remote, and keep their choice meanwhile.
 */
export function PlaceFields({ job, facts, errorOf }: { job: StaffJob | null; facts: JobFormFacts; errorOf: ErrorOf }) {
  const remote = facts.workplace === 'remote';
  const chosen = (facts.applicantLocations ?? []).map(countryName).join(', ');
  return (
    <FieldGroup legend="Where">
      <Field id="job-workplace" label="Workplace" error={errorOf('workplace')}>
        <Select name="workplace" defaultValue={job?.workplace ?? ''} placeholder="Not set" options={WORKPLACES} />
      </Field>
      <Field
        id="job-country"
        label="Country"
        description={remote ? undefined : REQUIRED_TO_OPEN_HINT}
        error={errorOf('country')}
      >
        <Select name="country" defaultValue={job?.country ?? ''} placeholder="Not set" options={countryOptions()} />
      </Field>
      <Field id="job-city" label="City" error={errorOf('city')}>
        <Input name="city" defaultValue={job?.city ?? ''} />
      </Field>
      <div hidden={!remote} className="sm:row-span-2">
        <Field
          id="job-applicantLocations"
          label="Countries applicants may live in"
          description={`${REQUIRED_TO_OPEN_HINT} Hold Ctrl (⌘ on a Mac) to choose several. Chosen: ${chosen || 'none'}.`}
          error={errorOf('applicantLocations')}
        >
          <Select
            name="applicantLocations"
            multiple
            size={8}
            disabled={!remote}
            defaultValue={job?.applicantLocations ?? []}
            options={countryOptions()}
          />
        </Field>
      </div>
      <Field
        id="job-location"
        label="Location"
        description={derivedHint(displayLocation({ ...facts, location: '' }), 'workplace, city and country')}
        error={errorOf('location')}
      >
        <Input name="location" defaultValue={job?.location ?? ''} />
      </Field>
    </FieldGroup>
  );
}

/** An amount of the salary range: a whole number. */
function AmountField({
  name,
  label,
  value,
  error,
}: {
  name: string;
  label: string;
  value?: number | null;
  error?: string;
}) {
  return (
    <Field id={`job-${name}`} label={label} error={error}>
      <Input
        name={name}
        type="number"
        inputMode="numeric"
        min={0}
        max={SALARY_MAX_AMOUNT}
        step={1}
        defaultValue={value ?? ''}
      />
    </Field>
  );
}

/**
 * The pay: salary range, currency (the common ones first, then every ISO 4217 code), period, and the
 * display salary with the text it is made of when left empty.
 */
export function PayFields({ job, facts, errorOf }: { job: StaffJob | null; facts: JobFormFacts; errorOf: ErrorOf }) {
  return (
    <FieldGroup legend="Pay">
      <AmountField name="salaryMin" label="Minimum pay" value={job?.salaryMin} error={errorOf('salaryMin')} />
      <AmountField name="salaryMax" label="Maximum pay" value={job?.salaryMax} error={errorOf('salaryMax')} />
      <Field id="job-salaryCurrency" label="Currency" error={errorOf('salaryCurrency')}>
        <Select name="salaryCurrency" defaultValue={job?.salaryCurrency ?? ''} placeholder="Not set">
          <CurrencyOptions />
        </Select>
      </Field>
      <Field id="job-salaryPeriod" label="Pay period" error={errorOf('salaryPeriod')}>
        <Select
          name="salaryPeriod"
          defaultValue={job?.salaryPeriod ?? ''}
          placeholder="Not set"
          options={SALARY_PERIODS}
        />
      </Field>
      <Field
        id="job-salary"
        label="Salary"
        className="sm:col-span-2"
        description={derivedHint(displaySalary({ ...facts, salary: '' }), 'the range, currency and period')}
        error={errorOf('salary')}
      >
        <Input name="salary" defaultValue={job?.salary ?? ''} />
      </Field>
    </FieldGroup>
  );
}

/**
 * The closing date and time (`validThrough`), picked in the staff member's time zone (their profile's; lib/time-zone.tsx,
 * docs/022-the-team.md): a `datetime-local` input showing the stored instant in that zone; the server reads the posted
 * value in the same zone (closing-date.ts), with or without the editor's script.
 */
export function ClosingDateField({ job, error }: { job: StaffJob | null; error?: string }) {
  const zone = useTimeZone();
  return (
    <Field
      id="job-validThrough"
      label="Closing date and time"
      description={`In your time zone (${zone}). Leave empty for none; once it has passed, the job is closed everywhere.`}
      error={error}
    >
      <Input
        name={CLOSING_LOCAL_FIELD}
        type="datetime-local"
        defaultValue={isoToZonedDateTime(job?.validThrough, zone)}
      />
    </Field>
  );
}
