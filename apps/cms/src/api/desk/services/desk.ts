import {
  addFee,
  applicationSourceLabel,
  ATTENTION_KIND_VALUES,
  attentionLimits,
  daysBetween,
  durationFigure,
  monthKeyIn,
  monthKeysBetween,
  monthLabel,
  ratio,
  type AttentionItem,
  type AttentionKind,
  type FeeTotal,
  type NeedsAttention,
  type PlacementGroup,
  type PlacementReport,
} from '@agency/contract';
import type { Core } from '@strapi/strapi';
import type { QueryBuilder } from '../../../lib/database-types';
import { columnOf, linkOf } from '../../../lib/people-search';
import { agencyToday } from '../../submission/services/submission';

/**
 * The recruiter's desk and the placement reports (docs/025-placements.md "Desk and reports"; the rules and words are
 * the contract's desk.ts). Every figure is one or a few SQL queries on Strapi's knex connection, on SQLite and
 * PostgreSQL alike: counts and groups in the database, and only the period's placements (a few thousand rows at most,
 * a narrow projection) read out to be put in months of the reader's time zone, which SQL cannot do portably.
 * Bench: bench/desk-reports.mjs.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  needsAttention: (options: NeedsAttentionOptions) => needsAttention(strapi, options),
  placementReport: (period: ReportPeriod) => placementReport(strapi, period),
});

const SUBMISSION_UID = 'api::submission.submission';
const INTERVIEW_UID = 'api::interview.interview';
const OFFER_UID = 'api::offer.offer';
const PLACEMENT_UID = 'api::placement.placement';
const APPLICATION_UID = 'api::job-application.job-application';
const JOB_UID = 'api::job.job';
const CLIENT_UID = 'api::client.client';

type Row = Record<string, unknown>;

/** Table and column names of Strapi's metadata, and the joins of a relation's link table. */
function schema(strapi: Core.Strapi) {
  const table = (uid: string) => strapi.db.metadata.get(uid).tableName;
  const column = (uid: string, alias: string, attribute: string) => `${alias}.${columnOf(strapi, uid, attribute)}`;
  /**
   * LEFT JOINs `query`'s row `alias` (of `uid`) to the target of its relation `attribute`, as `targetAlias` (of
   * `targetUid`), through the link table.
   */
  const join = (
    query: QueryBuilder,
    uid: string,
    alias: string,
    attribute: string,
    targetUid: string,
    targetAlias: string,
  ) => {
    const link = linkOf(strapi, uid, attribute);
    const linkAlias = `${alias}_${targetAlias}_lnk`;
    return query
      .leftJoin(`${link.table} as ${linkAlias}`, `${linkAlias}.${link.from}`, `${alias}.id`)
      .leftJoin(`${table(targetUid)} as ${targetAlias}`, `${targetAlias}.id`, `${linkAlias}.${link.to}`);
  };
  /** `EXISTS (a row of the link of `uid`.`attribute` pointing at `alias`.id)`, as SQL. */
  const linked = (uid: string, attribute: string, alias: string) => {
    const link = linkOf(strapi, uid, attribute);
    return `EXISTS (SELECT 1 FROM ${link.table} WHERE ${link.table}.${link.to} = ${alias}.id)`;
  };
  /**
   * `EXISTS (a path of relations from `alias`.id, through their link tables, ending at the row id `?`)`, as SQL: e.g.
   * [[interview, 'submission'], [submission, 'job'], [job, 'owner']] reaches the interview's job's owner.
   */
  const reaches = (path: ReadonlyArray<readonly [string, string]>, alias: string) => {
    const links = path.map(([uid, attribute]) => linkOf(strapi, uid, attribute));
    const joins = links
      .slice(1)
      .map(
        (link, index) =>
          ` JOIN ${link.table} as r${index + 1} ON r${index + 1}.${link.from} = r${index}.${links[index].to}`,
      )
      .join('');
    const last = links.length - 1;
    return `EXISTS (SELECT 1 FROM ${links[0].table} as r0${joins} WHERE r0.${links[0].from} = ${alias}.id AND r${last}.${links[last].to} = ?)`;
  };
  return { table, column, join, linked, reaches, connection: strapi.db.connection };
}

