import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import {
  candidateIntakeSchema,
  LEGAL_BASIS_REQUIRED_MESSAGE,
  PHONE_FORMAT_MESSAGE,
  RESUME_MAX_BYTES,
  RESUME_SIZE_MESSAGE,
  RESUME_TYPE_MESSAGE,
  resumeExtension,
  z,
} from '@agency/contract';
import { formErrorMap } from '~/lib/form-error-map';

/** What staff read when the resume is missing. */
export const INTAKE_RESUME_MISSING = 'Choose their resume (PDF, DOC or DOCX).';

/**
 * The "Add candidate" form (docs/023-talent-pool.md "Added by staff"): the contract's `candidateIntakeSchema` (the
 * rules the CMS checks again) and the resume as a File, checked as the apply form checks it (extension and the
 * contract's size; the CMS checks the content). One schema for the browser and the server action.
 */
export const intakeFormSchema = candidateIntakeSchema.extend({
  resume: z
    .instanceof(File, { error: INTAKE_RESUME_MISSING })
    .refine((file) => file.size > 0, INTAKE_RESUME_MISSING)
    .refine((file) => resumeExtension(file.name) !== null, RESUME_TYPE_MESSAGE)
    .refine((file) => file.size <= RESUME_MAX_BYTES, RESUME_SIZE_MESSAGE),
});

/** The form's words for the contract's rules. */
const intakeErrorMap = formErrorMap({
  labels: { fullName: 'Full name', email: 'Email', phone: 'Phone', sourceNote: 'Where the data came from' },
  missing: {
    fullName: 'Enter their full name.',
    email: 'Enter their e-mail address.',
    legalBasis: LEGAL_BASIS_REQUIRED_MESSAGE,
  },
  invalid: {
    email: 'Please enter a valid email address.',
    phone: PHONE_FORMAT_MESSAGE,
    country: 'Please choose a country from the list.',
    tags: 'Tags are at most 40 characters each, 20 in all.',
    legalBasis: LEGAL_BASIS_REQUIRED_MESSAGE,
  },
});

/** Conform's submission of the form, with the form's words; the same in the browser and on the server. */
export function parseIntakeForm(formData: FormData) {
  return parseWithZod(formData, { schema: intakeFormSchema, error: intakeErrorMap });
}

/** The HTML constraints of the form's fields. */
export function intakeConstraint() {
  return getZodConstraint(intakeFormSchema);
}
