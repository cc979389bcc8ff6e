import { clientKey } from '@agency/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { SEED_JOBS } from '../../src/bootstrap/seed/jobs';
import {
  api,
  createApplication,
  createJob,
  expectError,
  loginAsAdmin,
  loginAsEditor,
  loginAsRecruiter,
  unique,
  uniqueAddress,
} from './helpers';

/**
 * Clients (docs/024-employers.md "Clients", "API") against the real CMS: a job's company links it to its client
 * (created when new; two spellings one client), the seeded jobs are linked at the start, the staff list with its counts
 * and search, a client's page, create and rename (its jobs' company follows, public pages too), and the contacts.
 */

let admin: string;

beforeAll(async () => {
  admin = await loginAsAdmin();
});

/** The client of a job as staff read it: { documentId, name } or null. */
async function clientOfJob(jobDocumentId: string): Promise<{ documentId: string; name: string } | null> {
  const response = await api(
    'GET',
    `/jobs/${jobDocumentId}?populate[client][fields][0]=documentId&populate[client][fields][1]=name`,
    { token: admin },
  );
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  const client = response.body.data.client as { documentId: string; name: string } | null;
  return client ? { documentId: client.documentId, name: client.name } : null;
}

const listClients = (query: string, token = admin) => api('GET', `/clients${query}`, { token });
const clientPage = (documentId: string, token = admin) => api('GET', `/clients/${documentId}`, { token });
const createClient = (data: unknown, token = admin) => api('POST', '/clients', { token, json: { data } });
const updateClient = (documentId: string, data: unknown, token = admin) =>
  api('PUT', `/clients/${documentId}`, { token, json: { data } });
const addContact = (client: string, data: unknown, token = admin) =>
  api('POST', `/clients/${client}/contacts`, { token, json: { data } });
const changeContact = (contact: string, data: unknown, token = admin) =>
  api('PUT', `/client-contacts/${contact}`, { token, json: { data } });
const removeContact = (contact: string, token = admin) => api('DELETE', `/client-contacts/${contact}`, { token });

/** Creates a client and asserts the 201. @returns its documentId. */
async function newClient(name: string, website?: string): Promise<string> {
  const response = await createClient({ name, ...(website === undefined ? {} : { website }) });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  expect(response.body.data).toEqual({ documentId: expect.any(String), name });
  return response.body.data.documentId as string;
}

