import { ArabicVersionSection, type ArabicFieldSpec } from '~/features/arabic-versions';
import { JOB_ARABIC } from '../arabic-version';

/** The job's Arabic fields on the form: the title, four one-line facts two by two, the description. */
const FIELDS: readonly ArabicFieldSpec<(typeof JOB_ARABIC.fields)[number]>[] = [
  { name: 'title', label: 'Arabic title', control: 'line' },
  { name: 'location', label: 'Arabic location', control: 'line', half: true },
  { name: 'salary', label: 'Arabic salary', control: 'line', half: true },
  { name: 'experience', label: 'Arabic experience', control: 'line', half: true },
  { name: 'skills', label: 'Arabic skills (comma-separated)', control: 'line', half: true },
  { name: 'description', label: 'Arabic description', control: 'rich' },
];

/**
 * The job editor's "Arabic version" (docs/026-languages.md "Arabic content on the site"), under the English form of a
 * saved job: `ArabicVersionSection` with the job's fields, loaded by the jobs page's loader (`?arabic=<documentId>`)
 * and saved or deleted through its action (PUT and DELETE /jobs/:id/arabic). The Arabic page of the job is
 * /ar/jobs/{slug}.
 */
export function JobArabicVersion({ documentId }: { documentId: string }) {
  return (
    <ArabicVersionSection
      kind={JOB_ARABIC}
      documentId={documentId}
      idPrefix="job"
      fields={FIELDS}
      intro="Shown on the Arabic job page (/ar/jobs/…) instead of the English text. Without it, the Arabic page shows the English text. Company, dates, pay figures and the status are the English job’s."
    />
  );
}
