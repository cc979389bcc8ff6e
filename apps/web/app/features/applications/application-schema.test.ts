import { describe, expect, it } from 'vitest';
import { fieldErrorsOf, formWith, type FormValues } from '../../../test/form-data';
import {
  PHONE_FORMAT_MESSAGE,
  REQUIRED_MESSAGE,
  RESUME_MAX_BYTES,
  RESUME_SIZE_MESSAGE,
  RESUME_TYPE_MESSAGE,
} from '@agency/contract';
import { parseApplication } from './application-schema';

function form(overrides: FormValues = {}): FormData {
  return formWith(
    {
      job: 'job-document-id',
      fullName: '  Jordan Rivers ',
      email: ' Jordan@Example.COM ',
      phone: '+44 20 7946 0958',
      coverLetter: 'Hello',
      resume: new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' }),
      consent: 'on',
    },
    overrides,
  );
}

const errorsOf = (data: FormData) => fieldErrorsOf(parseApplication(data));

describe('apply form schema (docs/000-product.md §5)', () => {
  it('accepts a complete application, trimming text and lowercasing the email', () => {
    const submission = parseApplication(form());
    expect(submission.status).toBe('success');
    if (submission.status !== 'success') return;
    expect(submission.value).toMatchObject({ fullName: 'Jordan Rivers', email: 'jordan@example.com', consent: true });
  });

  it.each(['fullName', 'email', 'phone', 'coverLetter', 'resume', 'consent'])(
    'gives the spec message when %s is missing',
    (field) => {
      expect(errorsOf(form({ [field]: null }))[field]).toEqual([REQUIRED_MESSAGE]);
    },
  );

  it('answers an empty form, as a browser sends it, with the spec message alone', () => {
    const empty = formWith({ job: 'job-document-id', fullName: '', email: '', phone: '', coverLetter: '' }, {});
    empty.set('resume', new File([], '', { type: 'application/octet-stream' }));
    const errors = errorsOf(empty);
    for (const field of ['fullName', 'email', 'phone', 'coverLetter', 'resume', 'consent']) {
      expect(errors[field]).toEqual([REQUIRED_MESSAGE]);
    }
    expect(errorsOf(form({ resume: new File([], 'cv.pdf') })).resume).toEqual([REQUIRED_MESSAGE]);
  });

  it('treats blank text as missing', () => {
    expect(errorsOf(form({ fullName: '   ' })).fullName).toEqual([REQUIRED_MESSAGE]);
  });

  it('takes .pdf, .doc and .docx only', () => {
    for (const name of ['cv.pdf', 'CV.DOC', 'cv.docx']) {
      expect(errorsOf(form({ resume: new File(['x'], name) })).resume).toBeUndefined();
    }
    for (const name of ['cv.txt', 'cv.pdf.exe', 'cv']) {
      expect(errorsOf(form({ resume: new File(['x'], name) })).resume).toEqual([RESUME_TYPE_MESSAGE]);
    }
  });

  it('refuses a resume over 5 MB', () => {
    const big = new File([new Uint8Array(RESUME_MAX_BYTES + 1)], 'cv.pdf');
    expect(errorsOf(form({ resume: big })).resume).toEqual([RESUME_SIZE_MESSAGE]);
  });

  it('checks the email format and the phone characters', () => {
    expect(errorsOf(form({ email: 'not-an-email' })).email).toEqual(['Please enter a valid email address.']);
    expect(errorsOf(form({ phone: 'call me' })).phone).toEqual([PHONE_FORMAT_MESSAGE]);
  });
});

describe('the screening questions of the apply form (docs/024-employers.md)', () => {
  const questions = [
    { id: 'licence', kind: 'yes-no', label: 'Driving licence?', required: true, options: [] },
    { id: 'years', kind: 'number', label: 'Years?', required: false, options: [] },
    { id: 'whatsapp', kind: 'phone', label: 'WhatsApp?', required: false, options: [] },
  ] as const;
  const screeningErrors = (overrides: FormValues) =>
    fieldErrorsOf(
      parseApplication(
        form(overrides),
        questions.map((question) => ({ ...question, options: [] })),
      ),
    );

  it('says that a required question is unanswered, with the spec’s message', () => {
    expect(screeningErrors({})['screening.licence']).toEqual([REQUIRED_MESSAGE]);
  });

  it('says what an answer must be', () => {
    const errors = screeningErrors({ 'screening.licence': 'yes', 'screening.years': 'ten', 'screening.whatsapp': 'x' });
    expect(errors['screening.licence']).toBeUndefined();
    expect(errors['screening.years']).toEqual(['Please enter a number from 0 to 1,000,000,000.']);
    expect(errors['screening.whatsapp']).toEqual([PHONE_FORMAT_MESSAGE]);
  });

  it('leaves the answers to the CMS when the questions are not known', () => {
    expect(fieldErrorsOf(parseApplication(form({ 'screening.licence': 'maybe' })))).toEqual({});
  });
});
