import { describe, expect, it } from 'vitest';
import { fieldErrorsOf, formWith, type FormValues } from '../../../test/form-data';
import {
  LEGAL_BASIS_REQUIRED_MESSAGE,
  RESUME_MAX_BYTES,
  RESUME_SIZE_MESSAGE,
  RESUME_TYPE_MESSAGE,
} from '@agency/contract';
import { INTAKE_RESUME_MISSING, intakeConstraint, parseIntakeForm } from './intake-schema';

/** The "Add candidate" form as the browser sends it, with `overrides` (null leaves a field out). */
function form(overrides: FormValues = {}): FormData {
  return formWith(
    {
      fullName: ' Grace Hopper ',
      email: ' Grace@Example.com ',
      phone: '',
      country: '',
      tags: 'COBOL, compilers',
      legalBasis: 'legitimate-interest',
      sourceNote: 'LinkedIn',
      resume: new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' }),
    },
    overrides,
  );
}

const errorsOf = (data: FormData) => fieldErrorsOf(parseIntakeForm(data));

describe('the "Add candidate" form (docs/023-talent-pool.md "Added by staff")', () => {
  it('reads the fields with the contract’s rules', () => {
    const submission = parseIntakeForm(form());
    expect(submission.status).toBe('success');
    if (submission.status !== 'success') return;
    expect(submission.value).toMatchObject({
      fullName: 'Grace Hopper',
      email: 'grace@example.com',
      tags: ['COBOL', 'compilers'],
      legalBasis: 'legitimate-interest',
      sourceNote: 'LinkedIn',
    });
  });

  it('asks for the legal basis, the resume, a resume type and size, in the staff’s words', () => {
    expect(errorsOf(form({ legalBasis: null }))).toEqual({ legalBasis: [LEGAL_BASIS_REQUIRED_MESSAGE] });
    expect(errorsOf(form({ legalBasis: 'because' }))).toEqual({ legalBasis: [LEGAL_BASIS_REQUIRED_MESSAGE] });
    expect(errorsOf(form({ resume: null }))).toEqual({ resume: [INTAKE_RESUME_MISSING] });
    expect(errorsOf(form({ resume: new File(['x'], 'cv.exe') }))).toEqual({ resume: [RESUME_TYPE_MESSAGE] });
    const big = new File([new Uint8Array(RESUME_MAX_BYTES + 1)], 'cv.pdf');
    expect(errorsOf(form({ resume: big }))).toEqual({ resume: [RESUME_SIZE_MESSAGE] });
    expect(errorsOf(form({ fullName: '', email: 'nope' }))).toEqual({
      fullName: ['Enter their full name.'],
      email: ['Please enter a valid email address.'],
    });
  });

  it('gives the browser its HTML constraints', () => {
    expect(intakeConstraint()).toMatchObject({ fullName: { required: true }, legalBasis: { required: true } });
  });
});
