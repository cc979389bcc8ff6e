import { describe, expect, it } from 'vitest';
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
