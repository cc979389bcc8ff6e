import {
  INTERVIEW_KIND_VALUES,
  INTERVIEW_MESSAGES,
  INTERVIEW_LENGTH_MAX_MINUTES,
  INTERVIEW_LENGTH_MIN_MINUTES,
  INTERVIEW_SLOTS_MAX,
  INTERVIEW_SLOTS_MIN,
  INTERVIEW_STATUS_VALUES,
  INTERVIEW_TEXT_LIMITS,
  instantOfLocalTime,
  interviewBookSchema,
  interviewCancelSchema,
  interviewOutcomeSchema,
  interviewProposeSchema,
  interviewRescheduleSchema,
  interviewStartProblem,
  timeNotInZoneMessage,
  z,
} from '@agency/contract';
import { data } from 'react-router';
import { staffTimeZone, timeZoneChoices } from '~/features/staff/index.server';
import { ApiError } from '~/lib/api-error';
import { cmsRequest, cmsText as text, parse } from '~/lib/cms-client.server';
import { formErrorMap } from '~/lib/form-error-map';
import { failureMessage, refusalMessage } from '~/lib/reported-failure.server';

/**
 * The staff side of interviews (docs/025-placements.md "Interviews and calendar invitations"), server only: a
 * submission's interviews and the client's contacts from the CMS (`GET /submissions/:documentId/interviews`), and the
 * application dialog's forms that book a time, propose 2–5, move, cancel and record the outcome, each checked with the
 * contract's schema here and again by the CMS. Times are typed as the organiser's wall clock (`datetime-local`) in the
 * time zone the form names, and sent in UTC (`instantOfLocalTime`).
 * @throws ApiError (the CMS's status and message) from the CMS calls.
 */

const interviewSchema = z.object({
  documentId: z.string(),
  round: z.number(),
  kind: z.enum(INTERVIEW_KIND_VALUES),
  status: z.enum(INTERVIEW_STATUS_VALUES),
  startsAt: text,
  lengthMinutes: z.number(),
  organiserTimeZone: z.string(),
  candidateTimeZone: text,
  videoLink: text,
  address: text,
  attendees: z.object({
    contacts: z.array(z.object({ documentId: z.string(), fullName: text })),
    candidate: z.boolean(),
    recruiter: z.boolean(),
  }),
  proposedSlots: z.array(z.string()).nullish(),
  feedback: text,
  organiser: z.object({ id: z.number(), name: z.string() }).nullish(),
});
export type StaffInterview = z.infer<typeof interviewSchema>;

const contactSchema = z.object({ documentId: z.string(), fullName: z.string(), timeZone: text });
export type InviteableContact = z.infer<typeof contactSchema>;

const listSchema = z.object({
  data: z.array(interviewSchema),
  meta: z.object({ contacts: z.array(contactSchema).catch([]) }).catch({ contacts: [] }),
});

const path = (segments: string[]) => segments.map(encodeURIComponent).join('/');

/** A submission's interviews by round, and the client's contacts who may be invited. */
export async function listInterviews(token: string, submissionDocumentId: string) {
  const body = await cmsRequest(`/${path(['submissions', submissionDocumentId, 'interviews'])}`, { token });
  const parsed = parse(listSchema, body);
  return { interviews: parsed.data, contacts: parsed.meta.contacts };
}

/** Sends one interview change to the CMS (`POST /submissions/:id/interviews` or `/interviews/:id/<change>`). */
async function sendInterview(token: string, route: string, body: unknown): Promise<void> {
  await cmsRequest(route, { method: 'POST', token, body: { data: body } });
}

/**
 * What the interviews part loads (JSON for the application dialog): the interviews, the client's contacts, the staff
 * member's time zone (their profile's, else the agency's: the forms' default and the zone every time is shown in) and
 * the zones to choose from; on a CMS failure, empty lists and its message.
 * @throws what `failureMessage` rethrows (a lost session).
 */
export async function loadInterviews(token: string, submissionDocumentId: string) {
  const timeZone = await staffTimeZone(token);
  const zones = timeZoneChoices(timeZone);
  try {
    return { ...(await listInterviews(token, submissionDocumentId)), timeZone, zones, error: null };
  } catch (error) {
    const message = failureMessage(error, 'Failed to fetch the interviews');
    return { interviews: [] as StaffInterview[], contacts: [] as InviteableContact[], timeZone, zones, error: message };
  }
}

/**
 * What an interview form gets back: whether it worked, the message shown (it takes the focus), the field errors (by
 * the form's field names), which form (`intent`) and which interview it was about.
 */
