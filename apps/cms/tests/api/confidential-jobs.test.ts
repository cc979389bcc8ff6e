import { SITE_NAME } from '@agency/contract';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  createApplication,
  createJob,
  expectError,
  loginAsAdmin,
  unique,
  uniqueAddress,
  type ApiResponse,
} from './helpers';
import { openMailbox, recipients, type Mailbox } from './mailbox';

/**
 * Confidential jobs (docs/024-employers.md "Confidential jobs") against the real CMS, as an attacker: staff save a job
 * of a client as confidential, then a visitor tries every door of the content API (the list, the job page's slug
 * lookup, filters and sorts on the company, populating the client, the board's search and its "did you mean", the
 * sitemap, a single read by documentId) and the e-mails a visitor gets (the applicant's confirmation, a job alert's
 * digest): the client's name is in none of them. Staff still read it.
 */

const SITE = 'http://localhost:3000';
let admin: string;
let mailbox: Mailbox;

/** A word of letters only that no other job has (the keyword index keeps it whole). */
const word = () =>
  `${unique('')
    .replace(/[^a-f]/g, '')
    .slice(0, 4)}${Math.random()
    .toString(36)
    .replace(/[^a-z]/g, '')}`.slice(0, 10);

/** The client's distinctive word (in its name only) and its name. */
const clientWord = `Quorvath${word()}`;
const CLIENT = `Meridian Bank ${clientWord}`;

/** The job's own word, in its title: what a visitor searches to find it. */
const titleWord = `Ledgerkeep${word()}`;

/** Asserts that an answer nowhere holds the client's name, nor its distinctive word in any case. */
function expectNoClient(response: ApiResponse | ParsedMail | string, door: string): void {
  const text =
    typeof response === 'string'
      ? response
      : 'bytes' in response
        ? response.bytes.toString('utf8')
        : `${response.subject ?? ''}\n${response.text ?? ''}\n${String(response.html)}`;
  expect(text.toLowerCase(), door).not.toContain(clientWord.toLowerCase());
}

const asVisitor = (path: string) => api('GET', path);

/** A search's answer without the search it echoes (the visitor's own `q`). */
const searchAnswer = (response: ApiResponse) =>
  JSON.stringify({ data: response.body.data, meta: { ...response.body.meta, search: undefined } });
const today = new Date().toISOString().slice(0, 10);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let job: { documentId: string; slug: string; title: string };

beforeAll(async () => {
  admin = await loginAsAdmin();
  mailbox = await openMailbox();
});

afterAll(async () => {
  await mailbox.close();
});

