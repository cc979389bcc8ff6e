import { randomBytes } from 'crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Connection } from '../../src/lib/database-types';
import {
  api,
  cmsUrl,
  createApplication,
  createJob,
  expectError,
  login,
  loginAsAdmin,
  unique,
  type ApiResponse,
  sharedPanelToken,
} from './helpers';
import { openCmsDatabase } from './database';
import { openMailbox, recipients, type Mailbox } from './mailbox';
import { createUser, type Credentials } from './setup/admin-panel';

/**
 * Job ownership, alert routing and staff profiles (docs/022-the-team.md "Ownership, routing and time zones") against
 * the real CMS: a job's owner (the creator by default), what a Recruiter may change (their own jobs only) and an Admin
 * (any job), the owner filters, the owner never in a visitor's answer, the new-application alert to the job's owner
 * (`STAFF_ALERT_TO` when the owner is deactivated), enquiry alerts to the staff who opted in, and the profile's checks.
 * Two Recruiters and an Editor are created here through the admin panel; a deactivation is the plugin's `blocked`,
 * set in the database as the team page would.
 */

const STAFF_ALERT_TO = 'staff-alerts@example.com';

interface Staff extends Credentials {
  id: number;
  token: string;
}

let admin: Staff;
let recruiterA: Staff;
let recruiterB: Staff;
let editor: Staff;
let database: Connection;

/** A staff member of `role` with a unique username and e-mail, signed in, with their user id. */
async function staffMember(panelToken: string, role: 'recruiter' | 'editor'): Promise<Staff> {
  const name = `${role}-${randomBytes(4).toString('hex')}`;
  const credentials = {
    username: name,
    email: `${name}@example.com`,
    password: `Pw-${randomBytes(9).toString('hex')}`,
  };
  await createUser(cmsUrl(), panelToken, credentials, role);
  const token = await login(credentials.email, credentials.password);
  const profile = await api('GET', '/staff/profile', { token });
  expect(profile.status, JSON.stringify(profile.body)).toBe(200);
  return { ...credentials, id: profile.body.data.id as number, token };
}