// ---------------------------------------------------------------- Needs attention

/** What `needsAttention` reads: `ownerId` limits it to the jobs that user owns (null: every job's). */
export interface NeedsAttentionOptions {
  limit: number;
  timeZone: string;
  now?: Date;
  ownerId?: number | null;
}

/**
 * What needs attention at `now` (issue 28 "Desk and reports"; the contract's `attentionLimits`, working days in the
 * agency's `timeZone`): one COUNT and one list query (the oldest first, at most `limit`) for each kind:
 * - `stale-submission`: a submission not withdrawn, at Submitted, Interviewing or Offered (or stored before stages),
 *   whose last move (`stageChangedAt`, else `submittedAt`) is older than 5 working days;
 * - `interview-feedback`: an interview booked (a start) that is still scheduled, or done without feedback, a day after
 *   its end;
 * - `offer-expiring`: an open offer expiring from today to 3 days on (one past its expiry reads as expired: not listed);
 * - `guarantee-ending`: a placement Placed or Started whose guarantee ends from today to 14 days from now.
 * With `ownerId` (lib/job-ownership.ts `ownJobsOnly`: a Recruiter) only the items of the jobs that user owns.
 * @returns { total, counts: { [kind]: n }, items } (items by kind, in the contract's order)
 */
export async function needsAttention(
  strapi: Core.Strapi,
  { limit, timeZone, now = new Date(), ownerId = null }: NeedsAttentionOptions,
): Promise<NeedsAttention> {
  const { table, column, join, reaches, connection } = schema(strapi);
  const postgres = strapi.db.dialect.client === 'postgres';
  const limits = attentionLimits(now, timeZone);
  /** `query` limited to the rows of `alias` whose path of relations reaches a job `ownerId` owns (none: unchanged). */
  const owned = (query: QueryBuilder, path: ReadonlyArray<readonly [string, string]>, alias: string) =>
    ownerId === null ? query : query.whereRaw(reaches([...path, [JOB_UID, 'owner']], alias), [ownerId]);

  const submissions = () => {
    const lastMove = `COALESCE(${column(SUBMISSION_UID, 's', 'stageChangedAt')}, ${column(SUBMISSION_UID, 's', 'submittedAt')}, s.created_at)`;
    const base = connection(`${table(SUBMISSION_UID)} as s`)
      .whereNull(column(SUBMISSION_UID, 's', 'withdrawnAt'))
      .where((stage) => {
        stage
          .whereNull(column(SUBMISSION_UID, 's', 'stage'))
          .orWhereIn(column(SUBMISSION_UID, 's', 'stage'), ['submitted', 'interviewing', 'offered']);
      })
      .whereRaw(`${lastMove} < ?`, [limits.staleBefore]);
    owned(base, [[SUBMISSION_UID, 'job']], 's');
    return {
      count: base.clone().count({ count: '*' }),
      list: subjectList(join, base.clone(), SUBMISSION_UID, 's', 's')
        .select(connection.raw(`${lastMove} as at`))
        .orderByRaw(`${lastMove} asc`)
        .orderBy('s.id')
        .limit(limit),
    };
  };

  const interviews = () => {
    const startsAt = column(INTERVIEW_UID, 'i', 'startsAt');
    const length = `COALESCE(${column(INTERVIEW_UID, 'i', 'lengthMinutes')}, 0)`;
    // The end: SQLite keeps instants as milliseconds, PostgreSQL as timestamps.
    const end = postgres ? `(${startsAt} + ${length} * interval '1 minute')` : `(${startsAt} + ${length} * 60000)`;
    const feedback = column(INTERVIEW_UID, 'i', 'feedback');
    const status = column(INTERVIEW_UID, 'i', 'status');
    const base = connection(`${table(INTERVIEW_UID)} as i`)
      .whereNotNull(startsAt)
      .where((open) => {
        open.where(status, 'scheduled').orWhere((done) => {
          done.where(status, 'done').andWhere((empty) => {
            empty.whereNull(feedback).orWhere(feedback, '');
          });
        });
      })
      .whereRaw(`${end} < ?`, [limits.feedbackDueBefore]);
    owned(
      base,
      [
        [INTERVIEW_UID, 'submission'],
        [SUBMISSION_UID, 'job'],
      ],
      'i',
    );
    const withSubmission = join(base.clone(), INTERVIEW_UID, 'i', 'submission', SUBMISSION_UID, 's');
    return {
      count: base.clone().count({ count: '*' }),
      list: subjectList(join, withSubmission, SUBMISSION_UID, 's', 'i')
        .select(connection.raw(`${end} as at`))
        .orderBy(startsAt)
        .orderBy('i.id')
        .limit(limit),
    };
  };

  const offers = () => {
    const expiresOn = column(OFFER_UID, 'o', 'expiresOn');
    const base = connection(`${table(OFFER_UID)} as o`)
      .where(column(OFFER_UID, 'o', 'status'), 'open')
      .whereNotNull(expiresOn)
      .where(expiresOn, '>=', limits.today)
      .where(expiresOn, '<=', limits.offersExpiringBy);
    owned(
      base,
      [
        [OFFER_UID, 'submission'],
        [SUBMISSION_UID, 'job'],
      ],
      'o',
    );
    const withSubmission = join(base.clone(), OFFER_UID, 'o', 'submission', SUBMISSION_UID, 's');
    return {
      count: base.clone().count({ count: '*' }),
      list: subjectList(join, withSubmission, SUBMISSION_UID, 's', 'o')
        .select(`${expiresOn} as at`)
        .orderBy(expiresOn)
        .orderBy('o.id')
        .limit(limit),
    };
  };

  const placements = () => {
    const endsOn = column(PLACEMENT_UID, 'p', 'guaranteeEndsOn');
    const base = connection(`${table(PLACEMENT_UID)} as p`)
      .whereIn(column(PLACEMENT_UID, 'p', 'status'), ['placed', 'started'])
      .where(endsOn, '>=', limits.today)
      .where(endsOn, '<=', limits.guaranteesEndingBy);
    owned(base, [[PLACEMENT_UID, 'job']], 'p');
    return {
      count: base.clone().count({ count: '*' }),
      list: subjectList(join, base.clone(), PLACEMENT_UID, 'p', 'p')
        .select(`${endsOn} as at`)
        .orderBy(endsOn)
        .orderBy('p.id')
        .limit(limit),
    };
  };

  const queries: Record<AttentionKind, { count: QueryBuilder; list: QueryBuilder }> = {
    'stale-submission': submissions(),
    'interview-feedback': interviews(),
    'offer-expiring': offers(),
    'guarantee-ending': placements(),
  };
  const answers = await Promise.all(
    ATTENTION_KIND_VALUES.map(async (kind) => {
      const [[counted], rows] = (await Promise.all([queries[kind].count, queries[kind].list])) as [Row[], Row[]];
      return { kind, count: Number(counted?.count ?? 0), rows };
    }),
  );
  const counts = Object.fromEntries(answers.map(({ kind, count }) => [kind, count])) as Record<AttentionKind, number>;
  return {
    total: answers.reduce((sum, { count }) => sum + count, 0),
    counts,
    items: answers.flatMap(({ kind, rows }) => rows.map((row) => attentionItem(kind, row))),
  };
}

