import {
  APPLICATION_CONSENT_TEXT,
  APPLICATION_SOURCES,
  REFERRER_HOST_MAX,
  UTM_VALUE_MAX,
  APPLICATION_NOTE_MAX,
  APPLICATION_STATUSES,
  EMAIL_KINDS,
  EMAIL_STATUSES,
  JOB_ALERT_TOKEN_PATTERN,
  DEFAULT_LANGUAGE,
  LANGUAGES,
  ARTICLE_TEXT_LIMITS,
  JOB_STATUSES,
  JOB_TEXT_LIMITS,
  JOB_TYPE_VALUES,
  SALARY_PERIOD_VALUES,
  WORKPLACE_VALUES,
  SERVICE_VALUES,
  ENQUIRY_STATUS_VALUES,
  HIRING_REQUEST_STATUS_VALUES,
  HIRING_REQUEST_TEXT_LIMITS,
  HIRES_MAX,
  TEXT_LIMITS,
} from '@agency/contract';
import { describe, expect, it } from 'vitest';
import { OUTBOX_TABLE } from '../lib/outbox';
import application from './job-application/content-types/job-application/schema.json';
import article from './article/content-types/article/schema.json';
import note from './application-note/content-types/application-note/schema.json';
import statusChange from './application-status-change/content-types/application-status-change/schema.json';
import contact from './contact/content-types/contact/schema.json';
import emailOutbox from './email-outbox/content-types/email-outbox/schema.json';
import hiringRequest from './hiring-request/content-types/hiring-request/schema.json';
import job from './job/content-types/job/schema.json';
import jobAlert from './job-alert/content-types/job-alert/schema.json';

/**
 * Strapi needs some of the contract's rules in the content-type schemas too (a `maxLength`, an `enum`), where they
 * cannot be imported. This test is what keeps them one rule: every such limit and enum must be the contract's.
 */
type Attributes = Record<string, { maxLength?: number; enum?: string[]; max?: number; default?: unknown }>;

/** The `maxLength` of each named attribute. */
const maxLengths = (attributes: Attributes, names: readonly string[]) =>
  Object.fromEntries(names.map((name) => [name, attributes[name]?.maxLength]));