/** Creates a job as `staff` (an open, complete one) and asserts the 201. @returns the job as the API shows it. */
async function jobBy(staff: Staff, data: Record<string, unknown> = {}) {
  const response = await api('POST', '/jobs', {
    token: staff.token,
    json: {
      data: {
        title: unique('Owned job'),
        description: '<p>A test posting.</p>',
        company: 'Test Company',
        country: 'AE',
        ...data,
      },
    },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data;
}

const updateJob = (staff: Staff, documentId: string, data: Record<string, unknown>) =>
  api('PUT', `/jobs/${documentId}`, { token: staff.token, json: { data } });

const ownerIdOf = async (documentId: string) =>
  (await api('GET', `/jobs/${documentId}`, { token: admin.token })).body.data.owner?.id ?? null;

/** Deactivates (or reactivates) a staff member, as the team page does: the plugin's `blocked`. */
const setBlocked = (staff: Staff, blocked: boolean) => database('up_users').where({ id: staff.id }).update({ blocked });

beforeAll(async () => {
  const panelToken = sharedPanelToken();
  const adminToken = await loginAsAdmin();
  const adminProfile = await api('GET', '/staff/profile', { token: adminToken });
  admin = {
    username: 'admin',
    email: 'admin@example.com',
    password: '',
    id: adminProfile.body.data.id,
    token: adminToken,
  };
  recruiterA = await staffMember(panelToken, 'recruiter');
  recruiterB = await staffMember(panelToken, 'recruiter');
  editor = await staffMember(panelToken, 'editor');
  database = openCmsDatabase();
});

afterAll(async () => {
  await database?.destroy();
});

describe('a job’s owner', () => {
  it('is its creator by default, shown to staff as id, name and active', async () => {
    const byAdmin = await jobBy(admin);

    expect(byAdmin.owner).toEqual({ id: admin.id, name: 'admin', active: true });
    const byRecruiter = await jobBy(recruiterA);
    expect(byRecruiter.owner).toEqual({ id: recruiterA.id, name: recruiterA.username, active: true });
    expect(await ownerIdOf(byRecruiter.documentId)).toBe(recruiterA.id);
  });

  it('may be chosen at creation, and must be an active Recruiter or Admin', async () => {
    const job = await jobBy(admin, { owner: recruiterB.id });
    expect(job.owner.id).toBe(recruiterB.id);
    for (const owner of [editor.id, 999_999, 'someone', -1]) {
      const refused = await api('POST', '/jobs', {
        token: admin.token,
        json: { data: { title: unique('Refused'), status: 'draft', owner } },
      });
      expectError(refused, 400, 'A job’s owner must be an active Recruiter or Admin.');
    }
  });

  it('lets a Recruiter change and delete only the jobs they own (403 otherwise, nothing changed)', async () => {
    const others = [await jobBy(admin), await jobBy(recruiterB)];
    for (const job of others) {
      expectError(await updateJob(recruiterA, job.documentId, { title: 'Taken over' }), 403);
      expectError(await updateJob(recruiterA, job.documentId, { owner: recruiterA.id }), 403);
      expectError(await api('DELETE', `/jobs/${job.documentId}`, { token: recruiterA.token }), 403);
      const stored = await api('GET', `/jobs/${job.documentId}`, { token: admin.token });
      expect(stored.body.data.title).toBe(job.title);
      expect(stored.body.data.owner.id).toBe(job.owner.id);
    }

    const own = await jobBy(recruiterA);
    const changed = await updateJob(recruiterA, own.documentId, { title: `${own.title} (changed)` });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.data).toMatchObject({ title: `${own.title} (changed)`, owner: { id: recruiterA.id } });

    const deletable = await jobBy(recruiterA);
    expect((await api('DELETE', `/jobs/${deletable.documentId}`, { token: recruiterA.token })).status).toBe(204);
  });

  it('lets a Recruiter hand their own job to another owner, after which it is no longer theirs to change', async () => {
    const job = await jobBy(recruiterA);
    const handed = await updateJob(recruiterA, job.documentId, { owner: recruiterB.id });
    expect(handed.status, JSON.stringify(handed.body)).toBe(200);
    expect(handed.body.data.owner).toEqual({ id: recruiterB.id, name: recruiterB.username, active: true });
    expectError(await updateJob(recruiterA, job.documentId, { title: 'Mine again?' }), 403);
    expectError(await updateJob(recruiterA, job.documentId, { owner: editor.id }), 403);
    expect(await ownerIdOf(job.documentId)).toBe(recruiterB.id);

    const audit = await api(
      'GET',
      `/audit-entries?filters[subjectId][$eq]=${job.documentId}&filters[action][$eq]=job.owner`,
      { token: admin.token },
    );
    expect(audit.body.data).toEqual([
      expect.objectContaining({ actor: recruiterA.username, details: { from: recruiterA.id, to: recruiterB.id } }),
    ]);
  });

  it('lets an Admin change any job and its owner; a refused owner changes nothing', async () => {
    const job = await jobBy(recruiterA);
    const changed = await updateJob(admin, job.documentId, { title: `${job.title} (Admin)`, owner: recruiterB.id });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.data).toMatchObject({ title: `${job.title} (Admin)`, owner: { id: recruiterB.id } });
    expectError(await updateJob(admin, job.documentId, { title: 'No', owner: editor.id }), 400);
    expect((await api('GET', `/jobs/${job.documentId}`, { token: admin.token })).body.data).toMatchObject({
      title: `${job.title} (Admin)`,
      owner: { id: recruiterB.id },
    });
  });

  it('is refused to an Editor and to a visitor altogether', async () => {
    const job = await jobBy(admin);
    expectError(await updateJob(editor, job.documentId, { title: 'Edited' }), 403);
    expectError(await api('POST', '/jobs', { token: editor.token, json: { data: { title: 'By an editor' } } }), 403);
    expect((await api('PUT', `/jobs/${job.documentId}`, { json: { data: { title: 'Anon' } } })).status).toBe(403);
  });
});

