import { describe, expect, it } from 'vitest';
import { SITE_NAME, SUBMISSION_OUTCOME_VALUES, publicCompany, type StageState } from '@agency/contract';
import { candidateUpdateEmail, candidateUpdateOf, type CandidateUpdate } from './candidate-update-emails';

const base = {
  to: 'dana@example.com',
  fullName: 'Dana Levi',
  jobTitle: 'Risk Analyst',
  company: 'Meridian Bank',
  pageLink: 'https://jobs.example.com/my-application/abc',
};

const all = (email: { subject: string; text: string; html: string }) =>
  `${email.subject}\n${email.text}\n${email.html}`;

describe("the candidate's news of a stage move", () => {
  it('says each stage in plain words, with the link to their page', () => {
    const said = (update: CandidateUpdate, round?: number) => candidateUpdateEmail({ ...base, update, round }).text;
    expect(said('submitted')).toContain(
      'your application for Risk Analyst at Meridian Bank has been shared with the employer',
    );
    expect(said('interviewing', 1)).toContain('The employer would like to interview you for Risk Analyst');
    expect(said('interviewing', 1)).toContain('You will receive an invitation');
    expect(said('interviewing', 2)).toContain('would like to interview you again');
    expect(said('offered')).toContain('You have an offer for Risk Analyst at Meridian Bank.');
    expect(said('offered')).toContain('Your recruiter will be in touch');
    expect(said('placed')).toContain('Congratulations');
    expect(said('ended')).toContain(
      'The employer has decided not to go further with your application, or the position has closed.',
    );
    expect(said('withdrawn')).toContain('We have recorded that you withdrew your application');
    for (const update of ['submitted', 'interviewing', 'offered', 'placed', 'ended', 'withdrawn'] as const) {
      const email = candidateUpdateEmail({ ...base, update });
      expect(email.kind).toBe('candidate-update');
      expect(email.to).toBe('dana@example.com');
      expect(email.text).toContain(`Follow your application: ${base.pageLink}`);
      expect(email.html).toContain(`href="${base.pageLink}"`);
    }
  });

  it('tells every outcome the same words but the candidate’s own withdrawal, so no reason can show', () => {
    const ended = SUBMISSION_OUTCOME_VALUES.map((outcome) => {
      const state: StageState = { stage: 'ended', round: 1, outcome };
      return { outcome, email: candidateUpdateEmail({ ...base, update: candidateUpdateOf(state) }) };
    });
    const others = ended.filter(({ outcome }) => outcome !== 'candidate-withdrew');
    expect(new Set(others.map(({ email }) => email.text)).size).toBe(1);
    expect(ended.find(({ outcome }) => outcome === 'candidate-withdrew')!.email.text).toContain('you withdrew');
    for (const { email } of ended) {
      for (const internal of [
        'declined',
        'fell through',
        'fell-through',
        'we-declined',
        'client',
        'reason',
        'Took a counter-offer',
      ]) {
        expect(all(email).toLowerCase()).not.toContain(internal.toLowerCase());
      }
    }
  });

  it('reads the stage only: the news has no place for a comment', () => {
    expect(candidateUpdateOf({ stage: 'offered', outcome: null })).toBe('offered');
    expect(candidateUpdateOf({ stage: 'ended', outcome: 'client-declined' })).toBe('ended');
    expect(candidateUpdateOf({ stage: 'ended', outcome: 'candidate-withdrew' })).toBe('withdrawn');
    // A caller handing the whole move (comment and all) still gets words from the stage alone.
    const move = { stage: 'ended', outcome: 'we-declined', comment: 'Rude on the phone.' } as const;
    const email = candidateUpdateEmail({
      ...base,
      update: candidateUpdateOf(move),
      ...({ comment: move.comment } as object),
    });
    expect(all(email)).not.toContain('Rude');
  });

  it('names the agency, never the company, for a confidential job', () => {
    const company = publicCompany({ company: 'Meridian Bank', confidential: true });
    const email = candidateUpdateEmail({ ...base, company, update: 'offered' });
    expect(all(email)).not.toContain('Meridian');
    expect(email.text).toContain(`Risk Analyst at ${SITE_NAME}`);
  });

  it('escapes what the candidate typed in the HTML', () => {
    const email = candidateUpdateEmail({ ...base, fullName: '<b>Dana</b>', update: 'submitted' });
    expect(email.html).not.toContain('<b>Dana</b>');
    expect(email.html).toContain('&#60;b&#62;Dana');
  });

  it('writes to a candidate who applied in Arabic in Arabic, right to left, every stage', () => {
    const arabic = { ...base, fullName: 'دانة ليفي', pageLink: 'https://jobs.example.com/ar/my-application/abc' };
    const said = (update: CandidateUpdate, round?: number) =>
      candidateUpdateEmail({ ...arabic, update, round, language: 'ar' });
    expect(said('submitted').text).toContain('أرسلنا طلبك لوظيفة Risk Analyst لدى Meridian Bank إلى صاحب العمل');
    expect(said('interviewing', 2).text).toContain('مقابلة أخرى معك');
    expect(said('ended').subject).toBe(`مستجدات طلبك: Risk Analyst — ${SITE_NAME}`);
    for (const update of ['submitted', 'interviewing', 'offered', 'placed', 'ended', 'withdrawn'] as const) {
      const email = said(update);
      expect(email.html).toContain('<html lang="ar" dir="rtl">');
      expect(email.text).toContain('مرحبًا دانة ليفي،');
      expect(email.text).toContain('تابع طلبك: https://jobs.example.com/ar/my-application/abc');
      // No English sentence is left (the job, the company and the site are names).
      expect(email.text).not.toMatch(/\b(?:Dear|your|employer|Follow|Thank)\b/);
    }
  });
});
