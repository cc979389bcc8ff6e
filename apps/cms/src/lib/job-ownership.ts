import {
  JOB_OWNER_ONLY_MESSAGE,
  JOB_OWNER_ROLES,
  OWNER_FILTER_MINE,
  OWNER_FILTER_NONE,
  parseOwnerFilter,
  roleMay,
  staffDisplayName,
} from '@agency/contract';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { staffRoleOf, type UserWithRole } from './roles';

/**
 * Job ownership (docs/022-the-team.md "Ownership, routing and time zones"): every job may have an owner, a Recruiter or
 * an Admin (the job's private `owner` relation, never in an API answer by itself); its creator by default. A staff
 * member with `jobs` but not `jobs.any` (a Recruiter) changes, deletes and hands over only the jobs they own; one with
 * `jobs.any` (an Admin) any job. Staff answers carry the owner as `{ id, name, active }`, added by the job controller.
 */

const JOB_UID = 'api::job.job';
const USER_UID = 'plugin::users-permissions.user';

/** A job's owner as staff see it: the user id, their display name, and false when they were deactivated. */
export interface JobOwner {
  id: number;
  name: string;
  active: boolean;
}

/** A signed-in user as users-permissions hands it over (`ctx.state.user`, role populated). */
export type SignedInUser = UserWithRole & { id: number; username?: string };

interface UserRow {
  id: number;
  username?: string | null;
  fullName?: string | null;
  blocked?: boolean | null;
  role?: { type?: string } | null;
}

const ownerOf = (user: UserRow): JobOwner => ({ id: user.id, name: staffDisplayName(user), active: !user.blocked });

/** The row id and owner id (null: none) of the job `documentId`, or null when there is no such job. */
export async function jobOwnerId(
  strapi: Core.Strapi,
  documentId: string,
): Promise<{ id: number; ownerId: number | null } | null> {
  const job = (await strapi.db.query(JOB_UID).findOne({
    where: { documentId },
    select: ['id'],
    populate: { owner: { select: ['id'] } },
  })) as { id: number; owner?: { id: number } | null } | null;
  return job ? { id: job.id, ownerId: job.owner?.id ?? null } : null;
}

/**
 * Whether `user` may change (edit, delete, hand over) a job owned by `ownerId` (null: no owner): with `jobs.any`
 * always; with `jobs` only their own jobs (a job without an owner waits for an Admin to give it one).
 */
export function mayChangeJob(user: SignedInUser | undefined, ownerId: number | null): boolean {
  const ownJobsOf = ownJobsOnly(user);
  if (ownJobsOf === null) return true;
  return roleMay(staffRoleOf(user), 'jobs') && ownerId !== null && ownerId === ownJobsOf;
}

/**
 * The same rule for lists of what hangs off jobs (the desk's Needs attention): null when `user` sees every job's
 * (`jobs.any`, an Admin), else the user id whose jobs alone they see (a Recruiter: the jobs they own; a job without an
 * owner is an Admin's). -1 for no user, which owns nothing.
 */
export function ownJobsOnly(user: SignedInUser | undefined): number | null {
  return roleMay(staffRoleOf(user), 'jobs.any') ? null : (user?.id ?? -1);
}

/** @throws ForbiddenError (403) unless `mayChangeJob`. */
export function assertMayChangeJob(user: SignedInUser | undefined, ownerId: number | null): void {
  if (!mayChangeJob(user, ownerId)) {
    throw new errors.ForbiddenError(JOB_OWNER_ONLY_MESSAGE);
  }
}

/** The staff who may own a job now: active users whose role is one of the contract's `JOB_OWNER_ROLES`, by name. */
export async function assignableOwners(strapi: Core.Strapi): Promise<Array<{ id: number; name: string }>> {
  const users = (await strapi.db.query(USER_UID).findMany({
    where: { blocked: { $not: true }, role: { type: { $in: [...JOB_OWNER_ROLES] } } },
    select: ['id', 'username', 'fullName'],
  })) as UserRow[];
  return users
    .map((user) => ({ id: user.id, name: staffDisplayName(user) }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en') || a.id - b.id);
}

/**
 * The user id a request names as a job's new owner (`data.owner`: a user id, as a number or a string of digits).
 * @throws ValidationError (400) unless it names an active Recruiter or Admin.
 */
export async function checkedOwnerId(strapi: Core.Strapi, value: unknown): Promise<number> {
  const id = typeof value === 'number' || typeof value === 'string' ? parseOwnerFilter(value) : null;
  const user =
    typeof id === 'number'
      ? ((await strapi.db.query(USER_UID).findOne({
          where: { id },
          select: ['id', 'blocked'],
          populate: { role: { select: ['type'] } },
        })) as UserRow | null)
      : null;
  if (!user || user.blocked || !JOB_OWNER_ROLES.some((role) => role === user.role?.type)) {
    throw new errors.ValidationError('A job’s owner must be an active Recruiter or Admin.', {
      errors: [{ path: ['owner'], message: 'owner must be an active Recruiter or Admin', name: 'ValidationError' }],
    });
  }
  return user.id;
}

/** The owners of the jobs `documentIds`, by documentId (a job without an owner is absent). */
export async function ownersOfJobs(
  strapi: Core.Strapi,
  documentIds: readonly string[],
): Promise<Map<string, JobOwner>> {
  if (documentIds.length === 0) return new Map();
  const jobs = (await strapi.db.query(JOB_UID).findMany({
    where: { documentId: { $in: [...new Set(documentIds)] } },
    select: ['documentId'],
    populate: { owner: { select: ['id', 'username', 'fullName', 'blocked'] } },
  })) as Array<{ documentId: string; owner?: UserRow | null }>;
  return new Map(jobs.flatMap((job) => (job.owner ? [[job.documentId, ownerOf(job.owner)] as const] : [])));
}

/**
 * The query-engine filter on jobs that an `owner=` query parameter asks for (`mine`: the signed-in user's jobs;
 * `none`: jobs without an owner; a user id), or undefined when there is none.
 * @throws ValidationError (400) for any other value.
 */
export function ownerFilterOf(value: unknown, user: SignedInUser | undefined): Record<string, unknown> | undefined {
  const filter = parseOwnerFilter(value);
  if (filter === undefined) return undefined;
  if (filter === null) {
    throw new errors.ValidationError(`owner must be "${OWNER_FILTER_MINE}", "${OWNER_FILTER_NONE}" or a user id.`);
  }
  if (filter === OWNER_FILTER_NONE) return { owner: { id: { $null: true } } };
  return { owner: { id: filter === OWNER_FILTER_MINE ? (user?.id ?? -1) : filter } };
}
