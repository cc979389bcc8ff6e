import { NEEDED_TO_OPEN_MESSAGE, SALARY_CURRENCY_MESSAGE, SALARY_RANGE_MESSAGE } from '@agency/contract';
import { describe, expect, it } from 'vitest';
import { jobFormFacts, parseJob, problemsByField, refusedJobAnswer, jobFieldErrors } from './schema';

/** The editor's form as the browser posts it: `applicantLocations` once per chosen country. */
function form(fields: Record<string, string | string[]>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const one of Array.isArray(value) ? value : [value]) data.append(name, one);
  }
  return data;
}

const complete = {
  intent: 'save',
  title: 'Registered Nurse',
  slug: '',
  company: 'Al Noor Hospital',
  description: '<p>Care for patients.</p>',
  country: 'ae',
  status: 'open',
};

describe('the job editor: what is saved', () => {
  it('reads the structured fields: codes upper case, amounts as numbers, applicant countries as a list', () => {
    const submission = parseJob(
      form({
        ...complete,
        city: ' Dubai ',
        workplace: 'remote',
        applicantLocations: ['de', 'FR'],
        salaryMin: '15000',
        salaryMax: '20000',
        salaryCurrency: 'aed',
        salaryPeriod: 'MONTH',
      }),
      'UTC',
    );
    expect(submission.status).toBe('success');
    expect(submission.status === 'success' && submission.value).toMatchObject({
      country: 'AE',
      city: 'Dubai',
      workplace: 'remote',
      applicantLocations: ['DE', 'FR'],
      salaryMin: 15000,
      salaryMax: 20000,
      salaryCurrency: 'AED',
      salaryPeriod: 'MONTH',
      validThrough: null,
    });
  });

  it('takes one chosen applicant country as a list, and none as an empty list; empty amounts as none', () => {
    const one = parseJob(form({ ...complete, workplace: 'remote', applicantLocations: 'PK' }), 'UTC');
    expect(one.status === 'success' && one.value.applicantLocations).toEqual(['PK']);
    const none = parseJob(form({ ...complete, salaryMin: '', salaryMax: '', salaryCurrency: '' }), 'UTC');
    expect(none.status === 'success' && none.value).toMatchObject({
      applicantLocations: [],
      salaryMin: null,
      salaryMax: null,
      salaryCurrency: '',
    });
  });

  describe('the closing date', () => {
    it("reads the picked date and time in the staff member's zone, whatever the machine's", () => {
      const zone = process.env.TZ;
      process.env.TZ = 'Asia/Karachi';
      try {
        const submission = parseJob(form({ ...complete, validThroughLocal: '2026-12-31T17:00' }), 'Asia/Dubai');
        expect(submission.status === 'success' && submission.value.validThrough).toBe('2026-12-31T13:00:00.000Z');
        const inUtc = parseJob(form({ ...complete, validThroughLocal: '2026-12-31T17:00' }), 'UTC');
        expect(inUtc.status === 'success' && inUtc.value.validThrough).toBe('2026-12-31T17:00:00.000Z');
      } finally {
        if (zone === undefined) delete process.env.TZ;
        else process.env.TZ = zone;
      }
    });

    it('clears an emptied date', () => {
      const cleared = parseJob(form({ ...complete, validThroughLocal: '' }), 'Asia/Dubai');
      expect(cleared.status === 'success' && cleared.value.validThrough).toBe(null);
    });

    it('refuses a closing date that is no date and time, on its field', () => {
      const submission = parseJob(form({ ...complete, validThroughLocal: '31/12/2026' }), 'Asia/Dubai');
      expect(jobFieldErrors(submission)).toEqual({
        validThrough: ['The closing date must be a date and time.'],
      });
    });
  });
});

describe('the job editor: what an open job needs', () => {
  it('saves an incomplete draft', () => {
    expect(parseJob(form({ intent: 'save', title: 'Nurse', status: 'draft' }), 'UTC').status).toBe('success');
  });

  it('names on their fields what an open job lacks, and says it all in one message', () => {
    const submission = parseJob(form({ ...complete, description: '<p></p>', country: '' }), 'UTC');
    const fieldErrors = jobFieldErrors(submission);
    expect(fieldErrors).toEqual({ description: [NEEDED_TO_OPEN_MESSAGE], country: [NEEDED_TO_OPEN_MESSAGE] });
    expect(refusedJobAnswer(fieldErrors)).toEqual({
      ok: false,
      message:
        'This job cannot be open yet: add a description and a country (for a remote job, the countries applicants may live in). You can save it as a draft meanwhile.',
      fieldErrors,
    });
  });

  it('asks a remote job for the countries applicants may live in, not for a country', () => {
    const submission = parseJob(form({ ...complete, country: '', workplace: 'remote' }), 'UTC');
    expect(jobFieldErrors(submission)).toEqual({ applicantLocations: [NEEDED_TO_OPEN_MESSAGE] });
    expect(
      parseJob(form({ ...complete, country: '', workplace: 'remote', applicantLocations: 'DE' }), 'UTC').status,
    ).toBe('success');
  });

  it('checks the salary range and its currency whatever the status', () => {
    const submission = parseJob(form({ ...complete, status: 'draft', salaryMin: '500', salaryMax: '100' }), 'UTC');
    const fieldErrors = jobFieldErrors(submission);
    expect(fieldErrors).toEqual({ salaryMax: [SALARY_RANGE_MESSAGE], salaryCurrency: [SALARY_CURRENCY_MESSAGE] });
    expect(refusedJobAnswer(fieldErrors).message).toBe(SALARY_RANGE_MESSAGE);
  });

  it("words the contract's field rules in the editor's words", () => {
    const submission = parseJob(form({ ...complete, country: 'XX', salaryMin: '-1', salaryCurrency: 'ABC' }), 'UTC');
    expect(jobFieldErrors(submission)).toEqual({
      country: ['Choose a country from the list.'],
      salaryMin: ['The minimum salary must be a whole number from 0 to 1,000,000,000.'],
      salaryCurrency: ['Choose a currency from the list.'],
    });
  });
});

describe('the live check as staff type', () => {
  it('reads the form leniently and finds the same problems as the save', () => {
    const facts = jobFormFacts(
      form({ ...complete, company: '  ', workplace: 'remote', salaryMin: 'abc', applicantLocations: [] }),
    );
    expect(facts).toMatchObject({ company: '', salaryMin: null, applicantLocations: [] });
    expect(problemsByField(facts)).toEqual({
      company: [NEEDED_TO_OPEN_MESSAGE],
      applicantLocations: [NEEDED_TO_OPEN_MESSAGE],
    });
    expect(problemsByField({ ...facts, status: 'draft' })).toEqual({});
  });

  it("turns the CMS's refusal of an open job into the same answer", () => {
    expect(
      refusedJobAnswer({ title: [NEEDED_TO_OPEN_MESSAGE], applicantLocations: [NEEDED_TO_OPEN_MESSAGE] }).message,
    ).toBe(
      'This job cannot be open yet: add a title and a country (for a remote job, the countries applicants may live in). You can save it as a draft meanwhile.',
    );
    expect(refusedJobAnswer({}).message).toBe('Invalid job');
  });
});
