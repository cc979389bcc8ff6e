import { FEE_TYPES, GUARANTEE_DAYS_MAX, type ClientTerms } from '@agency/contract';
import { CurrencyOptions } from '~/components/ui/currency-options';
import { Field } from '~/components/ui/field';
import { Input } from '~/components/ui/input';
import { Select } from '~/components/ui/select';
import { AnswerForm } from './answer-form';

/**
 * A client's fee and guarantee terms on its page (docs/025-placements.md "Offers and placements"): shown to staff
 * with `clients`, changed by an Admin (`manages`: `placements.manage`) with the contract's `clientTermsSchema`, checked
 * again by the CMS. New placements of the client take them; placements made before keep theirs.
 */
export function ClientTermsForm({ terms, manages }: { terms: ClientTerms; manages: boolean }) {
  const summary =
    terms.feeType === 'fixed'
      ? `A fixed fee of ${(terms.feeFixedAmount ?? 0).toLocaleString('en')} ${terms.feeCurrency || '(the salary’s currency)'}`
      : `${terms.feePercent} % of the annual salary`;
  return (
    <section aria-labelledby="client-terms" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="client-terms" className="text-lg font-semibold text-slate-900">
        Fee and guarantee
      </h2>
      <p className="mt-2 text-sm text-slate-700">
        {summary}; guarantee {terms.guaranteeDays} days.
      </p>
      {manages ? (
        <AnswerForm intent="terms" submit="Save fee terms">
          {(errors) => (
            <>
              <Field id="terms-type" label="Fee" required error={errors.feeType}>
                <Select name="feeType" required defaultValue={terms.feeType} options={FEE_TYPES} />
              </Field>
              <Field id="terms-percent" label="Percentage of the annual salary" error={errors.feePercent}>
                <Input type="number" name="feePercent" min={0} max={100} step="0.01" defaultValue={terms.feePercent} />
              </Field>
              <Field id="terms-fixed" label="Fixed fee" error={errors.feeFixedAmount}>
                <Input
                  type="number"
                  name="feeFixedAmount"
                  min={0}
                  step="0.01"
                  defaultValue={terms.feeFixedAmount ?? ''}
                />
              </Field>
              <Field id="terms-currency" label="Fixed fee's currency" error={errors.feeCurrency}>
                <Select name="feeCurrency" defaultValue={terms.feeCurrency} placeholder="The salary's currency">
                  <CurrencyOptions />
                </Select>
              </Field>
              <Field id="terms-guarantee" label="Guarantee (days)" required error={errors.guaranteeDays}>
                <Input
                  type="number"
                  name="guaranteeDays"
                  min={0}
                  max={GUARANTEE_DAYS_MAX}
                  required
                  defaultValue={terms.guaranteeDays}
                />
              </Field>
            </>
          )}
        </AnswerForm>
      ) : null}
    </section>
  );
}
