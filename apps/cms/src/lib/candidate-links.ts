import { createHash, randomBytes } from 'crypto';
import type { Core } from '@strapi/strapi';

/**
 * The links of the candidates' own pages (docs/025-placements.md "The candidate's page"), the parts the application's
 * creation and deletion need (the page's rules are src/api/application-link/services/application-link.ts). A token is
 * 32 random bytes, base64url (43 characters); only its SHA-256 (hex) is stored, in `api::application-link.application-link`.
 */

export const CANDIDATE_LINK_UID = 'api::application-link.application-link';

/** What is stored of a token: its SHA-256, hex (a copy of the database opens no page). */
export const candidateTokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

/** The time zone the candidate last chose on a page of the application `applicationId`, or null (none yet). */
export async function candidateTimeZoneOf(strapi: Core.Strapi, applicationId: number): Promise<string | null> {
  const row = (await strapi.db.query(CANDIDATE_LINK_UID).findOne({
    where: { application: { id: applicationId }, timeZone: { $notNull: true } },
    select: ['timeZone'],
    orderBy: [{ updatedAt: 'desc' }, { id: 'desc' }],
  })) as { timeZone: string | null } | null;
  return row?.timeZone ?? null;
}

/**
 * Makes a new link to the page of the application `applicationId` and returns its token (shown once: only its hash is
 * stored), keeping the time zone the candidate chose. Older links keep working until staff revoke them. Call it inside
 * the transaction that e-mails the token (the application's creation, a link sent again).
 */
export async function createCandidateLink(strapi: Core.Strapi, applicationId: number, now = new Date()) {
  const token = randomBytes(32).toString('base64url');
  await strapi.db.query(CANDIDATE_LINK_UID).create({
    select: ['id'],
    data: {
      application: applicationId,
      tokenHash: candidateTokenHash(token),
      revokedAt: null,
      timeZone: await candidateTimeZoneOf(strapi, applicationId),
      createdAt: now,
      updatedAt: now,
      publishedAt: now,
    },
  });
  return token;
}

/**
 * Deletes every link of the application `applicationId`, inside the caller's transaction (the application's deletion by
 * staff, the personal-data erasure and the retention task). @returns how many.
 */
export async function removeCandidateLinksOf(strapi: Core.Strapi, applicationId: number): Promise<number> {
  const rows = (await strapi.db.query(CANDIDATE_LINK_UID).findMany({
    where: { application: { id: applicationId } },
    select: ['id'],
  })) as Array<{ id: number }>;
  if (rows.length > 0) {
    await strapi.db.query(CANDIDATE_LINK_UID).deleteMany({ where: { id: { $in: rows.map((row) => row.id) } } });
  }
  return rows.length;
}