/** Adds a contact and asserts the 201. @returns its documentId. */
async function newContact(client: string, overrides: Record<string, unknown> = {}): Promise<string> {
  const response = await addContact(client, {
    fullName: 'Layla Haddad',
    email: uniqueAddress('contact'),
    ...overrides,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  expect(response.body.data).toEqual({ documentId: expect.any(String) });
  return response.body.data.documentId as string;
}

/** The audit entries of a record, oldest first. */
async function auditOf(subjectId: string): Promise<Array<{ action: string; subjectType: string; actor: string }>> {
  const response = await api('GET', `/audit-entries?filters[subjectId][$eq]=${subjectId}&sort[0]=id:asc`, {
    token: admin,
  });
  expect(response.status).toBe(200);
  return response.body.data;
}

describe('a job’s client', () => {
  it('is the client of its company: created with the first job, the same for another spelling', async () => {
    const company = unique('Meridian Bank');
    const first = await createJob({ company });
    const client = await clientOfJob(first.documentId);
    expect(client).toEqual({ documentId: expect.any(String), name: company });

    const second = await createJob({ company: `  ${company.toUpperCase().replace(' ', '   ')} ` });
    expect(second.company).toBe(company.toUpperCase().replace(' ', '   '));
    expect(await clientOfJob(second.documentId)).toEqual(client);

    const listed = await listClients(`?q=${encodeURIComponent(company)}`);
    expect(listed.body.data).toEqual([expect.objectContaining({ documentId: client!.documentId, jobs: 2 })]);
  });

  it('is one client for jobs of a new company saved at the same time', async () => {
    const company = unique('Race Holdings');
    const jobs = await Promise.all(
      [company, company.toLowerCase(), ` ${company.toUpperCase()}`, company].map((spelling) =>
        createJob({ company: spelling }),
      ),
    );
    const clients = await Promise.all(jobs.map((job) => clientOfJob(job.documentId as string)));
    expect(new Set(clients.map((client) => client?.documentId)).size).toBe(1);
    expect(clients[0]).not.toBeNull();
    const listed = await listClients(`?q=${encodeURIComponent(company)}`);
    expect(listed.body.data).toEqual([expect.objectContaining({ jobs: 4, openJobs: 4 })]);
  });

  it('follows the company when a job is changed; an empty company leaves the job without a client', async () => {
    const draft = await createJob({ company: '', status: 'draft' });
    expect(await clientOfJob(draft.documentId)).toBeNull();

    const company = unique('Gulf Builders');
    const changed = await api('PUT', `/jobs/${draft.documentId}`, { token: admin, json: { data: { company } } });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect((await clientOfJob(draft.documentId))?.name).toBe(company);

    // A change that does not touch the company keeps the client; a client sent by hand is not taken.
    const other = await newClient(unique('Other Client'));
    const retitled = await api('PUT', `/jobs/${draft.documentId}`, {
      token: admin,
      json: { data: { title: unique('Renamed job'), client: other } },
    });
    expect(retitled.status, JSON.stringify(retitled.body)).toBe(200);
    expect((await clientOfJob(draft.documentId))?.name).toBe(company);

    const emptied = await api('PUT', `/jobs/${draft.documentId}`, { token: admin, json: { data: { company: '' } } });
    expect(emptied.status, JSON.stringify(emptied.body)).toBe(200);
    expect(await clientOfJob(draft.documentId)).toBeNull();
  });

  it('is given to the seeded demo jobs at the start (the migration of the free-text company)', async () => {
    const response = await api(
      'GET',
      `/jobs?sort[0]=id:asc&pagination[pageSize]=${SEED_JOBS.length}&populate[client][fields][0]=name`,
      { token: admin },
    );
    expect(response.status).toBe(200);
    // The oldest jobs: the seed's (stored through the document service, past the job service's linking).
    const oldest = response.body.data as Array<{ company: string | null; client: { name: string } | null }>;
    const companies = new Set(SEED_JOBS.map((job) => job.company));
    const seeded = oldest.filter((job) => job.company && companies.has(job.company));
    expect(seeded.length).toBeGreaterThan(0);
    for (const job of seeded) {
      expect(job.client, job.company!).not.toBeNull();
      expect(clientKey(job.client!.name)).toBe(clientKey(job.company!));
    }
  });

  it('is the job’s client when a hiring request is converted', async () => {
    const company = unique('Converted Employer');
    const request = await api('POST', '/hiring-requests', {
      json: {
        data: {
          company,
          contactName: 'Mariam Saleh',
          email: uniqueAddress('employer'),
          roleTitle: 'Site Engineer',
          workplace: 'onsite',
          country: 'AE',
          employmentType: 'Contract',
          requirements: 'Five years on site.',
        },
      },
    });
    expect(request.status).toBe(201);
    const converted = await api('POST', `/hiring-requests/${request.body.data.documentId as string}/convert`, {
      token: admin,
    });
    expect(converted.status, JSON.stringify(converted.body)).toBe(201);
    expect((await clientOfJob(converted.body.data.job.documentId as string))?.name).toBe(company);
  });

  it('is not shown to visitors through a job', async () => {
    const company = unique('Private Client');
    const job = await createJob({ company });
    const response = await api('GET', `/jobs?filters[slug][$eq]=${job.slug as string}&populate=*`);
    expect(response.status).toBe(200);
    expect(response.body.data).toHaveLength(1);
    expect(response.body.data[0].company).toBe(company);
    expect(response.body.data[0]).not.toHaveProperty('client');
    const client = await clientOfJob(job.documentId);
    expect(JSON.stringify(response.body)).not.toContain(client!.documentId);
    expectError(await listClients('', ''), 403);
    // A visitor who filters the jobs through the relation learns nothing: the query itself is refused.
    const probe = await api('GET', `/jobs?filters[client][name][$eq]=${encodeURIComponent(company)}`);
    expect(probe.status).toBe(400);
    expect(JSON.stringify(probe.body)).not.toContain(job.slug as string);
  });
});

describe('GET /api/clients', () => {
  it('lists the clients by name with their jobs, open jobs and contacts; searches by name in any case', async () => {
    const tag = unique('zephyr').split(' ')[1];
    const name = `Zephyr Logistics ${tag}`;
    const client = await newClient(name, 'https://zephyr.example');
    await createJob({ company: name });
    await createJob({ company: name, status: 'draft' });
    await newContact(client);
    await newContact(client, { fullName: 'Omar Khan' });
    const quiet = await newClient(`Zephyr Air ${tag}`);

    const found = await listClients(`?q=${encodeURIComponent(tag.toUpperCase())}`);
    expect(found.status, JSON.stringify(found.body)).toBe(200);
    expect(found.body).toEqual({
      data: [
        { documentId: quiet, name: `Zephyr Air ${tag}`, website: null, jobs: 0, openJobs: 0, contacts: 0 },
        { documentId: client, name, website: 'https://zephyr.example', jobs: 2, openJobs: 1, contacts: 2 },
      ],
      meta: { pagination: { page: 1, pageSize: 20, pageCount: 1, total: 2 } },
    });
    expect((await listClients(`?q=${encodeURIComponent(`logistics ${tag}`)}`)).body.data).toEqual([
      expect.objectContaining({ documentId: client }),
    ]);
    const second = await listClients(`?q=${tag}&page=2`);
    expect(second.body).toEqual({ data: [], meta: { pagination: { page: 2, pageSize: 20, pageCount: 1, total: 2 } } });

    const all = await listClients('');
    expect(all.body.data.length).toBeLessThanOrEqual(20);
    expect(all.body.meta.pagination.total).toBeGreaterThanOrEqual(2);
  });
});

describe('POST /api/clients', () => {
  it('creates a client; another of the same key is a 409 and nothing is stored', async () => {
    const name = unique('Atlas Retail');
    await newClient(name);
    expectError(await createClient({ name: `  ${name.toLowerCase()}  ` }), 409, /exists already/);
    const listed = await listClients(`?q=${encodeURIComponent(name)}`);
    expect(listed.body.meta.pagination.total).toBe(1);
  });

  it.each([
    ['no name', {}, 'name'],
    ['a blank name', { name: '   ' }, 'name'],
    ['a name over 200 characters', { name: 'x'.repeat(201) }, 'name'],
    ['a website that is not an http(s) address', { name: 'Web Test', website: 'ftp://web.example' }, 'website'],
  ])('refuses %s with a 400 naming the field', async (_label, data, field) => {
    expectError(await createClient(data), 400, `Missing or invalid fields: ${field}.`);
  });
});

describe('GET /api/clients/:documentId', () => {
  it('shows the contacts, the hiring requests of its company key and the jobs with applications and hires', async () => {
    const name = unique('Helio Health');
    const client = await newClient(name);
    const omar = await newContact(client, { fullName: 'Omar Khan', email: uniqueAddress('omar'), role: 'CFO' });
    const amal = await newContact(client, { fullName: 'Amal Noor', phone: '+971 4 123 4567' });
    const request = await api('POST', '/hiring-requests', {
      json: {
        data: {
          company: ` ${name.toUpperCase()} `,
          contactName: 'Amal Noor',
          email: uniqueAddress('amal'),
          roleTitle: 'Head Nurse',
          workplace: 'onsite',
          country: 'AE',
          employmentType: 'Full-time',
          requirements: 'A nursing licence.',
        },
      },
    });
    expect(request.status).toBe(201);
    const older = await createJob({ company: name });
    const newer = await createJob({ company: name });
    const accepted = await createApplication(older.documentId, { email: uniqueAddress('hire') });
    await createApplication(older.documentId, { email: uniqueAddress('other') });
    const move = await api('PUT', `/job-applications/${accepted}`, {
      token: admin,
      json: { data: { job_status: 'Accepted' } },
    });
    expect(move.status, JSON.stringify(move.body)).toBe(200);

    const response = await clientPage(client, await loginAsRecruiter());
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const { data } = response.body;
    expect(data).toMatchObject({ documentId: client, name, website: null });
    expect(data.contacts).toEqual([
      {
        documentId: amal,
        fullName: 'Amal Noor',
        email: expect.any(String),
        phone: '+971 4 123 4567',
        role: null,
        timeZone: null,
      },
      {
        documentId: omar,
        fullName: 'Omar Khan',
        email: expect.stringMatching(/^omar/),
        phone: null,
        role: 'CFO',
        timeZone: null,
      },
    ]);
    expect(data.hiringRequests).toEqual([
      {
        documentId: request.body.data.documentId,
        roleTitle: 'Head Nurse',
        status: 'new',
        createdAt: expect.any(String),
      },
    ]);
    expect(data.jobs).toEqual([
      {
        documentId: newer.documentId,
        title: newer.title,
        status: 'open',
        createdAt: expect.any(String),
        applications: 0,
        hires: 0,
        submissions: 0,
      },
      {
        documentId: older.documentId,
        title: older.title,
        status: 'open',
        createdAt: expect.any(String),
        applications: 2,
        hires: 1,
        submissions: 0,
      },
    ]);
    expectError(await clientPage('nosuchclient000000000000'), 404);
  });
});

describe('PUT /api/clients/:documentId', () => {
  it('renames the client and the company of its jobs, which the public job list shows, with an audit entry', async () => {
    const name = unique('Souq Express');
    const client = await newClient(name);
    const job = await createJob({ company: name });
    const other = await createJob({ company: unique('Someone Else') });
    const renamed = unique('Souq Express Group');

    const response = await updateClient(client, { name: renamed, website: 'https://souq.example' });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.data).toEqual({ documentId: client, name: renamed, website: 'https://souq.example' });

    const staffView = await api('GET', `/jobs/${job.documentId as string}`, { token: admin });
    expect(staffView.body.data.company).toBe(renamed);
    const visitorView = await api('GET', `/jobs?filters[slug][$eq]=${job.slug as string}`);
    expect(visitorView.status).toBe(200);
    expect(visitorView.body.data[0].company).toBe(renamed);
    expect((await api('GET', `/jobs/${other.documentId as string}`, { token: admin })).body.data.company).not.toBe(
      renamed,
    );
    // The job keeps its client; a job saved with the new name finds it.
    expect((await clientOfJob(job.documentId))?.documentId).toBe(client);
    const later = await createJob({ company: renamed.toLowerCase() });
    expect((await clientOfJob(later.documentId))?.documentId).toBe(client);
    expect((await clientPage(client)).body.data.website).toBe('https://souq.example');

    expect(await auditOf(client)).toEqual([
      expect.objectContaining({ action: 'client-rename', subjectType: 'api::client.client' }),
    ]);
  });

  it('refuses the name of another client with a 409, an invalid name with a 400; 404 for an unknown client', async () => {
    const taken = unique('Taken Name');
    await newClient(taken);
    const name = unique('Free Name');
    const client = await newClient(name);
    expectError(await updateClient(client, { name: taken.toUpperCase() }), 409, /exists already/);
    expectError(await updateClient(client, { name: '' }), 400, 'Missing or invalid fields: name.');
    expect((await clientPage(client)).body.data.name).toBe(name);
    // Its own name in another case is no conflict.
    expect((await updateClient(client, { name: name.toLowerCase() })).status).toBe(200);
    expectError(await updateClient('nosuchclient000000000000', { name: unique('Nobody') }), 404);
  });
});

describe('contacts', () => {
  it('are added, changed and removed, with audit entries; an e-mail of another contact is a 409', async () => {
    const client = await newClient(unique('Northwind Fintech'));
    const elsewhere = await newClient(unique('Elsewhere'));
    const email = uniqueAddress('layla');
    const contact = await newContact(client, { email: ` ${email.toUpperCase()} `, role: 'HR Director' });
    expect((await clientPage(client)).body.data.contacts).toEqual([
      { documentId: contact, fullName: 'Layla Haddad', email, phone: null, role: 'HR Director', timeZone: null },
    ]);

    // One address is one contact, across all clients; the refusal names no address (it reaches the web app's log).
    const taken = await addContact(elsewhere, { fullName: 'Layla Twin', email });
    expectError(taken, 409, /already the e-mail of a client contact/);
    expect(JSON.stringify(taken.body)).not.toContain(email);
    const second = await newContact(elsewhere);
    expectError(
      await changeContact(second, { fullName: 'Twin', email }),
      409,
      /already the e-mail of a client contact/,
    );

    const changed = await changeContact(contact, { fullName: 'Layla H. Haddad', email, phone: '+971 50 123 4567' });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.data).toEqual({
      documentId: contact,
      fullName: 'Layla H. Haddad',
      email,
      phone: '+971 50 123 4567',
      role: null,
      timeZone: null,
    });
    // A time zone (docs/025-placements.md "Interviews and calendar invitations"): kept by a change that does not send
    // it, cleared by '', refused when it is not one of Intl's zones.
    const zoned = await changeContact(contact, { fullName: 'Layla H. Haddad', email, timeZone: 'Europe/Berlin' });
    expect(zoned.body.data.timeZone).toBe('Europe/Berlin');
    expect((await changeContact(contact, { fullName: 'Layla H. Haddad', email })).body.data.timeZone).toBe(
      'Europe/Berlin',
    );
    expectError(
      await changeContact(contact, { fullName: 'Layla', email, timeZone: 'Berlin' }),
      400,
      'Missing or invalid fields: timeZone.',
    );
    expect((await changeContact(contact, { fullName: 'Layla', email, timeZone: '' })).body.data.timeZone).toBeNull();
    expectError(await changeContact(contact, { fullName: '', email }), 400, 'Missing or invalid fields: fullName.');
    expectError(await addContact(client, { fullName: 'No Address' }), 400, 'Missing or invalid fields: email.');
    expectError(await addContact(client, { fullName: 'Bad Phone', email: uniqueAddress('p'), phone: 'call' }), 400);

    const removed = await removeContact(contact);
    expect(removed.status).toBe(204);
    expect((await clientPage(client)).body.data.contacts).toEqual([]);
    expectError(await removeContact(contact), 404);
    expectError(await changeContact(contact, { fullName: 'Gone', email }), 404);
    expectError(await addContact('nosuchclient000000000000', { fullName: 'Nobody', email: uniqueAddress('n') }), 404);
    // The address is free again.
    expect((await addContact(elsewhere, { fullName: 'Layla Again', email })).status).toBe(201);

    expect((await auditOf(contact)).map((entry) => entry.action)).toEqual([
      'client-contact-add',
      'client-contact-change',
      ...Array(3).fill('client-contact-change'), // the time zone set, kept and cleared
      'client-contact-remove',
    ]);
    expect(JSON.stringify(await auditOf(contact))).not.toContain(email);
  });
});

describe('who may', () => {
  it('gives an Editor and a visitor a 403 on every clients route, and changes nothing', async () => {
    const name = unique('Guarded Client');
    const client = await newClient(name);
    const contact = await newContact(client);
    const editor = await loginAsEditor();
    // '' is a visitor (no token).
    for (const token of [editor, '']) {
      expectError(await listClients('', token), 403);
      expectError(await clientPage(client, token), 403);
      expectError(await createClient({ name: unique('Editor Client') }, token), 403);
      expectError(await updateClient(client, { name: unique('Editor Rename') }, token), 403);
      expectError(await addContact(client, { fullName: 'E', email: uniqueAddress('e') }, token), 403);
      expectError(await changeContact(contact, { fullName: 'E', email: uniqueAddress('e') }, token), 403);
      expectError(await removeContact(contact, token), 403);
    }
    const page = (await clientPage(client)).body.data;
    expect(page.name).toBe(name);
    expect(page.contacts).toHaveLength(1);
  });
});
