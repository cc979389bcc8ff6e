import { describe, expect, it } from 'vitest';
import { apiErrorMap } from './api-errors.js';
import {
  HIRING_REQUEST_STATUS_VALUES,
  HIRING_REQUEST_TRANSITIONS,
  JOB_DESCRIPTION_SIZE_MESSAGE,
  JOB_DESCRIPTION_TYPE_MESSAGE,
  mayMoveHiringRequest,
  screeningQuestionsOfRequest,
} from './hiring-request.js';
import { hiringRequestInputSchema } from './hiring-request-schema.js';
import { screeningQuestionsSchema } from './screening-schema.js';

const valid = {
  company: ' Meridian Bank ',
  contactName: 'Layla Haddad',
  email: 'Layla@Meridian.example',
  roleTitle: 'Financial Controller',
  workplace: 'onsite',
  country: 'ae',
  city: 'Dubai',
  employmentType: 'Full-time',
  requirements: 'CPA or ACCA.\nTen years in banking.',
};

const problems = (input: object) =>
  (hiringRequestInputSchema.safeParse(input, { error: apiErrorMap }).error?.issues ?? []).map((issue) => ({
    path: issue.path.join('.'),
    problem: (issue as { params?: { problem?: string } }).params?.problem ?? issue.code,
  }));

describe('hiringRequestInputSchema', () => {
  it('cleans a valid request and fills the defaults', () => {
    const request = hiringRequestInputSchema.parse(valid);
    expect(request).toMatchObject({
      company: 'Meridian Bank',
      email: 'layla@meridian.example',
      country: 'AE',
      hires: 1,
      applicantLocations: [],
      salaryMin: null,
      salaryCurrency: '',
      startDate: '',
      requirements: 'CPA or ACCA.\nTen years in banking.',
    });
  });

  it('asks on-site work for its country and remote work for the countries the hire may live in', () => {
    expect(problems({ ...valid, country: '' })).toEqual([{ path: 'country', problem: 'location_country' }]);
    expect(problems({ ...valid, workplace: 'remote', country: '' })).toEqual([
      { path: 'applicantLocations', problem: 'location_remote' },
    ]);
    expect(problems({ ...valid, workplace: 'remote', country: '', applicantLocations: ['AE', 'sa'] })).toEqual([]);
  });

  it('holds the budget to the job salary rules', () => {
    expect(problems({ ...valid, salaryMin: 20000, salaryMax: 15000, salaryCurrency: 'AED' })).toEqual([
      { path: 'salaryMax', problem: 'salary_range' },
    ]);
    expect(problems({ ...valid, salaryMin: 20000 })).toEqual([{ path: 'salaryCurrency', problem: 'salary_currency' }]);
  });

  it('refuses what is missing, too long, unknown or out of range', () => {
    const refused = problems({
      ...valid,
      company: '',
      roleTitle: 'x'.repeat(201),
      hires: 0,
      employmentType: 'Gig',
      startDate: '2026-02-30',
      requirements: '   ',
    }).map((issue) => issue.path);
    expect(refused).toEqual(['company', 'roleTitle', 'hires', 'employmentType', 'startDate', 'requirements']);
  });
});

describe('hiring request statuses', () => {
  it('never lets a request be set to converted by hand, nor leave it', () => {
    for (const from of HIRING_REQUEST_STATUS_VALUES) expect(mayMoveHiringRequest(from, 'converted')).toBe(false);
    expect(HIRING_REQUEST_TRANSITIONS.converted).toEqual([]);
    expect(mayMoveHiringRequest('new', 'in-discussion')).toBe(true);
    expect(mayMoveHiringRequest('declined', 'in-discussion')).toBe(true);
  });
});

describe('the job description file', () => {
  it("is told the resume's types and size limit in its own words", () => {
    expect(JOB_DESCRIPTION_TYPE_MESSAGE).toBe('The job description must be a .pdf, .doc or .docx file.');
    expect(JOB_DESCRIPTION_SIZE_MESSAGE).toBe('The job description must be 5 MB or smaller.');
  });
});

describe('a hiring request’s must-haves and ready-made questions (docs/024-employers.md "Screening questions")', () => {
  const base = {
    company: 'Gulf Builders',
    contactName: 'Mariam Saleh',
    email: 'mariam@example.com',
    roleTitle: 'Site Engineer',
    workplace: 'onsite',
    country: 'AE',
    employmentType: 'Full-time',
    requirements: 'Five years on site.',
  };

  it('are read from the form’s lines, at most five of 150 characters, and known presets only', () => {
    const parsed = hiringRequestInputSchema.parse({
      ...base,
      mustHaves: ' A UAE driving licence.\n\n Arabic and English \n',
      screeningPresets: ['visa-status', 'notice-period'],
    });
    expect(parsed.mustHaves).toEqual(['A UAE driving licence.', 'Arabic and English']);
    expect(hiringRequestInputSchema.safeParse({ ...base, mustHaves: 'a\nb\nc\nd\ne\nf' }).success).toBe(false);
    expect(hiringRequestInputSchema.safeParse({ ...base, mustHaves: 'x'.repeat(151) }).success).toBe(false);
    expect(hiringRequestInputSchema.safeParse({ ...base, screeningPresets: ['shoe-size'] }).success).toBe(false);
    expect(hiringRequestInputSchema.parse(base)).toMatchObject({ mustHaves: [], screeningPresets: [] });
  });

  it('become the job’s questions: the presets, then each must-have as a yes-or-no knockout', () => {
    const questions = screeningQuestionsOfRequest({
      mustHaves: ['A UAE driving licence.'],
      screeningPresets: ['notice-period', 'nationality'],
    });
    expect(questions.map((question) => question.id)).toEqual(['nationality', 'notice-period', 'must-have-1']);
    expect(questions[2]).toEqual({
      id: 'must-have-1',
      kind: 'yes-no',
      label: 'Do you meet this requirement: A UAE driving licence?',
      required: true,
      options: [],
      knockout: { accepted: ['yes'] },
    });
    expect(screeningQuestionsSchema.safeParse(questions).success).toBe(true);
  });
});
