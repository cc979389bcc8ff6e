import { SITE_NAME, type StageState } from '@agency/contract';
import { renderEmailBody, type EmailBody } from './emails';
import type { ComposedEmail } from './outbox';

/**
 * The candidate's news of their submission's stage (docs/025-placements.md "What the candidate is told"): one polite
 * e-mail per move, in plain words, linking to the candidate's own page. It is written from the stage the submission
 * reached alone, so it can never carry a move's internal reason or comment: every final outcome reads the same, but the
 * candidate's own withdrawal, which is acknowledged.
 */

/** What the candidate is told: the stage reached, the two kinds of end told apart. */
export type CandidateUpdate = 'submitted' | 'interviewing' | 'offered' | 'placed' | 'ended' | 'withdrawn';

/** The news a submission that reached `state` gives its candidate (`ended` for every outcome but their withdrawal). */
export function candidateUpdateOf(state: Pick<StageState, 'stage' | 'outcome'>): CandidateUpdate {
  if (state.stage === 'ended') return state.outcome === 'candidate-withdrew' ? 'withdrawn' : 'ended';
  return state.stage;
}

/** What one e-mail says: to whom, about which job and company (as the candidate may read it), and the page's link. */
export interface CandidateUpdateFacts {
  update: CandidateUpdate;
  /** The interview round reached (`interviewing`): a later round is "again". */
  round?: number;
  to: string;
  fullName: string;
  jobTitle: string;
  /** The company as the public site names it (`publicCompany`: the agency for a confidential job), or null. */
  company: string | null;
  /** The candidate's page (`candidatePageLink`). */
  pageLink: string;
}

const HEADINGS: Record<CandidateUpdate, string> = {
  submitted: 'Your application has been shared with the employer',
  interviewing: 'The employer would like to interview you',
  offered: 'You have an offer',
  placed: 'Congratulations',
  ended: 'An update on your application',
  withdrawn: 'Your application is withdrawn',
};

/** The sentences of the news about `job` ("Analyst at Meridian Bank"). */
function news(facts: CandidateUpdateFacts, job: string): string[] {
  switch (facts.update) {
    case 'submitted':
      return [
        `Good news: your application for ${job} has been shared with the employer.`,
        'We will let you know as soon as they reply.',
      ];
    case 'interviewing':
      return [
        (facts.round ?? 1) > 1
          ? `The employer would like to interview you again for ${job}.`
          : `The employer would like to interview you for ${job}.`,
        'You will receive an invitation with the time and the details.',
      ];
    case 'offered':
      return [`You have an offer for ${job}.`, 'Your recruiter will be in touch with you about it.'];
    case 'placed':
      return [`Congratulations on your new role: ${job}.`, 'We wish you every success, and thank you for your trust.'];
    case 'ended':
      return [
        `Thank you for your interest in ${job}. The employer has decided not to go further with your application, or the position has closed.`,
        'We know this is not the news you hoped for, and we are grateful for the time you gave us.',
      ];
    case 'withdrawn':
      return [`We have recorded that you withdrew your application for ${job}. Thank you for letting us know.`];
  }
}

/**
 * The e-mail of one stage move to the candidate (kind `candidate-update`): a greeting, the news in plain words and the
 * link to their page. Never a reason, a comment, a note or anybody's name but the candidate's.
 */
export function candidateUpdateEmail(facts: CandidateUpdateFacts): ComposedEmail {
  const job = facts.company ? `${facts.jobTitle} at ${facts.company}` : facts.jobTitle;
  const body: EmailBody = {
    heading: HEADINGS[facts.update],
    paragraphs: [
      `Dear ${facts.fullName},`,
      ...news(facts, job),
      'Your own page shows where your application stands. The link is yours alone: please do not share it.',
    ],
    link: { label: 'Follow your application', href: facts.pageLink },
  };
  return {
    kind: 'candidate-update',
    to: facts.to,
    // The outbox keeps 300 characters of a subject.
    subject: `${HEADINGS[facts.update]}: ${facts.jobTitle} — ${SITE_NAME}`.slice(0, 300),
    ...renderEmailBody(body),
  };
}
