import { formatInstantForReader, interviewKindLabel, type InterviewKind } from '@agency/contract';
import { renderEmailBody, type EmailBody } from './emails';
import type { ComposedEmail, EmailCalendar } from './outbox';

/**
 * The e-mails of an interview (docs/025-placements.md "Interviews and calendar invitations"): its invitation, a move,
 * a cancellation (each carrying its calendar part, lib/calendar.ts) and the reminder, one message per attendee, each
 * showing the time in that reader's own zone and naming the zone (`formatInstantForReader`). Never a cancellation's
 * reason, never staff's feedback.
 */

/** What changed, as one e-mail tells it. */
export type InterviewChange = 'invitation' | 'move' | 'cancellation' | 'reminder';

/** Who reads an e-mail: the candidate, a client contact or the recruiter, with the zone they read times in. */
export interface InterviewReader {
  role: 'candidate' | 'contact' | 'recruiter';
  name: string;
  email: string;
  /** An IANA zone: the reader's own (a staff profile's, a contact's, the candidate's choice), else the organiser's. */
  timeZone: string;
}

/** An interview as its e-mails tell it. */
export interface InterviewEmailFacts {
  change: InterviewChange;
  reader: InterviewReader;
  jobTitle: string;
  /** The company as this reader may read it (a candidate of a confidential job reads the agency's name). */
  company: string;
  candidateName: string;
  round: number;
  kind: InterviewKind;
  startsAt: Date;
  lengthMinutes: number;
  videoLink?: string | null;
  address?: string | null;
  /** The time before a move, shown as "Was". */
  previousStartsAt?: Date | null;
  /** The invitation or cancellation attached (none for a reminder). */
  calendar?: EmailCalendar;
}

const KINDS = {
  invitation: 'interview-invitation',
  move: 'interview-invitation',
  cancellation: 'interview-cancellation',
  reminder: 'interview-reminder',
} as const;

const HEADINGS: Record<InterviewChange, string> = {
  invitation: 'Interview',
  move: 'Interview moved',
  cancellation: 'Interview cancelled',
  reminder: 'Interview reminder',
};

/** The sentence that says what happened, for this reader. */
function news(facts: InterviewEmailFacts, when: string): string {
  const about =
    facts.reader.role === 'candidate'
      ? `your interview for ${facts.jobTitle} at ${facts.company}`
      : `the interview of ${facts.candidateName} for ${facts.jobTitle} (${facts.company})`;
  switch (facts.change) {
    case 'invitation':
      return facts.reader.role === 'candidate'
        ? `You are invited to an interview for ${facts.jobTitle} at ${facts.company}, on ${when}.`
        : `An interview of ${facts.candidateName} for ${facts.jobTitle} (${facts.company}) is booked for ${when}.`;
    case 'move':
      return `We have moved ${about} to ${when}.`;
    case 'cancellation':
      return facts.reader.role === 'candidate'
        ? `We have cancelled ${about} on ${when}. Your recruiter will be in touch about what comes next.`
        : `We have cancelled ${about} on ${when}.`;
    case 'reminder':
      return `A reminder: ${about} is on ${when}.`;
  }
}

/**
 * One e-mail of an interview to one reader (`facts.reader`): the news in their zone, the details (when, length, how,
 * the link or the address, the round), the zone named, and the calendar part when there is one. Kind
 * `interview-invitation` (booked or moved), `interview-cancellation` or `interview-reminder`.
 */
export function interviewEmail(facts: InterviewEmailFacts): ComposedEmail {
  const zone = facts.reader.timeZone;
  const when = formatInstantForReader(facts.startsAt, zone);
  const details: Array<[string, string]> = [['When', when]];
  if (facts.change === 'move' && facts.previousStartsAt)
    details.push(['Was', formatInstantForReader(facts.previousStartsAt, zone)]);
  details.push(['Length', `${facts.lengthMinutes} minutes`], ['How', interviewKindLabel(facts.kind)]);
  if (facts.kind === 'video' && facts.videoLink) details.push(['Video link', facts.videoLink]);
  if (facts.kind === 'on-site' && facts.address) details.push(['Address', facts.address]);
  details.push(['Round', String(facts.round)]);
  const paragraphs = [`Hello ${facts.reader.name},`, news(facts, when)];
  paragraphs.push(`Times in this e-mail are in ${zone}.`);
  if (facts.calendar?.method === 'REQUEST')
    paragraphs.push(
      'The invitation attached adds it to your calendar, which shows it in your calendar’s own time zone.',
    );
  if (facts.calendar?.method === 'CANCEL') paragraphs.push('The cancellation attached removes it from your calendar.');
  const body: EmailBody = { heading: `${HEADINGS[facts.change]}: ${facts.jobTitle}`, paragraphs, details };
  return {
    kind: KINDS[facts.change],
    to: facts.reader.email,
    // The outbox keeps 300 characters of a subject.
    subject: `${HEADINGS[facts.change]}: ${facts.jobTitle} — ${when}`.slice(0, 300),
    ...renderEmailBody(body),
    ...(facts.calendar ? { calendar: facts.calendar } : {}),
  };
}