/**
 * `query` joined to the application (`a`) and job (`j`) of the row `holder` of type `holderUid` (a submission or a
 * placement), with the columns every needs-attention list reads: the subject's (`alias`) documentId, the application,
 * candidate and job.
 */
function subjectList(
  join: ReturnType<typeof schema>['join'],
  query: QueryBuilder,
  holderUid: string,
  holder: string,
  alias: string,
): QueryBuilder {
  const withApplication = join(query, holderUid, holder, 'application', APPLICATION_UID, 'a');
  return join(withApplication, holderUid, holder, 'job', JOB_UID, 'j').select(
    `${alias}.document_id as documentId`,
    'a.document_id as applicationDocumentId',
    'a.full_name as candidateName',
    'j.title as jobTitle',
  );
}

/** A row of a needs-attention list as the API answers it (an instant as ISO 8601, a date as `YYYY-MM-DD`). */
function attentionItem(kind: AttentionKind, row: Row): AttentionItem {
  const at = row.at;
  const dateOnly = kind === 'offer-expiring' || kind === 'guarantee-ending';
  return {
    kind,
    documentId: String(row.documentId),
    applicationDocumentId: (row.applicationDocumentId as string | null) ?? null,
    placementDocumentId: kind === 'guarantee-ending' ? String(row.documentId) : null,
    candidateName: (row.candidateName as string | null) ?? '',
    jobTitle: (row.jobTitle as string | null) ?? '',
    at: dateOnly
      ? dateText(at)
      : new Date(typeof at === 'string' && /^\d+$/.test(at) ? Number(at) : (at as number)).toISOString(),
  };
}

