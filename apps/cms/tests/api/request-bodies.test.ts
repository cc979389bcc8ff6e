import { describe, expect, it } from 'vitest';
import {
  api,
  cmsTempFiles,
  cmsUrl,
  createJob,
  expectError,
  loginAsAdmin,
  pdfResume,
  submitApplication,
  unique,
  validApplication,
} from './helpers';

/**
 * What the CMS does with hostile or broken request bodies: multipart temp files never outlive their
 * request, parser refusals are 4xx with a message, stored text holds no control characters, and browsers of other
 * origins get no CORS permission.
 */

const MB = 1024 * 1024;

/** A raw request body with its own Content-Type (for bodies FormData cannot produce). */
async function post(apiPath: string, contentType: string, body: string | Buffer) {
  const response = await fetch(`${cmsUrl()}/api${apiPath}`, {
    method: 'POST',
    headers: { 'Content-Type': contentType },
    body,
  });
  return { status: response.status, body: (await response.json()) as any };
}

/** A multipart body with boundary `b`: text fields and file parts, in order; `end: false` leaves it unfinished. */
function multipart(
  parts: Array<{ name: string; value: string | Buffer; filename?: string }>,
  { end = true } = {},
): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.filename
      ? `form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: application/octet-stream`
      : `form-data; name="${part.name}"`;
    chunks.push(
      Buffer.from(`--b\r\nContent-Disposition: ${disposition}\r\n\r\n`),
      Buffer.from(part.value),
      Buffer.from('\r\n'),
    );
  }
  if (end) chunks.push(Buffer.from('--b--\r\n'));
  return Buffer.concat(chunks);
}

const twoMegabytes = () => Buffer.alloc(2 * MB, 0x61);

describe('multipart temp files', () => {
  it.each([
    ['/contacts', 400],
    ['/auth/local', 400],
    ['/jobs', 403],
  ])('a 2 MB file part sent to %s is answered %i and leaves nothing in the temp folder', async (apiPath, status) => {
    const before = await cmsTempFiles();
    const form = new FormData();
    form.append('file', new Blob([twoMegabytes()]), 'big.bin');
    const response = await api('POST', apiPath, { form });
    expect(response.status).toBe(status);
    expect(await cmsTempFiles()).toEqual(before);
  });

  it('a parse that fails after a file part leaves nothing either', async () => {
    const before = await cmsTempFiles();
    const body = multipart([{ name: 'file', value: twoMegabytes(), filename: 'big.bin' }], { end: false });
    const response = await post('/contacts', 'multipart/form-data; boundary=b', body);
    expect(response.status).toBe(400);
    expect(await cmsTempFiles()).toEqual(before);
  });

  it('a file over the upload limit is refused with the limit, and leaves nothing', async () => {
    const before = await cmsTempFiles();
    const form = new FormData();
    form.append('file', new Blob([Buffer.alloc(11 * MB, 0x61)]), 'huge.bin');
    expectError(await api('POST', '/contacts', { form }), 413, 'The file is too large: the limit is 10 MB.');
    expect(await cmsTempFiles()).toEqual(before);
  });

  it('an application, accepted or refused, leaves nothing', async () => {
    const job = await createJob();
    const before = await cmsTempFiles();
    expect((await submitApplication(validApplication(job.documentId), pdfResume())).status).toBe(201);
    expect((await submitApplication(validApplication(job.documentId, { email: 'x' }), pdfResume())).status).toBe(400);
    expect(await cmsTempFiles()).toEqual(before);
  });
});

