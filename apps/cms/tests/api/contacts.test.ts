import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connection } from '../../src/lib/database-types';
import { OUTBOX_TABLE } from '../../src/lib/outbox';
import { api, expectError, loginAsAdmin, totalOf, unique, uniqueAddress } from './helpers';
import { openCmsDatabase } from './database';

/** Contact enquiries (docs/000-product.md §5 "Public contact form", docs/000-product.md §14): the public create with its validation, read by staff. */

const SERVICES = [
  'recruitment-services',
  'it-staffing',
  'non-it-hiring',
  'international-hiring',
  'executive-search',
  'hr-consulting',
  'other',
];

let admin: string;
let database: Connection;

beforeAll(async () => {
  admin = await loginAsAdmin();
  database = openCmsDatabase();
});

afterAll(async () => {
  await database?.destroy();
});

/** Sends an enquiry as a visitor. */
const sendEnquiry = (data: unknown) => api('POST', '/contacts', { json: { data } });

/** A complete enquiry with a unique name, with `overrides` applied. */
const enquiry = (overrides: Record<string, unknown> = {}) => ({
  fullName: unique('Rachel Green'),
  company: 'Brightside Retail',
  email: 'rachel.green@example.com',
  phone: '+44 20 7946 0011',
  service: 'recruitment-services',
  message: 'We are opening three stores and need managers by March.',
  ...overrides,
});

/** The enquiry as staff see it. */
async function adminView(documentId: string) {
  const response = await api('GET', `/contacts/${documentId}`, { token: admin });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data;
}

