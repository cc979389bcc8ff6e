import { useTranslation } from 'react-i18next';
import { JOB_TYPES, WORKPLACES } from '@agency/contract';
import { JOB_DEFAULTS } from '../jobs';

type DefaultField = keyof Omit<typeof JOB_DEFAULTS, 'type'>;

/** The contract's job type of a stored value (`Full-time`) or of its URL form (`full-time`, the board's filter). */
const jobTypeOf = (value: string) => JOB_TYPES.find((type) => type.value === value || type.param === value)?.value;
const workplaceOf = (value: string) => WORKPLACES.find((workplace) => workplace.value === value)?.value;

/**
 * A job's words in the page's language (docs/026-languages.md "The job board and apply form in Arabic"): `field` says a
 * field's value, or the catalog's words for the spec's default when the job has none (`JOB_DEFAULTS`: "Competitive" is
 * "راتب تنافسي" in Arabic); `jobType` and `workplace` say a stored code (`Full-time`, `remote`) by the forms' words, a
 * value not in the contract's list as it is.
 */
export function useJobWords() {
  const { t } = useTranslation();
  return {
    field: (name: DefaultField, value: string) => (value === JOB_DEFAULTS[name] ? t(`jobs.defaults.${name}`) : value),
    jobType: (value: string) => {
      const type = jobTypeOf(value);
      return type ? t(`forms.jobTypes.${type}`) : value;
    },
    workplace: (value: string) => {
      const workplace = workplaceOf(value);
      return workplace ? t(`forms.workplaces.${workplace}`) : value;
    },
  };
}