describe('multipart parser refusals are 4xx with a message', () => {
  it('a body that does not match its boundary: 400', async () => {
    const response = await post('/contacts', 'multipart/form-data; boundary=abc', '--xyz\r\nfoo\r\n');
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe('The multipart body could not be read: check its boundary and parts.');
  });

  it('a multipart type without a boundary: 400', async () => {
    const response = await post('/contacts', 'multipart/form-data', 'hello');
    expect(response.status).toBe(400);
    expect(response.body.error.name).toBe('ValidationError');
  });

  it('a 25 MB field: 413', async () => {
    const response = await post(
      '/contacts',
      'multipart/form-data; boundary=b',
      multipart([{ name: 'data', value: Buffer.alloc(25 * MB, 0x78) }]),
    );
    expect(response.status).toBe(413);
    expect(response.body.error.message).toBe('The text fields are too large: the limit is 1 MB in all.');
  });

  it('1,001 fields: 413', async () => {
    const fields = Array.from({ length: 1001 }, (_, index) => ({ name: `f${index}`, value: 'v' }));
    const response = await post('/contacts', 'multipart/form-data; boundary=b', multipart(fields));
    expect(response.status).toBe(413);
    expect(response.body.error.message).toBe('Too many fields: a request may carry at most 50.');
  });

  it('eleven files: 413, and none of them is kept', async () => {
    const before = await cmsTempFiles();
    const files = Array.from({ length: 11 }, (_, index) => ({
      name: `f${index}`,
      value: 'x',
      filename: `${index}.bin`,
    }));
    const response = await post('/contacts', 'multipart/form-data; boundary=b', multipart(files));
    expect(response.status).toBe(413);
    expect(response.body.error.message).toBe('Too many files: a request may carry at most 10.');
    // Gone at once, or by the second pass of a file whose stream was still opening (lib/multipart.ts removeTempFiles).
    await expect.poll(cmsTempFiles, { timeout: 3_000 }).toEqual(before);
  });
});

describe('control characters in stored text', () => {
  it('are removed from an enquiry, keeping the line breaks of its message', async () => {
    const email = `${unique('nul').replace(/\s/g, '.')}@example.com`;
    const response = await api('POST', '/contacts', {
      json: { data: { fullName: 'Ada\u0000 Lovelace\u0007', email, message: 'Line one\u0000\nLine two\u001b' } },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const stored = await api('GET', `/contacts/${response.body.data.documentId}`, { token: await loginAsAdmin() });
    expect(stored.body.data).toMatchObject({ fullName: 'Ada Lovelace', message: 'Line one\nLine two' });
  });

  it('a name of control characters only counts as missing', async () => {
    const response = await api('POST', '/contacts', {
      json: { data: { fullName: '\u0000\u0000', email: 'ctrl@example.com', message: 'Hello' } },
    });
    expectError(response, 400, 'fullName');
  });

  it('are removed from what staff save', async () => {
    const job = await createJob({ title: unique('Nurse\u0000'), company: 'Clinic\u0008 One', skills: 'a\u0000,\nb' });
    expect(job.title).not.toContain('\u0000');
    expect(job.company).toBe('Clinic One');
    expect(job.skills).toBe('a,\nb');
  });
});

describe('CORS', () => {
  const preflight = (origin: string) =>
    fetch(`${cmsUrl()}/api/jobs`, {
      method: 'OPTIONS',
      headers: { Origin: origin, 'Access-Control-Request-Method': 'GET' },
    });

  it('gives a browser of another origin no permission, with or without credentials', async () => {
    const read = await fetch(`${cmsUrl()}/api/jobs`, { headers: { Origin: 'http://evil.example' } });
    expect(read.headers.get('access-control-allow-origin')).toBeNull();
    expect((await preflight('http://evil.example')).headers.get('access-control-allow-origin')).toBeNull();
  });

  it('allows the website (PUBLIC_URL, by default the local web app) and the CMS itself', async () => {
    expect((await preflight('http://localhost:3000')).headers.get('access-control-allow-origin')).toBe(
      'http://localhost:3000',
    );
    const own = new URL(cmsUrl());
    const ownOrigin = `http://localhost:${own.port}`;
    expect((await preflight(ownOrigin)).headers.get('access-control-allow-origin')).toBe(ownOrigin);
  });
});
