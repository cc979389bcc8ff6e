import {
  languageOf,
  POOL_RENEWAL_NOTICE_DAYS,
  POOL_TOKEN_PATTERN,
  poolConsentUntil,
  poolRenewalSchema,
  talentPoolMonths,
  talentPoolRenewalText,
  type Language,
} from '@agency/contract';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { emailSettings, poolRenewalEmail } from '../../../lib/emails';
import { recordEmail } from '../../../lib/notifications';
import { parseOrThrow } from '../../../lib/validation';
import { newInvitationToken, tokenHashOf } from '../../staff-invitation/services/staff-invitation';
import { candidateTables } from './candidate';

const DAY_MS = 24 * 60 * 60 * 1000;
const APPLICATION_UID = 'api::job-application.job-application';

/**
 * The talent pool's consent (docs/023-talent-pool.md "Consent and retention"): recorded when an applicant ticks the
 * box, renewed once by the e-mailed link, and what keeps a candidate's applications past their own retention.
 * The period is `TALENT_POOL_MONTHS` read through the contract's `talentPoolMonths`, as the web app reads it.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  sendRenewalNotices: (now?: Date) => sendRenewalNotices(strapi, now),
  lookupRenewal: (token: unknown, now?: Date) => lookupRenewal(strapi, token, now),
  renew: (body: unknown, now?: Date) => renewPoolConsent(strapi, body, now),
});

/** The pool period in months, from `TALENT_POOL_MONTHS` (default 24; the contract's `talentPoolMonths`). */
export function poolMonths(): number {
  return talentPoolMonths(process.env.TALENT_POOL_MONTHS);
}

/** A stored datetime as a Date: a number of ms on SQLite (knex's better-sqlite3 binding), a Date on PostgreSQL. */
const dateOf = (value: unknown): Date | null =>
  value === null || value === undefined ? null : new Date(value as string | number | Date);

/**
 * Records the candidate's consent to the talent pool given at `now` with the words `text`, inside the caller's
 * transaction (the application's): `poolConsentAt` is now, `poolConsentUntil` now plus the pool period, or later when
 * an earlier consent runs longer (a new application never shortens it). A pending renewal link dies and the renewal
 * e-mail may go again for the new period.
 * @returns the consent's end.
 */
export async function recordPoolConsent(
  strapi: Core.Strapi,
  candidateId: number,
  now: Date,
  text: string,
  months = poolMonths(),
): Promise<Date> {
  return strapi.db.transaction(async ({ trx }) => {
    const { table, column } = candidateTables(strapi);
    const row = (await trx(table).where('id', candidateId).first(column('poolConsentUntil'))) as
      Record<string, unknown> | undefined;
    const current = dateOf(row?.[column('poolConsentUntil')]);
    const wanted = poolConsentUntil(now, months);
    const until = current && current > wanted ? current : wanted;
    await trx(table)
      .where('id', candidateId)
      .update({
        [column('poolConsentAt')]: now,
        [column('poolConsentUntil')]: until,
        [column('poolConsentText')]: text,
        [column('poolRenewalSentAt')]: null,
        [column('poolRenewalTokenHash')]: null,
        [column('updatedAt')]: now,
      });
    return until;
  });
}

/**
 * The retention task's filter (docs/023-talent-pool.md "Consent and retention"): a Strapi query-engine condition on
 * applications that holds when their candidate is not kept by a pool consent at `now` (no candidate, no consent, or a
 * consent that has ended). Applications of a candidate in the pool are kept whatever their own retention says.
 */
export function notKeptByPool(now: Date) {
  return {
    $or: [
      { candidate: { id: { $null: true } } },
      { candidate: { poolConsentUntil: { $null: true } } },
      { candidate: { poolConsentUntil: { $lte: now.toISOString() } } },
    ],
  };
}

/**
 * The language of each candidate's pool consent (docs/026-languages.md "Pages reached from e-mails"): the stored
 * `language` of the candidate's most recent application given with the pool's box ticked (`poolConsentText` set; by
 * `appliedAt`, then id). A candidate without one (a consent recorded by staff's intake) is not in the map: English.
 * One query for all of `candidateIds`.
 */
export async function poolConsentLanguages(
  strapi: Core.Strapi,
  candidateIds: readonly number[],
): Promise<Map<number, Language>> {
  const languages = new Map<number, Language>();
  if (candidateIds.length === 0) return languages;
  const { applications, link } = candidateTables(strapi);
  const model = strapi.db.metadata.get(APPLICATION_UID);
  const column = (attribute: string) =>
    `a.${(model.attributes[attribute] as { columnName?: string } | undefined)?.columnName ?? attribute}`;
  const rows: Array<{ candidate: number | string; language: string | null }> = await strapi.db
    .connection(`${link.table} as l`)
    .join(`${applications} as a`, 'a.id', `l.${link.application}`)
    .whereIn(`l.${link.candidate}`, [...candidateIds])
    .whereNotNull(column('poolConsentText'))
    .orderBy([
      { column: column('appliedAt'), order: 'desc' },
      { column: 'a.id', order: 'desc' },
    ])
    .select(`l.${link.candidate} as candidate`, `${column('language')} as language`);
  for (const row of rows) {
    const id = Number(row.candidate);
    if (!languages.has(id)) languages.set(id, languageOf(row.language));
  }
  return languages;
}