describe('the owner filters', () => {
  it('lists "my jobs", a given owner’s jobs, and the applications to them', async () => {
    const mine = await jobBy(recruiterA);
    const theirs = await jobBy(recruiterB);
    const titles = (response: ApiResponse) => response.body.data.map((job: { title: string }) => job.title);

    const myJobs = await api('GET', '/jobs?owner=mine&pagination[pageSize]=100', { token: recruiterA.token });
    expect(myJobs.status, JSON.stringify(myJobs.body)).toBe(200);
    expect(titles(myJobs)).toContain(mine.title);
    expect(titles(myJobs)).not.toContain(theirs.title);
    expect(myJobs.body.data.every((job: { owner: { id: number } }) => job.owner.id === recruiterA.id)).toBe(true);

    const byB = await api(
      'GET',
      `/jobs?owner=${recruiterB.id}&filters[title][$eq]=${encodeURIComponent(theirs.title)}`,
      {
        token: admin.token,
      },
    );
    expect(titles(byB)).toEqual([theirs.title]);
    const none = await api('GET', '/jobs?owner=none&pagination[pageSize]=100', { token: admin.token });
    expect(none.status).toBe(200);
    expect(none.body.data.every((job: { owner: unknown }) => job.owner === null)).toBe(true);
    expectError(await api('GET', '/jobs?owner=everybody', { token: admin.token }), 400);

    const toMine = await createApplication(mine.documentId);
    const toTheirs = await createApplication(theirs.documentId);
    const documentIds = (response: ApiResponse) =>
      response.body.data.map((application: { documentId: string }) => application.documentId);
    const applicationsOfA = await api('GET', `/job-applications?owner=${recruiterA.id}&pagination[pageSize]=100`, {
      token: admin.token,
    });
    expect(applicationsOfA.status, JSON.stringify(applicationsOfA.body)).toBe(200);
    expect(documentIds(applicationsOfA)).toContain(toMine);
    expect(documentIds(applicationsOfA)).not.toContain(toTheirs);
    const adminsOwn = await api('GET', '/job-applications?owner=mine&filters[job_status][$eq]=Pending', {
      token: admin.token,
    });
    expect(documentIds(adminsOwn)).not.toContain(toMine);
  });

  it('is not for visitors', async () => {
    expectError(await api('GET', '/jobs?owner=1'), 400);
  });
});

describe('the owner in public answers', () => {
  it('never appears in the job list, a single job lookup or the job search, whatever is asked', async () => {
    const job = await jobBy(recruiterA);
    const slug = encodeURIComponent(job.slug);
    const answers = [
      await api('GET', `/jobs?filters[slug][$eq]=${slug}&populate[category]=true&populate[author]=true`),
      await api('GET', '/jobs?pagination[pageSize]=100'),
      await api('GET', `/jobs/search?q=${encodeURIComponent(job.title)}`),
      await api('GET', '/sitemap/entries?type=jobs'),
    ];
    for (const answer of answers) {
      expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBeLessThan(500);
      expect(JSON.stringify(answer.body)).not.toMatch(/"owner"|recruiter-[0-9a-f]{8}/);
    }
    expect(JSON.stringify(answers[0].body)).toContain(job.title);
    expect(JSON.stringify(answers[2].body)).toContain(job.title);
    for (const query of ['populate=owner', 'populate[owner]=true', `filters[owner][id][$eq]=${recruiterA.id}`]) {
      const refused = await api('GET', `/jobs?${query}`);
      expect(refused.status, query).toBe(400);
    }
    const everything = await api('GET', `/jobs?filters[slug][$eq]=${slug}&populate=*`);
    expect(everything.status).toBe(200);
    expect(everything.body.data).toHaveLength(1);
    expect(everything.body.data[0]).not.toHaveProperty('owner');
  });

  it('stays out of a staff populate too: only the controller’s { id, name, active }', async () => {
    const job = await jobBy(recruiterA);
    const populated = await api('GET', `/jobs/${job.documentId}?populate=*`, { token: admin.token });
    expect(populated.status, JSON.stringify(populated.body)).toBe(200);
    expect(populated.body.data.owner).toEqual({ id: recruiterA.id, name: recruiterA.username, active: true });
  });
});

