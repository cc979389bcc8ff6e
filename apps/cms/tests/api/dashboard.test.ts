import { beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  createApplication,
  createJob,
  loginAsAdmin,
  loginAsAuthenticatedUser,
  loginAsEditor,
  loginAsRecruiter,
  totalOf,
  unique,
  openNowQuery,
} from './helpers';

/**
 * `GET /api/dashboard/stats` (docs/000-product.md §14): four counts, as a bare object. Each count must equal the total
 * of the list it summarises, and follow the changes staff and visitors make.
 */

interface Stats {
  totalApplications: number;
  pendingApplications: number;
  activeJobs: number;
  totalArticles: number;
}

let admin: string;

beforeAll(async () => {
  admin = await loginAsAdmin();
});

/** The stats as staff see them. */
async function stats(): Promise<Stats> {
  const response = await api('GET', '/dashboard/stats', { token: admin });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as Stats;
}

/** The same four figures, read from the lists' `meta.pagination.total`. */
async function listTotals(): Promise<Stats> {
  return {
    totalApplications: await totalOf('/job-applications', admin),
    pendingApplications: await totalOf('/job-applications?filters[job_status][$eq]=Pending', admin),
    activeJobs: await totalOf(`/jobs?${openNowQuery()}`, admin),
    // Every article, drafts included: each document has a draft version.
    totalArticles: await totalOf('/articles?status=draft', admin),
  };
}

describe('GET /api/dashboard/stats', () => {
  it('sends each role only the figures of what it may use (docs/022-the-team.md)', async () => {
    const all = await stats();
    const editor = await api('GET', '/dashboard/stats', { token: await loginAsEditor() });
    expect(editor.status).toBe(200);
    expect(editor.body).toEqual({ totalArticles: all.totalArticles });
    const recruiter = await api('GET', '/dashboard/stats', { token: await loginAsRecruiter() });
    expect(recruiter.status).toBe(200);
    expect(recruiter.body).toEqual({
      totalApplications: all.totalApplications,
      pendingApplications: all.pendingApplications,
      activeJobs: all.activeJobs,
    });
  });

  it('sends an Editor neither the weekly applications nor the latest applications and enquiries', async () => {
    const token = await loginAsEditor();
    for (const path of ['/dashboard/applications-per-week', '/dashboard/recent']) {
      const response = await api('GET', path, { token });
      expect(response.status, path).toBe(403);
      expect(JSON.stringify(response.body)).not.toMatch(/fullName|count/);
    }
  });

  it('answers exactly four non-negative whole numbers, not wrapped in data', async () => {
    const response = await api('GET', '/dashboard/stats', { token: admin });
    expect(response.status).toBe(200);
    expect(Object.keys(response.body).sort()).toEqual([
      'activeJobs',
      'pendingApplications',
      'totalApplications',
      'totalArticles',
    ]);
    for (const value of Object.values(response.body))
      expect(Number.isInteger(value) && (value as number) >= 0).toBe(true);
  });

  it('matches the totals of the lists', async () => {
    expect(await stats()).toEqual(await listTotals());
  });

  it('counts open jobs as the public job board does, and every article once (the draft included)', async () => {
    const current = await stats();
    expect(current.activeJobs).toBe(await totalOf('/jobs'));
    const published = await totalOf('/articles');
    expect(published).toBe(await totalOf('/articles', admin));
    // The seed has one draft article, so there is at least one article more than the published ones.
    expect(current.totalArticles).toBeGreaterThan(published);
  });

  it('follows a new application and its first status change', async () => {
    const job = (await createJob()).documentId;
    const before = await stats();

    const application = await createApplication(job);
    expect(await stats()).toEqual({
      ...before,
      totalApplications: before.totalApplications + 1,
      pendingApplications: before.pendingApplications + 1,
    });

    const review = await api('PUT', `/job-applications/${application}`, {
      token: admin,
      json: { data: { job_status: 'Reviewed' } },
    });
    expect(review.status).toBe(200);
    expect(await stats()).toEqual({ ...before, totalApplications: before.totalApplications + 1 });
    expect(await stats()).toEqual(await listTotals());
  });

  it('follows a job being opened, closed and deleted', async () => {
    const before = await stats();
    const job = await createJob();
    expect((await stats()).activeJobs).toBe(before.activeJobs + 1);

    expect(
      (await api('PUT', `/jobs/${job.documentId}`, { token: admin, json: { data: { status: 'closed' } } })).status,
    ).toBe(200);
    expect((await stats()).activeJobs).toBe(before.activeJobs);

    expect(
      (await api('PUT', `/jobs/${job.documentId}`, { token: admin, json: { data: { status: 'open' } } })).status,
    ).toBe(200);
    expect((await stats()).activeJobs).toBe(before.activeJobs + 1);

    expect((await api('DELETE', `/jobs/${job.documentId}`, { token: admin })).status).toBe(204);
    expect(await stats()).toEqual(before);
  });

  it('counts a draft and a published article once each', async () => {
    const before = await stats();
    const draft = await api('POST', '/articles?status=draft', {
      token: admin,
      json: { data: { title: unique('Draft for stats') } },
    });
    expect(draft.status).toBe(201);
    expect((await stats()).totalArticles).toBe(before.totalArticles + 1);

    const published = await api('POST', '/articles', {
      token: admin,
      json: { data: { title: unique('Published for stats') } },
    });
    expect(published.status).toBe(201);
    expect(published.body.data.publishedAt).not.toBeNull();
    expect((await stats()).totalArticles).toBe(before.totalArticles + 2);
    expect(await stats()).toEqual(await listTotals());
  });
});

