import { getFormProps, getInputProps, useForm } from '@conform-to/react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { BellRing } from 'lucide-react';
import {
  describeJobAlertSearch,
  findJobType,
  WORKPLACES,
  JOB_ALERT_SUBSCRIBED_MESSAGE,
  JOB_SEARCH_FILTERS,
  type JobSearch,
} from '@agency/contract';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { Field } from '~/components/ui/field';
import { Honeypot } from '~/components/ui/honeypot';
import { Input } from '~/components/ui/input';
import { useFormAnswer } from '~/lib/form-answer';
import { useMessage } from '~/i18n/messages';
import { localizedCountryOptions } from '~/i18n/choices';
import { useLanguage } from '~/i18n/link';
import type { TFunction } from 'i18next';
import { isPersonSubmit } from '~/lib/form-submit';
import { useRevealAnswer } from '~/lib/reveal-message';
import { useLazyValidation, type FieldConstraints, type Validate } from '~/lib/lazy-validation';
import type { JobAlertForm as JobAlertValues } from '../schema';

/** The form's check (its schema, zod and Conform's zod adapter), fetched when a visitor first touches the form. */
async function importJobAlertValidation(): Promise<Validate<JobAlertValues>> {
  return (await import('../schema')).parseJobAlert;
}

/**
 * "Email me jobs like these" under the board's search (docs/014-job-alerts.md): an email field, the search
 * shown as hidden fields (named as the board's URL names them) and the honeypot, posted to the /blog action. Without
 * JavaScript the page answers with `actionResult`; with it a fetcher posts and the page stays. The answer is "Check
 * your inbox to confirm your job alert." whatever the address; errors keep the typed address. Its words come from the
 * catalogs (`forms.jobAlert`), its messages through `useMessage` (docs/026-languages.md "Forms and their messages").
 */
export function JobAlertForm({
  search,
  actionResult,
  constraint,
  categoryName,
}: {
  search: JobSearch;
  actionResult?: unknown;
  constraint: FieldConstraints;
  categoryName?: string | null;
}) {
  const { t } = useTranslation();
  const say = useMessage();
  const language = useLanguage();
  const searchWords =
    language === 'en' ? describeJobAlertSearch(search, categoryName) : describeSearch(search, categoryName, t);
  const { validate, load } = useLazyValidation(importJobAlertValidation);
  const { fetcher, sending, answer, shown, dismiss } = useFormAnswer('job-alert', actionResult);

  const [form, fields] = useForm<JobAlertValues>({
    id: 'job-alert-form',
    lastResult: answer?.result,
    constraint,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: validate ? ({ formData }) => validate(formData) : undefined,
  });
  const statusId = 'job-alert-status';
  const formErrors = form.errors ?? [];
  // The answer takes the focus, as the apply form's does; one the page came with (no JavaScript) has autofocus.
  const statusRef = useRef<HTMLDivElement>(null);
  useRevealAnswer(shown, statusRef);
  const statusProps = {
    id: statusId,
    ref: statusRef,
    tabIndex: -1,
    autoFocus: shown !== undefined && shown === actionResult,
    className: 'mt-3 scroll-mt-24',
  };
  const headingId = 'job-alert-heading';

  return (
    <section aria-labelledby={headingId} className="mt-6 rounded-xl border border-brand-100 bg-brand-50/60 p-4 sm:p-5">
      <h3 id={headingId} className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <BellRing aria-hidden="true" className="size-5 text-brand-700" /> {t('forms.jobAlert.heading')}
      </h3>
      <p className="mt-1 text-sm text-slate-600">{t('forms.jobAlert.explanation', { search: searchWords })}</p>
      <fetcher.Form
        method="post"
        {...getFormProps(form)}
        onSubmitCapture={(event) => isPersonSubmit(event) && dismiss()}
        onFocus={() => void load()}
        onPointerDown={() => void load()}
        aria-labelledby={headingId}
        aria-describedby={shown ? statusId : undefined}
        className="relative mt-3 flex flex-col gap-3 sm:flex-row sm:items-start"
      >
        <Field
          id={fields.email.id}
          errorId={fields.email.errorId}
          error={say(fields.email.errors?.[0])}
          label={t('forms.jobAlert.email')}
          className="sm:w-80"
        >
          <Input {...getInputProps(fields.email, { type: 'email' })} autoComplete="email" />
        </Field>
        {JOB_SEARCH_FILTERS.map((name) =>
          search[name] ? <input key={name} type="hidden" name={name} value={String(search[name])} /> : null,
        )}
        <Honeypot id="job-alert-website" />
        <Button type="submit" disabled={sending} className="sm:mt-6">
          {sending ? t('forms.sending') : t('forms.jobAlert.submit')}
        </Button>
      </fetcher.Form>
      {shown?.success ? (
        <Alert tone="success" {...statusProps}>
          {say(JOB_ALERT_SUBSCRIBED_MESSAGE)}
        </Alert>
      ) : shown && formErrors.length > 0 ? (
        <Alert tone="error" {...statusProps}>
          {formErrors.map((message) => (
            <p key={message}>{say(message)}</p>
          ))}
        </Alert>
      ) : null}
    </section>
  );
}

/**
 * The board's search in Arabic words, as `describeJobAlertSearch` says it in English: "وظائف جديدة تطابق «…» · دوام
 * كامل · الإمارات العربية المتحدة"; the category and the city as they are named on the board.
 */
function describeSearch(search: JobSearch, categoryName: string | null | undefined, t: TFunction): string {
  const type = search.type ? findJobType(search.type)?.value : undefined;
  const workplace = WORKPLACES.find((place) => place.value === search.workplace)?.value;
  const parts = [
    search.category ? (categoryName ?? search.category) : null,
    type ? t(`forms.jobTypes.${type}`) : (search.type ?? null),
    search.country
      ? (localizedCountryOptions('ar').find((country) => country.value === search.country)?.label ?? search.country)
      : null,
    search.city ?? null,
    workplace ? t(`forms.workplaces.${workplace}`) : null,
  ].filter((part): part is string => Boolean(part));
  const head = search.q
    ? t('forms.jobAlert.newJobsMatching', { q: search.q })
    : parts.length > 0
      ? t('forms.jobAlert.newJobs')
      : t('forms.jobAlert.allNewJobs');
  return [head, ...parts].join(' · ');
}
