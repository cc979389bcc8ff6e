import { myDataRequestSchema, type CandidateLegalBasis, type MyDataGone, type MyDataHeld } from '@agency/contract';
import type { Core } from '@strapi/strapi';
import { service as serviceOf } from '../../services';
import { parseOrThrow } from '../../../lib/validation';
import { tagsOf } from './candidate';
import { readMyDataToken, unusableLink } from './intake';

const UID = 'api::candidate.candidate';
const APPLICATION_UID = 'api::job-application.job-application';

/** Who the audit names when a person erases their own data through the link (never their address). */
export const DATA_SUBJECT_ACTOR = 'data-subject-link';

/**
 * The person's own page of a staff-added candidate (docs/023-talent-pool.md "Added by staff"), public behind the signed
 * link of the Art. 14 notice: what is held, the personal-data ZIP, and the erasure. The ZIP and the erasure are the
 * personal-data tools' (api::personal-data), by the candidate's address: one erasure for staff and for the person.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  lookup: (token: unknown, now?: Date) => lookupMyData(strapi, token, now),
  exportZip: (body: unknown, now?: Date) => exportMyData(strapi, body, now),
  erase: (body: unknown, now?: Date) => eraseMyData(strapi, body, now),
});

/** The candidate row of a genuine link, or null when they are gone. @throws NotFoundError (404) for a bad link. */
async function candidateOfLink(strapi: Core.Strapi, token: unknown, now: Date) {
  const link = readMyDataToken(token, now);
  if (!link) unusableLink();
  const candidate = await strapi.db.query(UID).findOne({ where: { documentId: link.documentId } });
  return { link, candidate: candidate as Record<string, unknown> | null };
}

const iso = (value: unknown) => (value ? new Date(value as string | number).toISOString() : null);

/**
 * GET /my-data?token=: what is held about the person of a genuine link (`held`), or that it is gone (`gone`: erased
 * through the link, by staff, or by the retention task). Changes nothing (mail scanners open links).
 * @throws NotFoundError (404) for a forged, malformed or expired token.
 */
export async function lookupMyData(
  strapi: Core.Strapi,
  token: unknown,
  now = new Date(),
): Promise<MyDataHeld | MyDataGone> {
  const { link, candidate } = await candidateOfLink(strapi, token, now);
  if (!candidate) return { status: 'gone' };
  const resumes = await strapi.db.query(APPLICATION_UID).count({
    where: { candidate: { id: candidate.id }, resume: { id: { $notNull: true } } },
  });
  return {
    status: 'held',
    fullName: String(candidate.fullName),
    email: String(candidate.email),
    phone: (candidate.phone as string | null) ?? null,
    country: (candidate.country as string | null) ?? null,
    tags: tagsOf(candidate.tags),
    resumes,
    source: (candidate.addedSource as string | null) ?? null,
    legalBasis: (candidate.legalBasis as CandidateLegalBasis | null) ?? null,
    addedAt: iso(candidate.addedAt),
    linkExpiresAt: link.expires.toISOString(),
  };
}

/**
 * POST /my-data/export `{ token }`: the personal-data ZIP of the candidate's address (the staff tool's export).
 * @throws ValidationError (400) for a malformed body; NotFoundError (404) for a bad link or data that is gone.
 */
export async function exportMyData(strapi: Core.Strapi, body: unknown, now = new Date()) {
  const { token } = parseOrThrow(myDataRequestSchema, body);
  const { candidate } = await candidateOfLink(strapi, token, now);
  if (!candidate) unusableLink();
  return serviceOf(strapi, 'api::personal-data.personal-data').exportZip(String(candidate.email), now);
}

/**
 * POST /my-data/erase `{ token }`: erases everything stored about the candidate's address with the staff tool's
 * erasure (erasure log first, then every source, one audit entry naming no one). A link whose data is gone answers
 * `gone` again: erasing twice is harmless.
 * @throws ValidationError (400) for a malformed body; NotFoundError (404) for a bad link.
 */
export async function eraseMyData(strapi: Core.Strapi, body: unknown, now = new Date()): Promise<MyDataGone> {
  const { token } = parseOrThrow(myDataRequestSchema, body);
  const { candidate } = await candidateOfLink(strapi, token, now);
  if (candidate) {
    await serviceOf(strapi, 'api::personal-data.personal-data').erase(String(candidate.email), DATA_SUBJECT_ACTOR);
  }
  return { status: 'gone' };
}
