import { describe, expect, it } from 'vitest';
import { JOB_DESCRIPTION_SIZE_MESSAGE, JOB_DESCRIPTION_TYPE_MESSAGE, RESUME_MAX_BYTES } from '@agency/contract';
import { parseHire } from './hire-schema';

/** A form as the browser sends it: every field a string, the applicant countries repeated. */
function form(fields: Record<string, string | string[]>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) data.append(name, item);
  }
  return data;
}

const filled = {
  company: 'Meridian Bank',
  contactName: 'Layla Haddad',
  email: 'layla@meridian.example',
  phone: '',
  roleTitle: 'Financial Controller',
  hires: '',
  employmentType: 'Full-time',
  startDate: '',
  workplace: 'onsite',
  country: 'AE',
  city: '',
  salaryMin: '',
  salaryMax: '',
  salaryCurrency: '',
  salaryPeriod: '',
  requirements: 'ACCA.',
  website: '',
};

describe('parseHire', () => {
  it('takes a filled form: empty optional fields become their defaults, one hire when none is given', () => {
    const submission = parseHire(form(filled));
    expect(submission.status).toBe('success');
    expect(submission.status === 'success' && submission.value).toMatchObject({
      hires: 1,
      salaryMin: null,
      applicantLocations: [],
      startDate: '',
    });
  });

  it('reads one chosen applicant country as a list', () => {
    const submission = parseHire(form({ ...filled, workplace: 'remote', country: '', applicantLocations: 'SA' }));
    expect(submission.status === 'success' && submission.value.applicantLocations).toEqual(['SA']);
  });

  it('words each mistake for the employer, on its field', () => {
    const submission = parseHire(
      form({ ...filled, company: '', country: '', hires: '0', salaryMin: '500', salaryMax: '100', requirements: '' }),
    );
    expect(submission.status === 'error' && submission.error).toEqual({
      company: ['Please enter your company’s name.'],
      hires: ['The number of hires must be a whole number from 1 to 500.'],
      requirements: ['Please tell us what the role requires.'],
    });
    const whole = parseHire(form({ ...filled, country: '', salaryMin: '500', salaryMax: '100' }));
    expect(whole.status === 'error' && whole.error).toEqual({
      country: ['Choose the country where the work is.'],
      salaryMax: ['The maximum salary must be at least the minimum.'],
      salaryCurrency: ['Choose the currency of the salary.'],
    });
  });
});

describe('parseHire: the job description file', () => {
  const withFile = (file: File) => {
    const data = form(filled);
    data.set('jobDescription', file);
    return parseHire(data);
  };

  it('is optional: no file chosen (the browser sends an empty part) is no file', () => {
    const submission = withFile(new File([], '', { type: 'application/octet-stream' }));
    expect(submission.status).toBe('success');
    expect(submission.status === 'success' && submission.value.jobDescription).toBeUndefined();
  });

  it('takes a PDF, DOC or DOCX up to the resume’s limit, in any case', () => {
    for (const name of ['brief.pdf', 'brief.DOC', 'brief.docx']) {
      const submission = withFile(new File(['x'], name));
      expect(submission.status === 'success' && submission.value.jobDescription?.name).toBe(name);
    }
    expect(withFile(new File([new Uint8Array(RESUME_MAX_BYTES)], 'big.pdf')).status).toBe('success');
  });

  it('refuses another type or a larger file on its field, in its own words', () => {
    const wrong = withFile(new File(['x'], 'brief.txt'));
    expect(wrong.status === 'error' && wrong.error).toEqual({ jobDescription: [JOB_DESCRIPTION_TYPE_MESSAGE] });
    const big = withFile(new File([new Uint8Array(RESUME_MAX_BYTES + 1)], 'big.pdf'));
    expect(big.status === 'error' && big.error).toEqual({ jobDescription: [JOB_DESCRIPTION_SIZE_MESSAGE] });
  });
});

describe('parseHire: what applicants are asked (docs/024-employers.md "Screening questions")', () => {
  it('reads the must-haves one a line and one or several ticked questions', () => {
    const one = parseHire(
      form({ ...filled, mustHaves: 'A UAE driving licence\n\nArabic', screeningPresets: 'visa-status' }),
    );
    expect(one.status === 'success' && one.value).toMatchObject({
      mustHaves: ['A UAE driving licence', 'Arabic'],
      screeningPresets: ['visa-status'],
    });
    const two = parseHire(form({ ...filled, screeningPresets: ['visa-status', 'whatsapp'] }));
    expect(two.status === 'success' && two.value).toMatchObject({
      mustHaves: [],
      screeningPresets: ['visa-status', 'whatsapp'],
    });
  });

  it('says when there are more than five must-haves', () => {
    const submission = parseHire(form({ ...filled, mustHaves: 'a\nb\nc\nd\ne\nf' }));
    expect(submission.status === 'error' && submission.error?.mustHaves).toEqual([
      'Write at most 5 must-haves, one a line.',
    ]);
  });
});
