import { jobArabicSchema, JOB_LOCALIZED_FIELDS } from '@agency/contract';
import { parseArabicVersion, type ArabicVersionKind } from '~/features/arabic-versions';

/**
 * The job editor's "Arabic version" (docs/026-languages.md "Arabic content on the site"): its fields are the
 * contract's `JOB_LOCALIZED_FIELDS`, checked by `jobArabicSchema` (the CMS's own check), the title required.
 */
export const JOB_ARABIC = {
  collection: 'jobs',
  fields: JOB_LOCALIZED_FIELDS,
  schema: jobArabicSchema,
  required: { title: 'Enter the Arabic title.' },
} satisfies ArabicVersionKind<(typeof JOB_LOCALIZED_FIELDS)[number], unknown>;

/** The job's Arabic version as its form sends it: `parseArabicVersion` of `JOB_ARABIC`. */
export const parseJobArabic = (formData: FormData) => parseArabicVersion(JOB_ARABIC, formData);
