import {
  formatInstantForReader,
  interviewKindLabel,
  interviewLengthWords,
  type InterviewKind,
  type Language,
} from '@agency/contract';
import { renderEmailBody, type EmailBody } from './emails';
import type { ComposedEmail, EmailCalendar } from './outbox';

/**
 * The e-mails of an interview (docs/025-placements.md "Interviews and calendar invitations"): its invitation, a move,
 * a cancellation (each carrying its calendar part, lib/calendar.ts) and the reminder, one message per attendee, each
 * showing the time in that reader's own zone and naming the zone (`formatInstantForReader`). Never a cancellation's
 * reason, never staff's feedback. The candidate reads theirs in the language of their application (English or Arabic,
 * docs/026-languages.md "E-mails"); staff and client contacts read English. The calendar part stays English (one event
 * for every attendee).
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
  /** The language the reader reads (the candidate's application's; absent: English). */
  language?: Language;
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

/**
 * The words of an interview's e-mails, by language (English as it was, for every reader; Arabic, for a candidate who
 * applied in it, in Modern Standard Arabic as the site's pages say an interview: `emailPages.application` of the web
 * app's catalogs). `news` is the candidate's: what happened to "your interview for {job} at {company}".
 */
const WORDS: Record<
  Language,
  {
    headings: Record<InterviewChange, string>;
    hello: (name: string) => string;
    news: Record<InterviewChange, (job: string, company: string, when: string) => string>;
    timesIn: (zone: string) => string;
    calendarAdds: string;
    calendarRemoves: string;
    labels: {
      when: string;
      was: string;
      length: string;
      how: string;
      videoLink: string;
      address: string;
      round: string;
    };
    kinds: Record<InterviewKind, string>;
  }
> = {
  en: {
    headings: {
      invitation: 'Interview',
      move: 'Interview moved',
      cancellation: 'Interview cancelled',
      reminder: 'Interview reminder',
    },
    hello: (name) => `Hello ${name},`,
    news: {
      invitation: (job, company, when) => `You are invited to an interview for ${job} at ${company}, on ${when}.`,
      move: (job, company, when) => `We have moved your interview for ${job} at ${company} to ${when}.`,
      cancellation: (job, company, when) =>
        `We have cancelled your interview for ${job} at ${company} on ${when}. Your recruiter will be in touch about what comes next.`,
      reminder: (job, company, when) => `A reminder: your interview for ${job} at ${company} is on ${when}.`,
    },
    timesIn: (zone) => `Times in this e-mail are in ${zone}.`,
    calendarAdds: 'The invitation attached adds it to your calendar, which shows it in your calendar’s own time zone.',
    calendarRemoves: 'The cancellation attached removes it from your calendar.',
    labels: {
      when: 'When',
      was: 'Was',
      length: 'Length',
      how: 'How',
      videoLink: 'Video link',
      address: 'Address',
      round: 'Round',
    },
    kinds: {
      phone: interviewKindLabel('phone'),
      video: interviewKindLabel('video'),
      'on-site': interviewKindLabel('on-site'),
    },
  },
  ar: {
    headings: {
      invitation: 'مقابلة',
      move: 'تغيير موعد المقابلة',
      cancellation: 'إلغاء المقابلة',
      reminder: 'تذكير بالمقابلة',
    },
    hello: (name) => `مرحبًا ${name}،`,
    news: {
      invitation: (job, company, when) => `ندعوك إلى مقابلة لوظيفة ${job} لدى ${company}، في ${when}.`,
      move: (job, company, when) => `غيّرنا موعد مقابلتك لوظيفة ${job} لدى ${company} إلى ${when}.`,
      cancellation: (job, company, when) =>
        `ألغينا مقابلتك لوظيفة ${job} لدى ${company} التي كانت في ${when}. سيتواصل معك مسؤول التوظيف بشأن الخطوات التالية.`,
      reminder: (job, company, when) => `للتذكير: مقابلتك لوظيفة ${job} لدى ${company} في ${when}.`,
    },
    timesIn: (zone) => `المواعيد في هذه الرسالة بتوقيت ${zone}.`,
    calendarAdds: 'تضيف الدعوة المرفقة المقابلة إلى تقويمك، ويعرضها تقويمك بمنطقته الزمنية.',
    calendarRemoves: 'يزيل الإلغاء المرفق المقابلة من تقويمك.',
    labels: {
      when: 'الموعد',
      was: 'الموعد السابق',
      length: 'المدة',
      how: 'نوع المقابلة',
      videoLink: 'رابط الفيديو',
      address: 'العنوان',
      round: 'الجولة',
    },
    kinds: { phone: 'هاتفية', video: 'بالفيديو', 'on-site': 'حضورية' },
  },
};

/** What happened, in the third person, for staff and client contacts (English). */
function newsForTeam(facts: InterviewEmailFacts, when: string): string {
  const about = `the interview of ${facts.candidateName} for ${facts.jobTitle} (${facts.company})`;
  switch (facts.change) {
    case 'invitation':
      return `An interview of ${facts.candidateName} for ${facts.jobTitle} (${facts.company}) is booked for ${when}.`;
    case 'move':
      return `We have moved ${about} to ${when}.`;
    case 'cancellation':
      return `We have cancelled ${about} on ${when}.`;
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
  const { reader } = facts;
  const zone = reader.timeZone;
  const language = reader.role === 'candidate' ? (reader.language ?? 'en') : 'en';
  const words = WORDS[language];
  const when = formatInstantForReader(facts.startsAt, zone, language);
  const details: Array<[string, string]> = [[words.labels.when, when]];
  if (facts.change === 'move' && facts.previousStartsAt)
    details.push([words.labels.was, formatInstantForReader(facts.previousStartsAt, zone, language)]);
  details.push(
    [words.labels.length, interviewLengthWords(facts.lengthMinutes, language)],
    [words.labels.how, words.kinds[facts.kind]],
  );
  if (facts.kind === 'video' && facts.videoLink) details.push([words.labels.videoLink, facts.videoLink]);
  if (facts.kind === 'on-site' && facts.address) details.push([words.labels.address, facts.address]);
  details.push([words.labels.round, String(facts.round)]);
  const news =
    reader.role === 'candidate'
      ? words.news[facts.change](facts.jobTitle, facts.company, when)
      : newsForTeam(facts, when);
  const paragraphs = [words.hello(reader.name), news, words.timesIn(zone)];
  if (facts.calendar?.method === 'REQUEST') paragraphs.push(words.calendarAdds);
  if (facts.calendar?.method === 'CANCEL') paragraphs.push(words.calendarRemoves);
  const heading = `${words.headings[facts.change]}: ${facts.jobTitle}`;
  const body: EmailBody = { heading, paragraphs, details, language };
  return {
    kind: KINDS[facts.change],
    to: reader.email,
    // The outbox keeps 300 characters of a subject.
    subject: `${heading} — ${when}`.slice(0, 300),
    ...renderEmailBody(body),
    ...(facts.calendar ? { calendar: facts.calendar } : {}),
  };
}