describe('POST /api/contacts', () => {
  it('stores a complete enquiry, trimmed, with the e-mail lowercased: 201 with id and documentId', async () => {
    const fullName = unique('Khalid Mansour');
    const response = await sendEnquiry(
      enquiry({
        fullName: `  ${fullName} `,
        company: ' Mansour Engineering ',
        email: ' Khalid@Example.COM ',
        service: 'it-staffing',
        message: ' Two .NET developers. ',
      }),
    );
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body.data).toEqual({ id: expect.any(Number), documentId: expect.any(String) });
    expect(await adminView(response.body.data.documentId)).toMatchObject({
      fullName,
      company: 'Mansour Engineering',
      email: 'khalid@example.com',
      phone: '+44 20 7946 0011',
      service: 'it-staffing',
      message: 'Two .NET developers.',
    });
  });

  it('stores a phone typed in Arabic-Indic or Extended Arabic-Indic digits in Latin digits (issue 23)', async () => {
    for (const [typed, stored] of [
      ['+٩٧١ ٥٠ ١٢٣ ٤٥٦٧', '+971 50 123 4567'],
      ['۰۳۰۰ ۱۲۳۴۵۶۷', '0300 1234567'],
    ]) {
      const response = await sendEnquiry(enquiry({ phone: typed }));
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      expect((await adminView(response.body.data.documentId)).phone).toBe(stored);
    }
  });

  it('accepts an enquiry with only name, e-mail and message; empty optional fields stay empty', async () => {
    const response = await sendEnquiry({
      fullName: unique('Amna'),
      email: 'amna@example.com',
      message: 'Hello',
      company: '',
      phone: '',
      service: '',
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const stored = await adminView(response.body.data.documentId);
    expect(stored).toMatchObject({ email: 'amna@example.com', message: 'Hello' });
    for (const field of ['company', 'phone', 'service']) expect(stored[field] ?? null, field).toBeNull();
  });

  it.each(SERVICES)('accepts the service %s', async (service) => {
    const response = await sendEnquiry(enquiry({ service }));
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect((await adminView(response.body.data.documentId)).service).toBe(service);
  });

  it.each([
    ['no name', { fullName: undefined }, 'fullName'],
    ['a blank name', { fullName: '   ' }, 'fullName'],
    ['no e-mail', { email: undefined }, 'email'],
    ['an invalid e-mail', { email: 'rachel.example.com' }, 'email'],
    ['no message', { message: undefined }, 'message'],
    ['a message over 5000 characters', { message: 'a'.repeat(5001) }, 'message'],
    ['an unknown service', { service: 'plumbing' }, 'service'],
    ['an invalid phone number', { phone: 'call me' }, 'phone'],
    ['several problems', { fullName: '', email: 'nope', message: '' }, 'fullName, email, message'],
  ])('refuses %s with a 400 naming the fields and stores nothing', async (_label, overrides, fields) => {
    const before = await totalOf('/contacts', admin);
    expectError(await sendEnquiry(enquiry(overrides)), 400, `Missing or invalid fields: ${fields}.`);
    expect(await totalOf('/contacts', admin)).toBe(before);
  });

  it('records an acknowledgement to the sender with a copy of the message, besides the staff alert', async () => {
    const sent = enquiry({
      email: uniqueAddress('acknowledged'),
      message: 'Three store managers.\nBy March <please>.',
    });
    expect((await sendEnquiry(sent)).status).toBe(201);
    const rows = await database(OUTBOX_TABLE)
      .where('text', 'like', `%${sent.fullName}%`)
      .orderBy('id')
      .select('kind', 'to', 'subject', 'text', 'html');
    const acknowledgements = rows.filter((row) => row.kind === 'enquiry-acknowledgement');
    expect(acknowledgements).toHaveLength(1);
    expect(acknowledgements[0]).toMatchObject({
      to: sent.email,
      subject: 'We received your message — Northstar Talent',
    });
    expect(acknowledgements[0].text).toContain('We reply within 24 hours.');
    expect(acknowledgements[0].text).toContain(sent.message);
    expect(acknowledgements[0].html).toContain('By March &#60;please&#62;.');
    expect(rows.filter((row) => row.kind === 'enquiry-alert').length).toBeGreaterThan(0);
  });

  it('refuses a request without data with a 400', async () => {
    expectError(
      await api('POST', '/contacts', { json: {} }),
      400,
      'Missing or invalid fields: fullName, email, message.',
    );
  });
});

describe('GET /api/contacts (admin)', () => {
  it('lists the enquiries with pagination, the seeded ones included', async () => {
    const response = await api('GET', '/contacts?sort=createdAt:asc&pagination[pageSize]=10', { token: admin });
    expect(response.status).toBe(200);
    expect(response.body.meta.pagination).toMatchObject({ page: 1, pageSize: 10 });
    expect(response.body.meta.pagination.total).toBeGreaterThanOrEqual(6);
    expect(response.body.data.map((contact: { fullName: string }) => contact.fullName)).toContain('Rachel Green');
  });

  it('finds an enquiry by its e-mail', async () => {
    const email = `${unique('search').replace(' ', '-')}@example.com`;
    expect((await sendEnquiry(enquiry({ email }))).status).toBe(201);
    const response = await api('GET', `/contacts?filters[email][$eq]=${encodeURIComponent(email)}`, { token: admin });
    expect(response.status).toBe(200);
    expect(response.body.data).toHaveLength(1);
    expect(response.body.data[0].email).toBe(email);
  });
});

describe('PUT /api/contacts/:documentId (admin): the enquiry status', () => {
  it('starts new; staff mark it handled and back, and only the status changes', async () => {
    const sent = enquiry();
    const created = (await sendEnquiry(sent)).body.data as { documentId: string };
    expect((await adminView(created.documentId)).status).toBe('new');

    const handled = await api('PUT', `/contacts/${created.documentId}`, {
      token: admin,
      json: { data: { status: 'handled' } },
    });
    expect(handled.status, JSON.stringify(handled.body)).toBe(200);
    expect(handled.body.data.status).toBe('handled');
    const after = await adminView(created.documentId);
    expect(after).toMatchObject({ status: 'handled', fullName: sent.fullName, message: sent.message });

    const filtered = await api('GET', `/contacts?filters[status][$eq]=handled&pagination[pageSize]=100`, {
      token: admin,
    });
    expect(filtered.body.data.map((contact: { documentId: string }) => contact.documentId)).toContain(
      created.documentId,
    );

    await api('PUT', `/contacts/${created.documentId}`, { token: admin, json: { data: { status: 'new' } } });
    expect((await adminView(created.documentId)).status).toBe('new');
  });

  it('refuses another field or an unknown status with a 400 and changes nothing; an unknown enquiry is a 404', async () => {
    const created = (await sendEnquiry(enquiry())).body.data as { documentId: string };
    const refusal = /Only the status of an enquiry can be changed, to one of: new, handled\./;
    for (const data of [{ message: 'changed' }, { status: 'handled', message: 'changed' }, { status: 'closed' }, {}]) {
      expectError(await api('PUT', `/contacts/${created.documentId}`, { token: admin, json: { data } }), 400, refusal);
    }
    expect(await adminView(created.documentId)).toMatchObject({ status: 'new', message: enquiry().message });
    expectError(
      await api('PUT', '/contacts/nosuchenquiry0000000000', { token: admin, json: { data: { status: 'handled' } } }),
      404,
    );
  });
});