describe('a confidential job, as staff save it', () => {
  it('keeps the client for staff, and gets a slug that does not name the client even when one was typed', async () => {
    const created = await api('POST', '/jobs', {
      token: admin,
      json: {
        data: {
          title: `Accounts Payable Lead ${titleWord}`,
          slug: `accounts-payable-lead-${CLIENT}`,
          description: '<p>Run supplier payments for a large bank.</p>',
          company: CLIENT,
          country: 'AE',
          city: 'Dubai',
          posted: today,
          status: 'open',
          confidential: true,
        },
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    job = created.body.data;
    expect(created.body.data).toMatchObject({ company: CLIENT, confidential: true });
    expect(job.slug).toBe(`accounts-payable-lead-${titleWord.toLowerCase()}`);

    const staffRead = await api('GET', `/jobs/${job.documentId}?populate[client][fields][0]=name`, { token: admin });
    expect(staffRead.status).toBe(200);
    expect(staffRead.body.data).toMatchObject({ company: CLIENT, confidential: true, client: { name: CLIENT } });
    const staffFilter = await api('GET', `/jobs?filters[company][$eq]=${encodeURIComponent(CLIENT)}`, {
      token: admin,
    });
    expect(staffFilter.body.data.map((found: { documentId: string }) => found.documentId)).toEqual([job.documentId]);
  });

  it('is refused (400 on the field) when a text visitors read names the client', async () => {
    const refused = await api('PUT', `/jobs/${job.documentId}`, {
      token: admin,
      json: { data: { title: `Payables Lead at ${CLIENT.toUpperCase()}` } },
    });
    expectError(refused, 400);
    expect(refused.body.error.details.errors).toEqual([
      { path: ['title'], message: expect.stringContaining('confidential'), name: 'ValidationError' },
    ]);
    const description = await createJobRefused({
      description: `<p>Join <strong>${CLIENT}</strong>'s payments team.</p>`,
    });
    expect(description.map((error: { path: string[] }) => error.path)).toEqual([['description']]);
  });
});

/** Creates a confidential job of the client with `data` and asserts the 400. @returns its field errors. */
async function createJobRefused(data: Record<string, unknown>) {
  const response = await api('POST', '/jobs', {
    token: admin,
    json: { data: { title: unique('Payables'), company: CLIENT, country: 'AE', confidential: true, ...data } },
  });
  expectError(response, 400);
  return response.body.error.details.errors;
}

describe('a visitor', () => {
  it('reads the agency as its company on the job page and in every list, and never its client', async () => {
    const page = await asVisitor(`/jobs?filters[slug][$eq]=${job.slug}&populate=*`);
    expect(page.status).toBe(200);
    expect(page.body.data).toHaveLength(1);
    expect(page.body.data[0]).toMatchObject({ documentId: job.documentId, company: SITE_NAME, confidential: true });
    expect(page.body.data[0]).not.toHaveProperty('client');
    expectNoClient(page, 'the job page');

    // Every page of the public list, newest first: the job is on one of them, with the agency's name.
    let found = false;
    for (let number = 1; ; number += 1) {
      const list = await asVisitor(
        `/jobs?populate=*&sort[0]=posted:desc&pagination[page]=${number}&pagination[pageSize]=100`,
      );
      expect(list.status).toBe(200);
      expectNoClient(list, `the list, page ${number}`);
      found ||= list.body.data.some((entry: { documentId: string }) => entry.documentId === job.documentId);
      if (number >= list.body.meta.pagination.pageCount) break;
    }
    expect(found).toBe(true);
  });

  it('cannot populate the client, filter or sort on the company, nor read the job by its documentId', async () => {
    for (const populate of ['populate=client', 'populate[client]=true', 'populate[client][populate]=*']) {
      const response = await asVisitor(`/jobs?filters[slug][$eq]=${job.slug}&${populate}`);
      expectNoClient(response, populate);
      if (response.status === 200) expect(response.body.data[0]).not.toHaveProperty('client');
    }
    const name = encodeURIComponent(CLIENT);
    const doors = [
      `/jobs?filters[company][$eq]=${name}`,
      `/jobs?filters[company][$containsi]=${encodeURIComponent(clientWord.toLowerCase())}`,
      `/jobs?filters[company][$startsWith]=Meridian`,
      `/jobs?filters[$or][0][company][$eq]=${name}&filters[$or][1][slug][$eq]=${job.slug}`,
      `/jobs?filters[client][name][$eq]=${name}`,
      `/jobs?filters[slug][$eq]=${job.slug}&sort=company:asc`,
      `/jobs/${job.documentId}`,
      `/jobs/${job.documentId}?populate=*`,
    ];
    for (const door of doors) {
      const response = await asVisitor(door);
      expectNoClient(response, door);
      expect(response.status, door).toBeGreaterThanOrEqual(400);
    }
  });

  it('does not find the job by its client’s name in the board’s search, nor is offered the name as a suggestion', async () => {
    for (const q of [clientWord, CLIENT, `"${CLIENT}"`, clientWord.slice(0, -1)]) {
      const response = await asVisitor(`/jobs/search?q=${encodeURIComponent(q)}`);
      expect(response.status, q).toBe(200);
      expectNoClient(searchAnswer(response), `search ${q}`);
      expect(response.body.data.map((entry: { documentId: string }) => entry.documentId)).not.toContain(job.documentId);
      expect(response.body.meta.suggestion, q).toBeNull();
    }
    const byTitle = await asVisitor(`/jobs/search?q=${titleWord}`);
    expect(byTitle.body.data).toEqual([expect.objectContaining({ documentId: job.documentId, company: SITE_NAME })]);
    expectNoClient(byTitle, 'search by title');
  });

  it('reads no client name in the sitemap', async () => {
    const summary = await asVisitor('/sitemap');
    expect(summary.status).toBe(200);
    for (
      let page = 1;
      page <= Math.max(1, Math.ceil(summary.body.data.jobs.total / summary.body.data.pageSize));
      page++
    ) {
      const entries = await asVisitor(`/sitemap/jobs/${page}`);
      expect(entries.status).toBe(200);
      expectNoClient(entries, 'the sitemap');
      if (page === 1) expect(JSON.stringify(entries.body)).toContain(job.slug);
    }
  });

  it('is told the agency in the application’s confirmation; staff’s alert names the client', async () => {
    const email = uniqueAddress('applicant');
    await createApplication(job.documentId, { email });
    const confirmation = await mailbox.waitFor((message) => recipients(message).includes(email));
    expect(confirmation.text).toContain(`${job.title} at ${SITE_NAME}`);
    expectNoClient(confirmation, 'the applicant’s confirmation');
    const alert = await mailbox.waitFor(
      (message) => (message.subject ?? '').startsWith('New application') && (message.text ?? '').includes(email),
    );
    expect(alert.text).toContain(CLIENT);
  });

  it('is sent a job alert digest that names the agency', async () => {
    const email = uniqueAddress('alert');
    const alertWord = `Alertkeep${word()}`;
    const subscribed = await api('POST', '/job-alerts', { json: { data: { email, search: { q: alertWord } } } });
    expect(subscribed.status).toBe(202);
    const confirmation = await mailbox.waitFor((message) => recipients(message).includes(email));
    const token = new RegExp(`${SITE}/alerts/confirm\\?token=([A-Za-z0-9_-]{43})`).exec(confirmation.text ?? '')![1];
    expect((await api('POST', '/job-alerts/confirm', { json: { token } })).status).toBe(200);
    await sleep(50);
    const opened = await createJob({
      title: `Payments Analyst ${alertWord}`,
      company: CLIENT,
      confidential: true,
      description: '<p>Reconcile payments.</p>',
    });
    const digest = await mailbox.waitFor(
      (message) => recipients(message).includes(email) && (message.text ?? '').includes(opened.title as string),
      20_000,
    );
    expect(digest.text).toContain(SITE_NAME);
    expect(digest.text).toContain(`${SITE}/jobs/${opened.slug}`);
    expectNoClient(digest, 'the job alert digest');
    await api('POST', '/job-alerts/unsubscribe', { json: { token } });
  });
});

describe('a public job made confidential', () => {
  it('loses its company everywhere at once: a new slug, the old one finds nothing, the search no longer finds the client', async () => {
    const before = await createJob({ title: `Treasury Analyst ${titleWord}b`, company: CLIENT, slug: '' });
    const oldSlug = `treasury-analyst-${titleWord.toLowerCase()}b-${CLIENT.toLowerCase().replace(/ /g, '-')}`;
    const slugged = await api('PUT', `/jobs/${before.documentId}`, { token: admin, json: { data: { slug: oldSlug } } });
    expect(slugged.status, JSON.stringify(slugged.body)).toBe(200);
    const found = await asVisitor(`/jobs/search?q=${clientWord}`);
    expect(found.body.data.map((entry: { documentId: string }) => entry.documentId)).toContain(before.documentId);

    const changed = await api('PUT', `/jobs/${before.documentId}`, {
      token: admin,
      json: { data: { confidential: true, slug: oldSlug } },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.data).toMatchObject({ company: CLIENT, confidential: true });
    const newSlug = changed.body.data.slug as string;
    expect(newSlug).toBe(`treasury-analyst-${titleWord.toLowerCase()}b`);

    const old = await asVisitor(`/jobs?filters[slug][$eq]=${oldSlug}&populate=*`);
    expect([old.status, old.body.data]).toEqual([200, []]);
    const page = await asVisitor(`/jobs?filters[slug][$eq]=${newSlug}&populate=*`);
    expect(page.body.data[0]).toMatchObject({ company: SITE_NAME });
    expectNoClient(page, 'the new page');
    const search = await asVisitor(`/jobs/search?q=${clientWord}`);
    expect(search.body.data.map((entry: { documentId: string }) => entry.documentId)).not.toContain(before.documentId);
    expectNoClient(searchAnswer(search), 'the search after the change');
  });
});