describe('content-type schemas carry the contract', () => {
  it('job applications: text limits and application statuses', () => {
    const attributes = application.attributes as Attributes;
    const fields = ['fullName', 'email', 'phone', 'coverLetter'] as const;
    expect(maxLengths(attributes, fields)).toEqual(Object.fromEntries(fields.map((f) => [f, TEXT_LIMITS[f]])));
    expect(attributes.job_status.enum).toEqual([...APPLICATION_STATUSES]);
    expect(APPLICATION_CONSENT_TEXT.length).toBeLessThanOrEqual(attributes.consentText.maxLength!);
  });

  it('job applications: the sources and the landing limits (docs/023-talent-pool.md "Sources")', () => {
    const attributes = application.attributes as Attributes;
    expect(attributes.source.enum).toEqual([...APPLICATION_SOURCES]);
    expect(maxLengths(attributes, ['utmSource', 'utmMedium', 'utmCampaign', 'referrerHost'])).toEqual({
      utmSource: UTM_VALUE_MAX,
      utmMedium: UTM_VALUE_MAX,
      utmCampaign: UTM_VALUE_MAX,
      referrerHost: REFERRER_HOST_MAX,
    });
  });

  it('application notes and status changes: the note limit and application statuses', () => {
    expect((note.attributes as Attributes).text.maxLength).toBe(APPLICATION_NOTE_MAX);
    const attributes = statusChange.attributes as Attributes;
    expect([attributes.from.enum, attributes.to.enum]).toEqual([[...APPLICATION_STATUSES], [...APPLICATION_STATUSES]]);
  });

  it('enquiries: text limits, contact services and enquiry statuses', () => {
    const attributes = contact.attributes as Attributes;
    const fields = ['fullName', 'company', 'email', 'phone', 'message'] as const;
    expect(maxLengths(attributes, fields)).toEqual(Object.fromEntries(fields.map((f) => [f, TEXT_LIMITS[f]])));
    expect(attributes.service.enum).toEqual([...SERVICE_VALUES]);
    expect(attributes.status.enum).toEqual([...ENQUIRY_STATUS_VALUES]);
  });

  it('jobs: text limits, job statuses, workplaces, salary periods, and room for every job type', () => {
    const attributes = job.attributes as Attributes;
    const fields = ['title', 'company', 'location', 'salary', 'type', 'experience', 'city'] as const;
    expect(maxLengths(attributes, fields)).toEqual(Object.fromEntries(fields.map((f) => [f, JOB_TEXT_LIMITS[f]])));
    expect(attributes.status.enum).toEqual([...JOB_STATUSES]);
    expect(attributes.workplace.enum).toEqual([...WORKPLACE_VALUES]);
    expect(attributes.salaryPeriod.enum).toEqual([...SALARY_PERIOD_VALUES]);
    expect([attributes.country.maxLength, attributes.salaryCurrency.maxLength]).toEqual([2, 3]);
    for (const type of JOB_TYPE_VALUES) expect(type.length).toBeLessThanOrEqual(JOB_TEXT_LIMITS.type);
  });

  it('hiring requests: the contact form’s limits and their own, workplaces, salary periods, job types and statuses', () => {
    const attributes = hiringRequest.attributes as Attributes;
    expect(maxLengths(attributes, ['company', 'contactName', 'email', 'phone'])).toEqual({
      company: TEXT_LIMITS.company,
      contactName: TEXT_LIMITS.fullName,
      email: TEXT_LIMITS.email,
      phone: TEXT_LIMITS.phone,
    });
    expect(maxLengths(attributes, ['roleTitle', 'city', 'requirements'])).toEqual({ ...HIRING_REQUEST_TEXT_LIMITS });
    expect(attributes.hires.max).toBe(HIRES_MAX);
    expect(attributes.workplace.enum).toEqual([...WORKPLACE_VALUES]);
    expect(attributes.salaryPeriod.enum).toEqual([...SALARY_PERIOD_VALUES]);
    expect(attributes.status.enum).toEqual([...HIRING_REQUEST_STATUS_VALUES]);
    expect([attributes.country.maxLength, attributes.salaryCurrency.maxLength]).toEqual([2, 3]);
    expect(attributes.employmentType.maxLength).toBe(JOB_TEXT_LIMITS.type);
    for (const type of JOB_TYPE_VALUES) expect(type.length).toBeLessThanOrEqual(JOB_TEXT_LIMITS.type);
  });

  it('email outbox: the table the worker reads, the statuses and kinds of the contract', () => {
    const attributes = emailOutbox.attributes as Attributes;
    expect(emailOutbox.collectionName).toBe(OUTBOX_TABLE);
    expect(attributes.status.enum).toEqual([...EMAIL_STATUSES]);
    expect(attributes.kind.enum).toEqual([...EMAIL_KINDS]);
    expect(attributes.to.maxLength).toBe(TEXT_LIMITS.email);
  });

  it('job alerts: the e-mail limit and room for a token (JOB_ALERT_TOKEN_PATTERN: 43 characters)', () => {
    const attributes = jobAlert.attributes as Attributes;
    expect(attributes.email.maxLength).toBe(TEXT_LIMITS.email);
    expect(attributes.token.maxLength).toBe(Number(/\{(\d+)\}/.exec(JOB_ALERT_TOKEN_PATTERN.source)?.[1]));
  });

  it("the language of the e-mails to a person: the contract's LANGUAGES, English by default (docs/026-languages.md)", () => {
    for (const schema of [application, contact, hiringRequest, jobAlert]) {
      const { language } = schema.attributes as Attributes;
      expect(language, schema.info.singularName).toMatchObject({ enum: [...LANGUAGES], default: DEFAULT_LANGUAGE });
    }
  });

  it('articles: the title and summary limits', () => {
    const attributes = article.attributes as Attributes;
    expect(maxLengths(attributes, ['title', 'summary'])).toEqual({
      title: ARTICLE_TEXT_LIMITS.title,
      summary: ARTICLE_TEXT_LIMITS.summary,
    });
  });
});