/** A date column as `YYYY-MM-DD` (PostgreSQL's driver may give a Date at local midnight, SQLite gives the text). */
function dateText(value: unknown): string {
  if (value instanceof Date) {
    const pad = (number: number) => String(number).padStart(2, '0');
    return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
  }
  return text(value).slice(0, 10);
}

// ---------------------------------------------------------------- Reports

/** A report's period: its days (`YYYY-MM-DD`, both included) in `timeZone`, and the instants `[start, end)`. */
export interface ReportPeriod {
  from: string;
  to: string;
  timeZone: string;
  start: Date;
  end: Date;
}

/**
 * The placement report of `period` (docs/025-placements.md "Desk and reports"; the contract's `REPORT_DEFINITIONS`):
 * - the period's placements (made, `placedAt`, in `[start, end)`, not fell through), read in one query with their fee,
 *   recruiter, client, source, application date and job's first opening, grouped by month (in the reader's zone),
 *   recruiter, client and source, fees per currency; time to fill and to hire over them (median and mean, days);
 * - the funnel of the submissions sent in the period: one query of conditional counts;
 * - the offers recorded in the period: one GROUP BY status.
 */
export async function placementReport(strapi: Core.Strapi, period: ReportPeriod): Promise<PlacementReport> {
  const { table, column, join, linked, connection } = schema(strapi);
  const P = (attribute: string) => column(PLACEMENT_UID, 'p', attribute);

  let placementQuery = connection(`${table(PLACEMENT_UID)} as p`)
    .where(P('placedAt'), '>=', period.start)
    .where(P('placedAt'), '<', period.end)
    .where((status) => {
      status.whereNull(P('status')).orWhereNot(P('status'), 'fell-through');
    });
  placementQuery = join(placementQuery, PLACEMENT_UID, 'p', 'client', CLIENT_UID, 'c');
  placementQuery = join(placementQuery, PLACEMENT_UID, 'p', 'application', APPLICATION_UID, 'a');
  placementQuery = join(placementQuery, PLACEMENT_UID, 'p', 'job', JOB_UID, 'j');
  placementQuery = join(placementQuery, PLACEMENT_UID, 'p', 'creditedRecruiter', 'plugin::users-permissions.user', 'u');
  const placementRows = placementQuery.select(
    `${P('placedAt')} as placedAt`,
    `${P('feeAmount')} as feeAmount`,
    `${P('feeCurrency')} as feeCurrency`,
    `${P('creditedRecruiterName')} as recruiterName`,
    'u.id as recruiterId',
    'c.document_id as clientKey',
    `${column(CLIENT_UID, 'c', 'name')} as clientName`,
    `${column(APPLICATION_UID, 'a', 'appliedAt')} as appliedAt`,
    `${column(APPLICATION_UID, 'a', 'source')} as source`,
    `${column(JOB_UID, 'j', 'firstOpenedAt')} as jobOpenedAt`,
  ) as Promise<Row[]>;

  const S = (attribute: string) => column(SUBMISSION_UID, 's', attribute);
  const placed = `(${S('stage')} = 'placed' OR ${linked(PLACEMENT_UID, 'submission', 's')})`;
  const offered = `(${placed} OR ${S('stage')} = 'offered' OR ${S('outcomeReason')} = 'offer-declined' OR ${linked(OFFER_UID, 'submission', 's')})`;
  const interviewed = `(${offered} OR ${S('stage')} = 'interviewing' OR COALESCE(${S('round')}, 0) > 0)`;
  const sum = (condition: string, name: string) =>
    connection.raw(`SUM(CASE WHEN ${condition} THEN 1 ELSE 0 END) as ??`, [name]);
  const funnelRow = connection(`${table(SUBMISSION_UID)} as s`)
    .whereRaw(`COALESCE(${S('submittedAt')}, s.created_at) >= ?`, [period.start])
    .whereRaw(`COALESCE(${S('submittedAt')}, s.created_at) < ?`, [period.end])
    .select(
      connection.raw('COUNT(*) as submissions'),
      sum(interviewed, 'interviewed'),
      sum(offered, 'offered'),
      sum(placed, 'placed'),
    )
    .first() as Promise<Row | undefined>;

  const O = (attribute: string) => column(OFFER_UID, 'o', attribute);
  // An open offer past its expiry day reads as expired (the contract's `offerStatusOn`). Today is written in the SQL,
  // not bound: PostgreSQL groups by the select's expression only when both are the same text.
  const today = agencyToday();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today)) throw new Error(`Not a day: ${today}`);
  const status = `CASE WHEN ${O('status')} = 'open' AND ${O('expiresOn')} < '${today}' THEN 'expired' ELSE ${O('status')} END`;
  const offerRows = connection(`${table(OFFER_UID)} as o`)
    .where('o.created_at', '>=', period.start)
    .where('o.created_at', '<', period.end)
    .groupByRaw(status)
    .select(connection.raw(`${status} as status`))
    .count({ count: '*' }) as Promise<Row[]>;

  const [rows, funnel, offerCounts] = await Promise.all([placementRows, funnelRow, offerRows]);
  return {
    from: period.from,
    to: period.to,
    timeZone: period.timeZone,
    ...placementFigures(rows, period),
    funnel: funnelFigures(funnel),
    offers: offerFigures(offerCounts),
  };
}

