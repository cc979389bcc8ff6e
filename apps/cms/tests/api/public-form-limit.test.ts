import { randomBytes } from 'crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openCmsDatabase } from './database';
import {
  applicationForm,
  cmsUrl,
  expectError,
  loginAsAdmin,
  pdfResume,
  storedApplications,
  totalOf,
  validApplication,
  type ApiResponse,
} from './helpers';

/**
 * The CMS's own limit of public creates per client (docs/017-security-audit.md): applications, enquiries and job-alert
 * subscriptions sent straight to the CMS, skipping the web app, meet `CMS_FORM_RATE_LIMIT` per client in 10 minutes
 * (the test CMS allows `formRateLimit`, setup/global-setup.ts). Beyond it: 429 with Strapi's error shape, and nothing
 * stored. The client is the visitor's address the web app forwards (`X-Forwarded-For`, believed from loopback).
 */

const database = openCmsDatabase();
let admin: string;
let job: string;

beforeAll(async () => {
  admin = await loginAsAdmin();
  const open = await fetch(`${cmsUrl()}/api/jobs?pagination[pageSize]=1`);
  job = ((await open.json()) as { data: Array<{ documentId: string }> }).data[0].documentId;
});

afterAll(async () => {
  await database.destroy();
});

/** A client address of a documentation range, unique to this run. */
const clientAddress = () => `198.51.100.${1 + (randomBytes(1)[0] % 250)}`;

/** POSTs `body` (JSON, or a multipart form) to the CMS's `path` as the visitor `client`. */
async function post(path: string, body: unknown, client: string): Promise<ApiResponse> {
  const isForm = body instanceof FormData;
  const response = await fetch(`${cmsUrl()}${path}`, {
    method: 'POST',
    headers: { 'X-Forwarded-For': client, ...(isForm ? {} : { 'Content-Type': 'application/json' }) },
    body: isForm ? body : JSON.stringify(body),
  });
  const text = await response.text();
  const isJson = (response.headers.get('content-type') ?? '').includes('json');
  return {
    status: response.status,
    headers: response.headers,
    body: isJson ? JSON.parse(text) : text,
    bytes: Buffer.from(text),
  };
}

const enquiry = (email: string) => ({
  data: { fullName: 'Rate Tester', email, service: 'executive-search', message: 'Direct to the CMS.' },
});

/** A hiring request (docs/024-employers.md) as the form at /hire sends it. */
const hiringRequest = (email: string) => ({
  data: {
    company: 'Rate Tester Ltd',
    contactName: 'Rate Tester',
    email,
    roleTitle: 'Direct hire',
    workplace: 'remote',
    applicantLocations: ['AE'],
    employmentType: 'Full-time',
    requirements: 'Direct to the CMS.',
  },
});

/** What the public creates have stored. */
async function stored() {
  const [{ count }] = await database('job_alerts').count({ count: '*' });
  return {
    contacts: await totalOf('/contacts', admin),
    hiringRequests: await totalOf('/hiring-requests', admin),
    jobAlerts: Number(count),
    ...(await storedApplications()),
  };
}

describe('public creates sent straight to the CMS', () => {
  it('are refused from one client beyond CMS_FORM_RATE_LIMIT (429, nothing stored), while other clients go on', async () => {
    const limit = inject('formRateLimit');
    const client = clientAddress();
    // Use up the client's allowance with requests the CMS refuses for their content (cheap, nothing stored): every
    // request counts, valid or not.
    for (let sent = 0; sent < limit; sent += 50) {
      const batch = Array.from({ length: Math.min(50, limit - sent) }, () =>
        post('/api/contacts', { data: {} }, client),
      );
      for (const answer of await Promise.all(batch)) expect(answer.status).toBe(400);
    }

    const before = await stored();
    const email = `limited-${randomBytes(4).toString('hex')}@example.com`;
    const refused = [
      await post('/api/contacts', enquiry(email), client),
      // Another spelling of the same route (Strapi's router ignores case and a trailing slash).
      await post('/API/Contacts/', enquiry(email), client),
      await post('/api/hiring-requests', hiringRequest(email), client),
      await post('/api/job-alerts', { data: { email, search: { q: 'rate limit' } } }, client),
      await post('/api/job-applications', applicationForm(validApplication(job, { email }), pdfResume()), client),
    ];
    for (const answer of refused) {
      expectError(answer, 429, 'Too many submissions from your connection. Please wait a few minutes and try again.');
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(await stored()).toEqual(before);

    // Another visitor is not held up by that one.
    const other = await post(
      '/api/contacts',
      enquiry(`other-${email}`),
      clientAddress().replace('198.51.100', '203.0.113'),
    );
    expect(other.status, JSON.stringify(other.body)).toBe(201);
  });
});
