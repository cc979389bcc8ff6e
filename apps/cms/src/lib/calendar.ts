import { randomUUID } from 'crypto';
import { interviewEnd, interviewKindLabel, SITE_NAME, type InterviewKind } from '@agency/contract';
import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';

/**
 * Calendar invitations of interviews (docs/025-placements.md "Interviews and calendar invitations"): iCalendar objects
 * (RFC 5545) as iTIP messages (RFC 5546), built with `ical-generator`. An interview has one UID for its whole life; its
 * first invitation is `METHOD:REQUEST` with `SEQUENCE:0`, each move a REQUEST with the next SEQUENCE, a cancellation
 * `METHOD:CANCEL` with the same UID, the next SEQUENCE and `STATUS:CANCELLED` (a REQUEST marked cancelled would leave
 * the event in calendars). Times are written in UTC (`DTSTART:…Z`), so no VTIMEZONE is needed and every calendar
 * shows them in its owner's zone. The outbox sends the text as the e-mail's `text/calendar; method=…` part
 * (lib/mail-outbox.ts).
 */

/** The iTIP methods an interview's messages use. */
export type CalendarMethod = 'REQUEST' | 'CANCEL';

/** What the outbox stores with an e-mail that carries an invitation (`email_outbox.calendar`). */
export interface CalendarPart {
  method: CalendarMethod;
  /** The iCalendar text (CRLF line ends, as RFC 5545 wants). */
  ics: string;
}

/** A person in an invitation. */
export interface CalendarPerson {
  name: string;
  email: string;
}

/** An interview as its invitation tells it. */
export interface CalendarInterview {
  /** The interview's UID (`newInterviewUid`), the same in every message about it. */
  uid: string;
  /** 0 for the first invitation, +1 for each move and for the cancellation. */
  sequence: number;
  startsAt: Date;
  lengthMinutes: number;
  kind: InterviewKind;
  /** The event's title, e.g. "Interview: Site Engineer — Ada Lovelace". */
  summary: string;
  /** Plain text: what, how, the round. */
  description: string;
  videoLink?: string | null;
  address?: string | null;
  organiser: CalendarPerson;
  /** Everyone invited (the organiser too when they attend), each address once. */
  attendees: CalendarPerson[];
}

/**
 * A new UID for an interview: a random UUID at the site's host (`PUBLIC_URL`), e.g.
 * `1c0b…@northstar.example`, unique in every calendar (RFC 5545 §3.8.4.7 suggests the domain on the right).
 */
export function newInterviewUid(siteUrl: string): string {
  let host = 'localhost';
  try {
    host = new URL(siteUrl).hostname || host;
  } catch {
    // keep localhost
  }
  return `${randomUUID()}@${host}`;
}

/** Where an interview takes place, as the LOCATION says it: the address, the video link, or the kind alone. */
function locationOf(interview: CalendarInterview): string {
  if (interview.kind === 'on-site' && interview.address) return interview.address;
  if (interview.kind === 'video' && interview.videoLink) return interview.videoLink;
  return interviewKindLabel(interview.kind);
}

/**
 * The iCalendar message of `method` for `interview`: one VEVENT with its UID, SEQUENCE, DTSTAMP (`stamp`), DTSTART and
 * DTEND in UTC, SUMMARY, DESCRIPTION, LOCATION (and URL for a video link), ORGANIZER and one ATTENDEE per person
 * (REQ-PARTICIPANT, NEEDS-ACTION, RSVP; the organiser as CHAIR, ACCEPTED). A CANCEL carries STATUS:CANCELLED, a
 * REQUEST STATUS:CONFIRMED.
 */
export function interviewCalendar(
  interview: CalendarInterview,
  method: CalendarMethod,
  stamp = new Date(),
): CalendarPart {
  const calendar = ical({
    prodId: { company: SITE_NAME, product: 'Interviews', language: 'EN' },
    method: method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  const organiser = interview.organiser.email.toLowerCase();
  const seen = new Set<string>();
  const attendees = interview.attendees.filter((person) => {
    const key = person.email.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  calendar.createEvent({
    id: interview.uid,
    sequence: interview.sequence,
    stamp,
    start: interview.startsAt,
    end: interviewEnd(interview.startsAt, interview.lengthMinutes),
    summary: interview.summary,
    description: interview.description,
    location: locationOf(interview),
    url: interview.kind === 'video' && interview.videoLink ? interview.videoLink : null,
    status: method === 'CANCEL' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: interview.organiser.name, email: interview.organiser.email },
    attendees: attendees.map((person) =>
      person.email.toLowerCase() === organiser
        ? { name: person.name, email: person.email, role: ICalAttendeeRole.CHAIR, status: ICalAttendeeStatus.ACCEPTED }
        : {
            name: person.name,
            email: person.email,
            role: ICalAttendeeRole.REQ,
            status: ICalAttendeeStatus.NEEDSACTION,
            rsvp: true,
          },
    ),
  });
  return { method, ics: calendar.toString() };
}
