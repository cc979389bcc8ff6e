import {
  APPLICATION_STATUSES,
  CANDIDATE_LINK_INVALID_MESSAGE,
  CANDIDATE_LINK_SENT_MESSAGE,
  CANDIDATE_NO_TIME_LEFT_MESSAGE,
  CANDIDATE_STAGE_CLOSED,
  CANDIDATE_TIME_ZONE_SAVED_MESSAGE,
  CANDIDATE_WITHDRAW_REFUSED_MESSAGE,
  CANDIDATE_WITHDRAWN_MESSAGE,
  FORM_RATE_LIMIT_MESSAGE,
  intlLocale,
  INTERVIEW_MESSAGES,
  SUBMISSION_STAGES,
  timelineText,
  type CandidateTimelineEntry,
  type Language,
} from '@agency/contract';
import english from '~/i18n/catalogs/en/emailPages';

/**
 * The candidate's page in the page's language (docs/026-languages.md "Pages reached from e-mails"). The CMS and the
 * web server answer in English (the contract's words, the staff's and the tests' language); these helpers find the
 * catalog key of such a text by the contract value it was made from, so the page says it in its own language. A text
 * none matches is shown as it came.
 */

/** A catalog key of the section `emailPages.application`, with its variables. */
export type ApplicationWords = { key: string; values?: Record<string, string | number> };

const words = english.application;

/** The key of a timeline entry's words: by its kind, and for a status change by the status whose words it has. */
export function timelineWords(entry: Pick<CandidateTimelineEntry, 'kind' | 'text'>): ApplicationWords | null {
  if (entry.kind === 'applied') return { key: 'timeline.applied' };
  if (entry.kind === 'withdrawn') return { key: 'timeline.withdrawn' };
  const status = APPLICATION_STATUSES.find((value) => timelineText(value) === entry.text);
  return status ? { key: `timeline.status.${status}` } : null;
}

/** The key of a stage's label (`candidateStageLabel`: "Submitted", "Interviewing (round 2)", the closed one). */
export function stageWords(label: string): ApplicationWords | null {
  if (label === CANDIDATE_STAGE_CLOSED) return { key: 'stages.closed' };
  const round = /^Interviewing \(round (\d+)\)$/.exec(label);
  if (round) return { key: 'stages.interviewing', values: { round: Number(round[1]) } };
  const stage = SUBMISSION_STAGES.find((found) => found.label === label && found.value in words.stages);
  return stage ? { key: `stages.${stage.value}` } : null;
}

/** The contract's and the web server's messages of these pages, by their English words. */
const MESSAGES = new Map<string, string>([
  [CANDIDATE_LINK_INVALID_MESSAGE, 'messages.linkInvalid'],
  [CANDIDATE_LINK_SENT_MESSAGE, 'messages.linkSent'],
  [CANDIDATE_WITHDRAW_REFUSED_MESSAGE, 'messages.withdrawRefused'],
  [CANDIDATE_WITHDRAWN_MESSAGE, 'messages.withdrawn'],
  [CANDIDATE_TIME_ZONE_SAVED_MESSAGE, 'messages.timeZoneSaved'],
  [CANDIDATE_NO_TIME_LEFT_MESSAGE, 'messages.noTimeLeft'],
  [INTERVIEW_MESSAGES.notProposed, 'messages.notProposed'],
  [INTERVIEW_MESSAGES.noSuchSlot, 'messages.noSuchSlot'],
  [FORM_RATE_LIMIT_MESSAGE, 'messages.rateLimit'],
  [words.messages.chooseTimeZone, 'messages.chooseTimeZone'],
  [words.messages.emailInvalid, 'messages.emailInvalid'],
  [words.messages.failed, 'messages.failed'],
  [words.messages.sendFailed, 'messages.sendFailed'],
]);

/**
 * The key of a message of these pages (`CANDIDATE_*_MESSAGE`, `INTERVIEW_MESSAGES`, the page server's own), or null.
 * `slotPickedTime` is the booked time as the page says it in its language, for the booking's message (whose English
 * names the time in English).
 */
export function messageWords(message: string, slotPickedTime?: string | null): ApplicationWords | null {
  const key = MESSAGES.get(message);
  if (key) return { key };
  if (slotPickedTime && /^Your interview is booked for .+\. The invitation is on its way/.test(message)) {
    return { key: 'messages.slotPicked', values: { when: slotPickedTime } };
  }
  return null;
}

/** A time of the timeline: "3 March 2027, 14:05" in `zone`; in Arabic "3 مارس 2027 في 14:05". */
export function candidateDateTime(iso: string, zone: string, language: Language = 'en'): string {
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : intlLocale(language), {
    dateStyle: 'long',
    timeStyle: 'short',
    hourCycle: 'h23',
    timeZone: zone,
  }).format(new Date(iso));
}

/** A calendar date `YYYY-MM-DD` in words: "1 May 2027", "1 مايو 2027" (no time zone applies). */
export function calendarDate(date: string, language: Language): string {
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : intlLocale(language), {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}
