import { RESUME_TEXT_STATES } from '@agency/contract';
import { describe, expect, it } from 'vitest';
import schema from './content-types/resume-text/schema.json';
import { RESUME_TEXT_TABLE, resumeTextSettings, resumeTextWorkerEnabled } from '../../lib/resume-text';

describe('the resume text content type', () => {
  it('is the table the queue works on, with the contract states, linked one way to its application', () => {
    expect(schema.collectionName).toBe(RESUME_TEXT_TABLE);
    expect(schema.attributes.state.enum).toEqual([...RESUME_TEXT_STATES]);
    expect(schema.attributes.application).toEqual({
      type: 'relation',
      relation: 'manyToOne',
      target: 'api::job-application.job-application',
    });
    expect(schema.attributes.text).toMatchObject({ type: 'text', private: true });
  });
});

describe('resumeTextSettings and resumeTextWorkerEnabled', () => {
  it('reads the backoff from the environment and keeps its default for anything else', () => {
    expect(resumeTextSettings({ RESUME_TEXT_BACKOFF_MS: '400' }, 'w').backoffMs).toBe(400);
    expect(resumeTextSettings({ RESUME_TEXT_BACKOFF_MS: 'soon' }, 'w')).toMatchObject({
      workerId: 'w',
      backoffMs: 60_000,
      maxAttempts: 5,
    });
  });

  it('runs the loop unless RESUME_TEXT_WORKER is off', () => {
    expect(resumeTextWorkerEnabled({})).toBe(true);
    expect(resumeTextWorkerEnabled({ RESUME_TEXT_WORKER: 'on' })).toBe(true);
    expect(resumeTextWorkerEnabled({ RESUME_TEXT_WORKER: 'off' })).toBe(false);
  });
});