export interface InterviewAnswer {
  intent: string;
  interview: string | null;
  ok: boolean;
  message: string;
  fieldErrors?: Record<string, string[]>;
}

/** The forms' words for the contract's rules; a refinement's own words (`INTERVIEW_MESSAGES`) stand as they are. */
const errorMap = formErrorMap({
  labels: { address: 'The address', feedback: 'The feedback', reason: 'The reason' },
  missing: {
    kind: 'Choose how the interview takes place.',
    lengthMinutes: 'Enter the length in minutes.',
    organiserTimeZone: 'Choose the time zone.',
    status: 'Choose the outcome.',
  },
  invalid: {
    kind: 'Choose how the interview takes place.',
    lengthMinutes: `Enter a length from ${INTERVIEW_LENGTH_MIN_MINUTES} to ${INTERVIEW_LENGTH_MAX_MINUTES} minutes.`,
    organiserTimeZone: 'Choose a time zone from the list.',
    videoLink: `Enter the video link as an https address (at most ${INTERVIEW_TEXT_LIMITS.videoLink} characters).`,
    contacts: 'Choose the contacts from the list.',
    slots: `Propose ${INTERVIEW_SLOTS_MIN} to ${INTERVIEW_SLOTS_MAX} different times.`,
    startsAt: INTERVIEW_MESSAGES.startRequired,
    status: 'Choose the outcome.',
  },
});

/** The answer to a form whose fields did not pass (400): the first error is the message. */
function invalid(intent: string, interview: string | null, fieldErrors: Record<string, string[]>) {
  const first = Object.values(fieldErrors)[0]?.[0];
  return data<InterviewAnswer>(
    { intent, interview, ok: false, message: first ?? 'Check the fields marked.', fieldErrors },
    { status: 400 },
  );
}

/**
 * The answer to a form the CMS refused (its words; also its 403 for another member's job, in place) or could not take
 * (logged; a lost session is rethrown): `refusalMessage`, as the placements' forms.
 */
function refused(intent: string, interview: string | null, error: unknown, fallback: string) {
  const status = error instanceof ApiError && error.status ? error.status : 502;
  const message = refusalMessage(error, fallback);
  return data<InterviewAnswer>({ intent, interview, ok: false, message: `${fallback}: ${message}` }, { status });
}