/** A text column's value, or '' (null, or anything not text). */
const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

/** An instant column as a Date (SQLite: milliseconds, maybe as text; PostgreSQL: a Date), or null. */
function instant(value: unknown): Date | null {
  if (value instanceof Date) return value;
  if (typeof value === 'number') return new Date(value);
  if (typeof value !== 'string' || value === '') return null;
  const date = new Date(/^\d+$/.test(value) ? Number(value) : value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * The placements' groups, totals and durations (exported for the unit test): each row's month in the reader's zone,
 * its recruiter (their account, else the name stored), client and source; every month of the period listed, empty ones
 * as 0; the other groups by placements, most first.
 */
export function placementFigures(rows: readonly Row[], period: Pick<ReportPeriod, 'from' | 'to' | 'timeZone'>) {
  const groups = {
    month: new Map<string, PlacementGroup>(),
    recruiter: new Map(),
    client: new Map(),
    source: new Map(),
  } as Record<'month' | 'recruiter' | 'client' | 'source', Map<string, PlacementGroup>>;
  for (const key of monthKeysBetween(period.from, period.to)) {
    groups.month.set(key, { key, label: monthLabel(key), placements: 0, fees: [] });
  }
  // A label is made once per group (a month's name builds an Intl format: never once per placement).
  const add = (
    group: keyof typeof groups,
    key: string,
    label: () => string,
    fee: { currency: string; amount: number } | null,
  ) => {
    let entry = groups[group].get(key);
    if (!entry) {
      entry = { key, label: label(), placements: 0, fees: [] };
      groups[group].set(key, entry);
    }
    entry.placements += 1;
    if (fee) addFee(entry.fees, fee.currency, fee.amount);
  };
  const totals = { placements: 0, fees: [] as FeeTotal[] };
  const fill: number[] = [];
  const hire: number[] = [];
  for (const row of rows) {
    const placedAt = instant(row.placedAt);
    if (!placedAt) continue;
    const amount = row.feeAmount == null ? null : Number(row.feeAmount);
    const fee = amount != null && Number.isFinite(amount) ? { currency: text(row.feeCurrency), amount } : null;
    const month = monthKeyIn(placedAt, period.timeZone);
    add('month', month, () => monthLabel(month), fee);
    const recruiter = text(row.recruiterName) || 'No recruiter';
    add(
      'recruiter',
      row.recruiterId != null ? `user-${text(row.recruiterId)}` : `name-${recruiter}`,
      () => recruiter,
      fee,
    );
    add('client', text(row.clientKey) || 'none', () => text(row.clientName) || 'No client', fee);
    const source = text(row.source);
    add('source', source || 'unknown', () => (source ? applicationSourceLabel(source) : 'Not recorded'), fee);
    totals.placements += 1;
    if (fee) addFee(totals.fees, fee.currency, fee.amount);
    const opened = instant(row.jobOpenedAt);
    if (opened) fill.push(daysBetween(opened, placedAt));
    const applied = instant(row.appliedAt);
    if (applied) hire.push(daysBetween(applied, placedAt));
  }
  const ranked = (group: Map<string, PlacementGroup>) =>
    [...group.values()].sort((a, b) => b.placements - a.placements || a.label.localeCompare(b.label));
  return {
    byMonth: [...groups.month.values()].sort((a, b) => a.key.localeCompare(b.key)),
    byRecruiter: ranked(groups.recruiter),
    byClient: ranked(groups.client),
    bySource: ranked(groups.source),
    totals,
    timeToFill: durationFigure(fill),
    timeToHire: durationFigure(hire),
  };
}

/** The funnel's counts and ratios from its one row (counts may come back as text). */
function funnelFigures(row: Row | undefined): PlacementReport['funnel'] {
  const number = (value: unknown) => Number(value ?? 0) || 0;
  const submissions = number(row?.submissions);
  const interviewed = number(row?.interviewed);
  const offered = number(row?.offered);
  const placed = number(row?.placed);
  return {
    submissions,
    interviewed,
    offered,
    placed,
    interviewRatio: ratio(interviewed, submissions),
    offerRatio: ratio(offered, interviewed),
    placementRatio: ratio(placed, offered),
    overallRatio: ratio(placed, submissions),
  };
}

/**
 * The offers' counts by status and the acceptance: accepted ÷ (accepted + declined); `made` counts every offer, those
 * expired or closed by their submission's end included.
 */
function offerFigures(rows: readonly Row[]): PlacementReport['offers'] {
  const count = (status: string) => Number(rows.find((row) => row.status === status)?.count ?? 0);
  const accepted = count('accepted');
  const declined = count('declined');
  const open = count('open');
  return {
    made: rows.reduce((sum, row) => sum + Number(row.count ?? 0), 0),
    accepted,
    declined,
    open,
    acceptance: ratio(accepted, accepted + declined),
  };
}
