import { hkdfSync } from 'crypto';
import {
  MY_DATA_LINK_DAYS,
  candidateIntakeSchema,
  talentPoolConsentText,
  type CandidateIntake,
} from '@agency/contract';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { recordAudit } from '../../../lib/audit';
import { candidateAddedNotice, emailSettings } from '../../../lib/emails';
import { recordEmail } from '../../../lib/notifications';
import { readSignedToken, signToken } from '../../../lib/signed-token';
import { checkResume, type CheckedResume, type UploadedFile } from '../../../lib/resume-file';
import { resumeStorageFromEnv, type ResumeStorage } from '../../../lib/resume-storage';
import { enqueueResumeText } from '../../../lib/resume-text';
import { parseOrThrow, type FieldError } from '../../../lib/validation';
import { attachApplicant } from './candidate';
import { poolMonths, recordPoolConsent } from './talent-pool';

const UID = 'api::candidate.candidate';
const APPLICATION_UID = 'api::job-application.job-application';
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * "Add candidate" (docs/023-talent-pool.md "Consent and retention" → "Added by staff"): a person staff add to the pool
 * with their resume, the legal basis staff record, and the notice the person is e-mailed (GDPR Art. 14) with a signed
 * link to see or erase their data. Each method is a function of this module.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const storage = resumeStorageFromEnv(strapi.dirs.app.root);
  return {
    add: (data: Record<string, unknown>, upload: UploadedFile | undefined, actor: string, now?: Date) =>
      addCandidate({ strapi, storage }, data, upload, actor, now),
  };
};

/** A refusal because the address belongs to a candidate already: the controller answers 409 naming them. */
export class CandidateExists extends Error {
  constructor(
    readonly documentId: string,
    readonly fullName: string,
  ) {
    super('A candidate with this e-mail address exists already.');
  }
}

/**
 * The fields and resume of a staff intake, checked: the contract's `candidateIntakeSchema` (a missing legal basis is a
 * field error like any other) and, with the same answer, a missing resume; then the resume as the apply form's
 * (`checkResume`: extension, size, content).
 * @throws ValidationError (400) naming every bad field; PayloadTooLargeError (413) for a resume over 5 MB.
 */
export async function parseIntake(
  data: Record<string, unknown>,
  upload: UploadedFile | undefined,
): Promise<{ input: CandidateIntake; upload: UploadedFile; resume: CheckedResume }> {
  const missingResume: FieldError[] = upload
    ? []
    : [{ path: ['resume'], message: 'resume is required', name: 'ValidationError' }];
  const input = parseOrThrow(candidateIntakeSchema, data, missingResume);
  const resume = await checkResume(upload!);
  return { input, upload: upload!, resume };
}

/**
 * Adds a person to the pool, all or nothing: the resume file is saved first, then in one transaction the candidate
 * (refused when the address has one), the legal basis with who added them and when, the resume held by a job-less
 * record of source `sourced` (an "application" row, so that the resume storage, its text extraction, the personal-data
 * ZIP, the erasure and the retention treat it as every resume), its text queued, an audit entry (documentId only) and
 * the Art. 14 notice in the outbox. On any failure the transaction is rolled back and the file removed.
 * With the legal basis `consent` the pool consent is recorded too (docs/023-talent-pool.md "Consent and retention"),
 * so the data is kept and its renewal asked for like an applicant's who ticked the box.
 * @returns the new candidate's documentId.
 * @throws ValidationError (400), PayloadTooLargeError (413), CandidateExists (the controller's 409).
 */