describe('alert routing', () => {
  let mailbox: Mailbox;
  beforeAll(async () => {
    mailbox = await openMailbox();
  });
  afterAll(async () => {
    await mailbox.close();
  });

  const alertsFor = (applicant: string) =>
    mailbox.messages.filter((message) => message.subject === `New application: ${applicant} for ${job.title}`);
  let job: { documentId: string; title: string };

  it('sends the new-application alert to the job’s owner only', async () => {
    job = await jobBy(recruiterA);
    const applicant = unique('Routed Applicant');
    await createApplication(job.documentId, { fullName: applicant });
    await mailbox.waitFor((message) => message.subject === `New application: ${applicant} for ${job.title}`);
    await new Promise((resolve) => setTimeout(resolve, 1500)); // any second alert would be sent by now
    expect(alertsFor(applicant).flatMap(recipients)).toEqual([recruiterA.email]);
  });

  it('sends it to STAFF_ALERT_TO when the owner is deactivated, and to the owner again once reactivated', async () => {
    await setBlocked(recruiterA, true);
    try {
      const applicant = unique('Fallback Applicant');
      await createApplication(job.documentId, { fullName: applicant });
      await mailbox.waitFor((message) => message.subject === `New application: ${applicant} for ${job.title}`);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(alertsFor(applicant).flatMap(recipients)).toEqual([STAFF_ALERT_TO]);
    } finally {
      await setBlocked(recruiterA, false);
    }
    const again = unique('Owner Again');
    await createApplication(job.documentId, { fullName: again });
    await mailbox.waitFor((message) => message.subject === `New application: ${again} for ${job.title}`);
    expect(alertsFor(again).flatMap(recipients)).toEqual([recruiterA.email]);
  });

  it('sends it to STAFF_ALERT_TO for a job without an owner', async () => {
    const unowned = await createJob();
    await database('jobs_owner_lnk').where({ job_id: unowned.id }).delete();
    expect(await ownerIdOf(unowned.documentId)).toBeNull();
    const applicant = unique('Unowned Applicant');
    await createApplication(unowned.documentId, { fullName: applicant });
    const alert = await mailbox.waitFor(
      (message) => message.subject === `New application: ${applicant} for ${unowned.title}`,
    );
    expect(recipients(alert)).toEqual([STAFF_ALERT_TO]);
  });

  it('sends enquiry alerts to the Admins and Recruiters who opted in; to STAFF_ALERT_TO when nobody did', async () => {
    const enquiry = async () => {
      const fullName = unique('Enquirer');
      const sent = await api('POST', '/contacts', {
        json: { data: { fullName, email: 'enquirer@example.com', message: 'We need two engineers.' } },
      });
      expect(sent.status, JSON.stringify(sent.body)).toBe(201);
      await mailbox.waitFor((message) => message.subject === `New enquiry from ${fullName}`);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      return mailbox.messages
        .filter((message) => message.subject === `New enquiry from ${fullName}`)
        .flatMap(recipients)
        .sort();
    };

    expect(await enquiry()).toEqual([STAFF_ALERT_TO]);

    for (const staff of [recruiterA, recruiterB]) {
      const optIn = await api('PUT', '/staff/profile', { token: staff.token, json: { data: { enquiryAlerts: true } } });
      expect(optIn.status, JSON.stringify(optIn.body)).toBe(200);
    }
    await setBlocked(recruiterB, true);
    try {
      expect(await enquiry()).toEqual([recruiterA.email]);
    } finally {
      await setBlocked(recruiterB, false);
    }
    expect(await enquiry()).toEqual([recruiterA.email, recruiterB.email].sort());

    for (const staff of [recruiterA, recruiterB]) {
      await api('PUT', '/staff/profile', { token: staff.token, json: { data: { enquiryAlerts: false } } });
    }
  });
});