describe('GET /api/dashboard/recent', () => {
  interface Recent {
    previousVisit: string | null;
    newApplications: number;
    newEnquiries: number;
    latestApplications: Array<{ documentId: string; fullName: string; jobTitle: string | null; job_status: string }>;
    latestEnquiries: Array<{ documentId: string; fullName: string; service: string | null; status: string }>;
  }
  const recent = async (token = admin): Promise<Recent> => {
    const response = await api('GET', '/dashboard/recent', { token });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body as Recent;
  };

  it('lists the latest applications and enquiries, and counts what arrived since the previous visit', async () => {
    await recent();
    const visitedAt = Date.now();
    const job = await createJob({ title: unique('Dashboard job') });
    const fullName = unique('Layla Nasser');
    const application = await createApplication(job.documentId, { fullName });
    const enquiry = await api('POST', '/contacts', {
      json: { data: { fullName, email: 'layla@example.com', service: 'it-staffing', message: 'Hello there.' } },
    });
    expect(enquiry.status).toBe(201);

    const second = await recent();
    expect(Date.parse(second.previousVisit!)).toBeLessThanOrEqual(visitedAt);
    expect(Date.parse(second.previousVisit!)).toBeGreaterThan(visitedAt - 10_000);
    expect(second.newApplications).toBe(1);
    expect(second.newEnquiries).toBe(1);
    expect(second.latestApplications).toHaveLength(5);
    expect(second.latestApplications[0]).toMatchObject({
      documentId: application,
      fullName,
      jobTitle: job.title,
      job_status: 'Pending',
    });
    expect(second.latestEnquiries[0]).toMatchObject({
      documentId: enquiry.body.data.documentId,
      fullName,
      service: 'it-staffing',
      status: 'new',
    });

    // Seen: the next visit starts from this one.
    const third = await recent();
    expect(Date.parse(third.previousVisit!)).toBeGreaterThanOrEqual(Date.parse(second.previousVisit!));
    expect(third).toMatchObject({ newApplications: 0, newEnquiries: 0 });
  });

  it('is for staff only', async () => {
    expect((await api('GET', '/dashboard/recent')).status).toBe(403);
    expect((await api('GET', '/dashboard/recent', { token: await loginAsAuthenticatedUser() })).status).toBe(403);
  });
});