export async function addCandidate(
  { strapi, storage }: { strapi: Core.Strapi; storage: ResumeStorage },
  data: Record<string, unknown>,
  upload: UploadedFile | undefined,
  actor: string,
  now = new Date(),
): Promise<{ documentId: string }> {
  const { input, resume } = await parseIntake(data, upload);
  await refuseKnownAddress(strapi, input.email);

  const storageKey = await storage.save(upload!.filepath, resume.extension);
  try {
    return await strapi.db.transaction(async () => {
      // Again inside the transaction: a request for the same address may have added them meanwhile.
      await refuseKnownAddress(strapi, input.email);
      const candidateId = await attachApplicant(
        strapi,
        { email: input.email, fullName: input.fullName, phone: input.phone ?? null, country: input.country ?? null },
        now,
      );
      // Made by this request, or by one that ran at the same time (PostgreSQL lets the second upsert wait for the
      // first and then update): only a candidate without applications and not added yet is this request's.
      const links = await strapi.db.query(APPLICATION_UID).count({ where: { candidate: { id: candidateId } } });
      const { count } = await strapi.db.query(UID).updateMany({
        where: { id: candidateId, addedAt: { $null: true } },
        data: {
          tags: input.tags,
          legalBasis: input.legalBasis,
          addedBy: actor,
          addedAt: now,
          addedSource: input.sourceNote ?? null,
          updatedAt: now,
        },
      });
      const candidate = (await strapi.db
        .query(UID)
        .findOne({ where: { id: candidateId }, select: ['documentId', 'fullName'] })) as {
        documentId: string;
        fullName: string;
      };
      if (links > 0 || count !== 1) throw new CandidateExists(candidate.documentId, candidate.fullName);
      if (input.legalBasis === 'consent') {
        await recordPoolConsent(strapi, candidateId, now, talentPoolConsentText(poolMonths()));
      }
      const stored = await strapi.db.query('application.resume').create({
        data: { name: resume.name, mime: resume.mime, size: resume.size, storageKey },
      });
      const record = await strapi.db.query(APPLICATION_UID).create({
        select: ['id', 'documentId'],
        data: {
          fullName: input.fullName,
          email: input.email,
          phone: input.phone ?? '',
          coverLetter: '',
          country: input.country ?? null,
          candidate: candidateId,
          job_status: 'Pending',
          appliedAt: now,
          consent: false,
          source: 'sourced',
          sourcedBy: actor,
          resume: { id: stored.id, __pivot: { field: 'resume', component_type: 'application.resume' } },
          createdAt: now,
          updatedAt: now,
          publishedAt: now,
        },
      });
      await enqueueResumeText(strapi, Number(record.id), now);
      const documentId = String(candidate.documentId);
      await recordAudit(strapi, { action: 'candidate-add', subjectType: UID, subjectId: documentId, actor });
      const expires = new Date(now.getTime() + MY_DATA_LINK_DAYS * DAY_MS);
      await recordEmail(
        strapi,
        candidateAddedNotice(
          {
            email: input.email,
            fullName: input.fullName,
            token: myDataToken(documentId, expires),
            linkExpiresAt: expires,
            legalBasis: input.legalBasis,
            source: input.sourceNote ?? null,
            hasPhone: Boolean(input.phone),
            hasCountry: Boolean(input.country),
            tags: input.tags.length > 0,
            poolMonths: poolMonths(),
          },
          emailSettings(process.env),
        ),
      );
      return { documentId };
    });
  } catch (error) {
    await storage.remove(storageKey).catch((removeError: unknown) => {
      strapi.log.error(`Could not remove resume ${storageKey} of a failed intake`, { err: removeError });
    });
    throw error;
  }
}

/**
 * Refuses an address that belongs to a candidate: their own, or one an application of the address was merged into
 * (docs/023-talent-pool.md "Candidates": the same person under another address).
 * @throws CandidateExists naming the candidate.
 */
async function refuseKnownAddress(strapi: Core.Strapi, email: string): Promise<void> {
  const own = await strapi.db.query(UID).findOne({ where: { email }, select: ['documentId', 'fullName'] });
  const merged = own
    ? null
    : ((await strapi.db.query(APPLICATION_UID).findOne({
        where: { email, candidate: { id: { $notNull: true } } },
        select: ['id'],
        populate: { candidate: { select: ['documentId', 'fullName'] } },
      })) as { candidate?: { documentId: string; fullName: string } | null } | null);
  const known = own ?? merged?.candidate;
  if (known) throw new CandidateExists(String(known.documentId), String(known.fullName));
}

// ---------------------------------------------------------------- the signed link

/**
 * The key the links are signed with: HKDF-SHA256 of `JWT_SECRET` (the CMS's signing secret; a rotation ends every
 * link, as it ends every session) for this one purpose.
 * @throws Error when `JWT_SECRET` is unset.
 */
function linkKey(): Buffer {
  const secret = process.env.JWT_SECRET;
  if (!secret) throw new Error('JWT_SECRET is not set: the personal-data links need it.');
  return Buffer.from(hkdfSync('sha256', secret, 'northstar-my-data', 'my-data-link', 32));
}

/**
 * The token of a candidate's "see or erase your data" link: `{ c: documentId, e: expiry ms }` signed for `my-data`
 * (lib/signed-token.ts). Nothing is stored: the signature is the proof, the expiry its end (the contract's
 * `MY_DATA_LINK_DAYS`), and once the candidate is gone the link can only say so.
 */
export function myDataToken(documentId: string, expires: Date): string {
  return signToken(linkKey, 'my-data', { c: documentId, e: expires.getTime() });
}

/** The candidate's documentId and the link's end of a genuine, unexpired token at `now`, or null. */
export function readMyDataToken(token: unknown, now = new Date()): { documentId: string; expires: Date } | null {
  const value = readSignedToken(linkKey, 'my-data', token, 300);
  if (!value || typeof value.c !== 'string' || !/^[a-z0-9]{1,64}$/.test(value.c) || typeof value.e !== 'number') {
    return null;
  }
  if (value.e <= now.getTime()) return null;
  return { documentId: value.c, expires: new Date(value.e) };
}

/** @throws NotFoundError (404): the one answer to a forged, malformed or expired link. */
export function unusableLink(): never {
  throw new errors.NotFoundError('This link does not work: it has expired or was not made by us.');
}