/** A zod result's issues by the form's field names: `slots.<n>` becomes `slot-<n>`, the list itself `slots`. */
function issuesByField(issues: readonly z.core.$ZodIssue[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const [head, index] = issue.path;
    const field = head === 'slots' && typeof index === 'number' ? `slot-${index}` : String(head ?? 'form');
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}

const textOf = (formData: FormData, name: string) => {
  const value = formData.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

/**
 * A typed wall time (`datetime-local`) read in `zone`: the UTC instant, or the field's error (none typed, not one, a
 * time the clocks skip, not in the future).
 */
function typedInstant(local: string, zone: string, now: Date): { instant: string } | { error: string } {
  if (!local) return { error: INTERVIEW_MESSAGES.startRequired };
  const instant = instantOfLocalTime(local, zone);
  if (!instant) return { error: timeNotInZoneMessage(zone) };
  const problem = interviewStartProblem(instant, now);
  return problem ? { error: problem } : { instant: instant.toISOString() };
}

/** The fields a booking and a proposal share, as the contract's inputs name them. */
function detailsOf(formData: FormData) {
  const length = textOf(formData, 'lengthMinutes');
  return {
    kind: textOf(formData, 'kind'),
    lengthMinutes: length === '' ? undefined : Number(length),
    organiserTimeZone: textOf(formData, 'organiserTimeZone'),
    videoLink: textOf(formData, 'videoLink'),
    address: textOf(formData, 'address'),
    contacts: formData.getAll('contacts').filter((value): value is string => typeof value === 'string'),
  };
}

const interviewTarget = z.string().regex(/^[A-Za-z0-9]{1,64}$/);

/**
 * The interview forms of the application dialog (`intent`): `book` (one time, `startsAt`), `propose` (`slot-0` …
 * `slot-4`, at least two), `reschedule`, `cancel`, `outcome` (the interview in `interview`). Times are read in the zone
 * the form names (`organiserTimeZone`; a move: the interview's own). Answers `InterviewAnswer`: 400 with the field
 * errors, the CMS's status and words when it refuses.
 */
export async function handleInterviewAction(token: string, submissionDocumentId: string, formData: FormData) {
  const intent = textOf(formData, 'intent');
  const now = new Date();
  if (intent === 'book' || intent === 'propose') {
    const details = detailsOf(formData);
    const timeErrors: Record<string, string[]> = {};
    const zone = details.organiserTimeZone;
    let input: Record<string, unknown>;
    if (intent === 'book') {
      const typed = typedInstant(textOf(formData, 'startsAt'), zone, now);
      if ('error' in typed) timeErrors.startsAt = [typed.error];
      input = { ...details, startsAt: 'instant' in typed ? typed.instant : '' };
    } else {
      const slots: string[] = [];
      for (let index = 0; index < INTERVIEW_SLOTS_MAX; index += 1) {
        const local = textOf(formData, `slot-${index}`);
        if (!local && index >= INTERVIEW_SLOTS_MIN) continue;
        const typed = typedInstant(local, zone, now);
        if ('error' in typed) timeErrors[`slot-${index}`] = [typed.error];
        else slots.push(typed.instant);
      }
      input = { ...details, slots };
    }
    const schema = intent === 'book' ? interviewBookSchema : interviewProposeSchema;
    const parsed = schema.safeParse(input, { error: errorMap });
    if (!parsed.success || Object.keys(timeErrors).length > 0) {
      // A time's own error says more than the schema's word on it (a missing start, too few valid times).
      const fieldErrors = { ...(parsed.success ? {} : issuesByField(parsed.error.issues)), ...timeErrors };
      if (Object.keys(timeErrors).length > 0) delete fieldErrors.slots;
      return invalid(intent, null, fieldErrors);
    }
    try {
      await sendInterview(token, `/${path(['submissions', submissionDocumentId, 'interviews'])}`, parsed.data);
    } catch (error) {
      return refused(intent, null, error, intent === 'book' ? 'Not booked' : 'Not proposed');
    }
    const message =
      intent === 'book'
        ? 'Interview booked: everyone invited gets the invitation.'
        : `${(parsed.data as { slots: string[] }).slots.length} times proposed: the candidate picks one on their page.`;
    return { intent, interview: null, ok: true, message } satisfies InterviewAnswer;
  }

  const target = interviewTarget.safeParse(formData.get('interview'));
  if (!target.success || !['reschedule', 'cancel', 'outcome'].includes(intent)) {
    return data<InterviewAnswer>({ intent, interview: null, ok: false, message: 'Invalid request' }, { status: 400 });
  }
  const interview = target.data;
  if (intent === 'reschedule') {
    const zone = textOf(formData, 'organiserTimeZone');
    const typed = typedInstant(textOf(formData, 'startsAt'), zone, now);
    if ('error' in typed) return invalid(intent, interview, { startsAt: [typed.error] });
    const length = textOf(formData, 'lengthMinutes');
    const parsed = interviewRescheduleSchema.safeParse(
      { startsAt: typed.instant, ...(length ? { lengthMinutes: Number(length) } : {}) },
      { error: errorMap },
    );
    if (!parsed.success) return invalid(intent, interview, issuesByField(parsed.error.issues));
    try {
      await sendInterview(token, `/${path(['interviews', interview, 'reschedule'])}`, parsed.data);
    } catch (error) {
      return refused(intent, interview, error, 'Not moved');
    }
    return {
      intent,
      interview,
      ok: true,
      message: 'Interview moved: everyone invited gets the new time.',
    } satisfies InterviewAnswer;
  }
  if (intent === 'cancel') {
    const parsed = interviewCancelSchema.safeParse({ reason: textOf(formData, 'reason') }, { error: errorMap });
    if (!parsed.success) return invalid(intent, interview, issuesByField(parsed.error.issues));
    try {
      await sendInterview(token, `/${path(['interviews', interview, 'cancel'])}`, parsed.data);
    } catch (error) {
      return refused(intent, interview, error, 'Not cancelled');
    }
    return {
      intent,
      interview,
      ok: true,
      message: 'Interview cancelled: everyone invited is told.',
    } satisfies InterviewAnswer;
  }
  const parsed = interviewOutcomeSchema.safeParse(
    { status: textOf(formData, 'status'), feedback: textOf(formData, 'feedback') },
    { error: errorMap },
  );
  if (!parsed.success) return invalid(intent, interview, issuesByField(parsed.error.issues));
  try {
    await sendInterview(token, `/${path(['interviews', interview, 'outcome'])}`, parsed.data);
  } catch (error) {
    return refused(intent, interview, error, 'Outcome not recorded');
  }
  return { intent, interview, ok: true, message: 'Outcome recorded.' } satisfies InterviewAnswer;
}
