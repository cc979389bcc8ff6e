import { getCollectionProps, getInputProps, getSelectProps, type FieldMetadata } from '@conform-to/react';
import { useTranslation } from 'react-i18next';
import {
  REQUIRED_MESSAGE,
  SALARY_PERIODS,
  SCREENING_TEXT_ANSWER_MAX,
  YES_NO,
  type ScreeningQuestion,
} from '@agency/contract';
import { CodeOptions } from '~/components/ui/code-options';
import { Field, FieldError } from '~/components/ui/field';
import { Input } from '~/components/ui/input';
import { Select } from '~/components/ui/select';
import { useCountryOptions } from '~/i18n/choices';
import { useCurrencyOptions } from '~/i18n/currency-choices';
import { useMessage } from '~/i18n/messages';

/** Conform's metadata of one answer (any shape: a salary is an object). */
type AnswerField = FieldMetadata<unknown, Record<string, unknown>, string[]>;

/** A field's own message: the spec's missing message is summed up above the form, the field says it short. */
export const messageOf = (field: { errors?: string[] }) =>
  field.errors?.[0] === REQUIRED_MESSAGE ? 'This field is required.' : (field.errors?.[0] ?? null);

/**
 * A question's words as the job has them, with "(optional)" (in the page's language) after an optional one, as the
 * form's other optional field says it.
 */
function useLabelOf() {
  const { t } = useTranslation();
  return (question: ScreeningQuestion) =>
    question.required ? question.label : t('apply.screening.optional', { label: question.label });
}

/** `messageOf` said in the page's language (`useMessage`). */
function useFieldMessage() {
  const say = useMessage();
  return (field: { errors?: string[] }) => say(messageOf(field));
}

/**
 * The apply form's screening questions (docs/024-employers.md "Screening questions"), after the cover letter, in the
 * job's order, each by its kind: yes or no (two radio buttons in a group named by the question), one choice (a select),
 * a number, short text, a country, a phone number, an expected salary (amount, currency, period). Fields are named
 * `screening.<id>` (a salary's parts `screening.<id>.amount` …), as the contract's schema reads them, so the form works
 * the same without JavaScript. `fields` is Conform's fieldset of `screening`. The questions are shown as staff wrote
 * them; the form's own words (placeholders, Yes/No, the salary's parts, countries, currencies, messages) are in the
 * page's language (catalog section `apply.screening`, docs/026-languages.md).
 */
export function ScreeningAnswers({
  questions,
  fields,
}: {
  questions: readonly ScreeningQuestion[];
  fields: Record<string, AnswerField>;
}) {
  if (questions.length === 0) return null;
  return (
    <div className="space-y-4">
      {questions.map((question) => (
        <ScreeningAnswer key={question.id} question={question} field={fields[question.id]} />
      ))}
    </div>
  );
}

function ScreeningAnswer({ question, field }: { question: ScreeningQuestion; field: AnswerField }) {
  const { t } = useTranslation();
  const labelOf = useLabelOf();
  const errorOf = useFieldMessage();
  const countries = useCountryOptions();
  const wiring = { id: field.id, errorId: field.errorId, error: errorOf(field), required: question.required };
  switch (question.kind) {
    case 'yes-no':
      return <YesNo question={question} field={field} />;
    case 'salary':
      return <ExpectedSalary question={question} field={field} />;
    case 'choice':
      return (
        <Field {...wiring} label={labelOf(question)}>
          <Select
            {...getSelectProps(field)}
            placeholder={t('apply.screening.chooseAnswer')}
            options={question.options}
          />
        </Field>
      );
    case 'country':
      return (
        <Field {...wiring} label={labelOf(question)}>
          <Select {...getSelectProps(field)} placeholder={t('apply.screening.chooseCountry')}>
            <CodeOptions options={countries} />
          </Select>
        </Field>
      );
    case 'number':
      return (
        <Field {...wiring} label={labelOf(question)}>
          <Input {...getInputProps(field, { type: 'text' })} inputMode="decimal" />
        </Field>
      );
    case 'phone':
      return (
        <Field {...wiring} label={labelOf(question)}>
          <Input {...getInputProps(field, { type: 'tel' })} autoComplete="tel" />
        </Field>
      );
    default:
      return (
        <Field {...wiring} label={labelOf(question)}>
          <Input {...getInputProps(field, { type: 'text' })} maxLength={SCREENING_TEXT_ANSWER_MAX} />
        </Field>
      );
  }
}

/** A yes-or-no question: a group of two radio buttons, its message tied to the group. */
function YesNo({ question, field }: { question: ScreeningQuestion; field: AnswerField }) {
  const { t } = useTranslation();
  const labelOf = useLabelOf();
  const error = useFieldMessage()(field);
  return (
    <fieldset aria-describedby={error ? field.errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend className="text-sm font-medium text-slate-800">
        {labelOf(question)}
        {question.required ? (
          <span aria-hidden="true" className="text-red-600">
            {' '}
            *
          </span>
        ) : null}
      </legend>
      <div className="mt-2 flex gap-6">
        {getCollectionProps(field, { type: 'radio', options: [...YES_NO.values] }).map(({ key, ...props }) => (
          <label key={key} className="flex min-h-6 items-center gap-2 text-sm text-slate-800">
            <input {...props} className="size-6 shrink-0 accent-brand-700" />
            {t(`apply.screening.yesNo.${props.value as (typeof YES_NO.values)[number]}`)}
          </label>
        ))}
      </div>
      <FieldError id={field.errorId} message={error} />
    </fieldset>
  );
}

/** An expected salary: the amount, its currency (the common ones first) and the period, each a field of its own. */
function ExpectedSalary({ question, field }: { question: ScreeningQuestion; field: AnswerField }) {
  const { t } = useTranslation();
  const labelOf = useLabelOf();
  const errorOf = useFieldMessage();
  const currencies = useCurrencyOptions();
  const salary = field as unknown as FieldMetadata<
    { amount: string; currency: string; period: string },
    Record<string, unknown>,
    string[]
  >;
  const parts = salary.getFieldset();
  const part = (name: 'amount' | 'currency' | 'period') => ({
    id: parts[name].id,
    errorId: parts[name].errorId,
    error: errorOf(parts[name]),
    required: question.required,
  });
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-800">{labelOf(question)}</legend>
      <div className="grid gap-3 sm:grid-cols-3">
        <Field {...part('amount')} label={t('apply.screening.amount')}>
          <Input {...getInputProps(parts.amount, { type: 'text' })} inputMode="numeric" />
        </Field>
        <Field {...part('currency')} label={t('apply.screening.currency')}>
          <Select {...getSelectProps(parts.currency)} placeholder={t('apply.screening.choose')}>
            <optgroup label={t('apply.screening.currencyCommon')}>
              <CodeOptions options={currencies.common} />
            </optgroup>
            <optgroup label={t('apply.screening.currencyAll')}>
              <CodeOptions options={currencies.others} />
            </optgroup>
          </Select>
        </Field>
        <Field {...part('period')} label={t('apply.screening.per')}>
          <Select
            {...getSelectProps(parts.period)}
            placeholder={t('apply.screening.choose')}
            options={SALARY_PERIODS.map((period) => ({
              value: period.value,
              label: t(`apply.screening.periods.${period.value}`),
            }))}
          />
        </Field>
      </div>
    </fieldset>
  );
}