describe('the staff profile', () => {
  it('answers the signed-in member’s own profile, the agency’s time zone by default', async () => {
    const profile = await api('GET', '/staff/profile', { token: editor.token });
    expect(profile.status).toBe(200);
    expect(profile.body.data).toEqual({
      id: editor.id,
      username: editor.username,
      email: editor.email,
      fullName: '',
      role: 'editor',
      timeZone: 'Asia/Dubai',
      timeZoneSet: false,
      enquiryAlerts: false,
      mayReceiveEnquiryAlerts: false,
    });
    expect((await api('GET', '/staff/profile')).status).toBe(403);
    const reader = inject('authenticatedUser');
    const notStaff = await api('GET', '/staff/profile', { token: await login(reader.email, reader.password) });
    expect(notStaff.status).toBe(403);
  });

  it('changes the name and time zone, and refuses a bad time zone, an unknown field or a long name', async () => {
    const changed = await api('PUT', '/staff/profile', {
      token: recruiterB.token,
      json: { data: { fullName: '  Rania Haddad ', timeZone: 'America/New_York' } },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.data).toMatchObject({
      fullName: 'Rania Haddad',
      timeZone: 'America/New_York',
      timeZoneSet: true,
    });

    for (const data of [
      { timeZone: 'Mars/Olympus_Mons' },
      { timeZone: '' },
      { timeZone: 42 },
      { fullName: 'x'.repeat(201) },
      { role: 'admin' },
      { email: 'someone@example.com' },
    ]) {
      expectError(await api('PUT', '/staff/profile', { token: recruiterB.token, json: { data } }), 400);
    }
    expect((await api('GET', '/staff/profile', { token: recruiterB.token })).body.data).toMatchObject({
      fullName: 'Rania Haddad',
      timeZone: 'America/New_York',
      email: recruiterB.email,
      role: 'recruiter',
    });
    const owners = await api('GET', '/staff/job-owners', { token: recruiterA.token });
    expect(owners.body.data).toContainEqual({ id: recruiterB.id, name: 'Rania Haddad' });
  });

  it('refuses enquiry alerts to a role that does not see enquiries', async () => {
    expectError(
      await api('PUT', '/staff/profile', { token: editor.token, json: { data: { enquiryAlerts: true } } }),
      400,
      'Your role does not see enquiries',
    );
  });
});

describe('GET /staff/job-owners', () => {
  it('lists the active Recruiters and Admins, ids and names only, to staff with jobs', async () => {
    await setBlocked(recruiterB, true);
    try {
      const owners = await api('GET', '/staff/job-owners', { token: recruiterA.token });
      expect(owners.status, JSON.stringify(owners.body)).toBe(200);
      const ids = owners.body.data.map((owner: { id: number }) => owner.id);
      expect(ids).toEqual(expect.arrayContaining([admin.id, recruiterA.id]));
      expect(ids).not.toContain(recruiterB.id);
      expect(ids).not.toContain(editor.id);
      for (const owner of owners.body.data) expect(Object.keys(owner).sort()).toEqual(['id', 'name']);
    } finally {
      await setBlocked(recruiterB, false);
    }
    expectError(await api('GET', '/staff/job-owners', { token: editor.token }), 403);
    expect((await api('GET', '/staff/job-owners')).status).toBe(403);
  });
});

describe('the dashboard', () => {
  it('counts the new applications to the staff member’s own jobs', async () => {
    const own = await jobBy(admin);
    const other = await jobBy(recruiterA);
    await api('GET', '/dashboard/recent', { token: admin.token });
    await createApplication(own.documentId);
    await createApplication(other.documentId);
    await createApplication(own.documentId);
    const recent = await api('GET', '/dashboard/recent', { token: admin.token });
    expect(recent.status).toBe(200);
    expect(recent.body.newApplicationsToMyJobs).toBe(2);
    expect(recent.body.newApplications).toBeGreaterThanOrEqual(3);
  });
});