/**
 * Sends the renewal e-mail (outbox), in the language of the consent (`poolConsentLanguages`), to every candidate whose pool consent ends within `POOL_RENEWAL_NOTICE_DAYS` of
 * `now` and who was not sent one for this consent (`poolRenewalSentAt` is cleared when a consent is given or renewed):
 * a new single-use token whose SHA-256 alone is stored, with the e-mail, in one transaction per candidate, by a
 * conditional update, so that two runs at once send one e-mail. At most `batch` a run; the task runs again.
 * @returns how many e-mails were queued.
 */
export async function sendRenewalNotices(strapi: Core.Strapi, now = new Date(), batch = 200): Promise<number> {
  const { table, column } = candidateTables(strapi);
  const knex = strapi.db.connection;
  const due: Array<Record<string, unknown>> = await knex(table)
    .whereNull(column('poolRenewalSentAt'))
    .where(column('poolConsentUntil'), '>', now)
    .where(column('poolConsentUntil'), '<=', new Date(now.getTime() + POOL_RENEWAL_NOTICE_DAYS * DAY_MS))
    .limit(batch)
    .select('id', column('email'), column('fullName'), column('poolConsentUntil'));
  let sent = 0;
  const settings = emailSettings(process.env);
  const languages = await poolConsentLanguages(
    strapi,
    due.map((candidate) => Number(candidate.id)),
  );
  for (const candidate of due) {
    const token = newInvitationToken();
    const queued = await strapi.db.transaction(async ({ trx }) => {
      const claimed = await trx(table)
        .where('id', candidate.id)
        .whereNull(column('poolRenewalSentAt'))
        .update({ [column('poolRenewalSentAt')]: now, [column('poolRenewalTokenHash')]: tokenHashOf(token) });
      if (claimed !== 1) return false;
      await recordEmail(
        strapi,
        poolRenewalEmail(
          {
            email: String(candidate[column('email')]),
            fullName: String(candidate[column('fullName')]),
            token,
            until: dateOf(candidate[column('poolConsentUntil')])!,
            months: poolMonths(),
            language: languages.get(Number(candidate.id)),
          },
          settings,
        ),
      );
      return true;
    });
    if (queued) sent += 1;
  }
  return sent;
}

/** The candidate row of a live renewal token at `now`, or null (malformed, unknown, used, or the consent ended). */
async function renewalOf(strapi: Core.Strapi, token: unknown, now: Date) {
  if (typeof token !== 'string' || !POOL_TOKEN_PATTERN.test(token)) return null;
  const { table, column } = candidateTables(strapi);
  const row: Record<string, unknown> | undefined = await strapi.db
    .connection(table)
    .where(column('poolRenewalTokenHash'), tokenHashOf(token))
    .where(column('poolConsentUntil'), '>', now)
    .first('id', column('poolConsentUntil'));
  return row ? { id: Number(row.id), until: dateOf(row[column('poolConsentUntil')])! } : null;
}

/**
 * GET /talent-pool/renewal?token=: what a renewal link offers, changing nothing (mail scanners open links): the
 * consent's current end and the end a renewal now would give.
 * @throws NotFoundError (404) for a token that cannot be used.
 */
export async function lookupRenewal(strapi: Core.Strapi, token: unknown, now = new Date()) {
  const renewal = await renewalOf(strapi, token, now);
  if (!renewal) throw new errors.NotFoundError('This renewal link does not work.');
  const months = poolMonths();
  return { until: renewal.until.toISOString(), renewedUntil: poolConsentUntil(now, months).toISOString(), months };
}

/**
 * POST /talent-pool/renew `{ token }`: renews the pool consent for the pool period from `now`, once: the token's hash
 * is cleared in the same conditional update, so a second use (or two at once) finds nothing. The words agreed to are
 * the contract's `talentPoolRenewalText`.
 * @returns the consent's new end.
 * @throws ValidationError (400) for a malformed body; NotFoundError (404) for a token that cannot be used.
 */
export async function renewPoolConsent(strapi: Core.Strapi, body: unknown, now = new Date()) {
  const { token } = parseOrThrow(poolRenewalSchema, body);
  const { table, column } = candidateTables(strapi);
  const months = poolMonths();
  const until = poolConsentUntil(now, months);
  const changed = await strapi.db
    .connection(table)
    .where(column('poolRenewalTokenHash'), tokenHashOf(token))
    .where(column('poolConsentUntil'), '>', now)
    .update({
      [column('poolConsentAt')]: now,
      [column('poolConsentUntil')]: until,
      [column('poolConsentText')]: talentPoolRenewalText(months),
      [column('poolRenewalSentAt')]: null,
      [column('poolRenewalTokenHash')]: null,
      [column('updatedAt')]: now,
    });
  if (changed !== 1) throw new errors.NotFoundError('This renewal link does not work.');
  return { until: until.toISOString() };
}
