import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RouterContextProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  HIRE_FAILURE_MESSAGE,
  JOB_DESCRIPTION_SIZE_MESSAGE,
  JOB_DESCRIPTION_TYPE_MESSAGE,
  RESUME_MAX_BYTES,
} from '@agency/contract';
import { spoolDirectory } from '~/lib/multipart.server';
import { requestInfo } from '~/lib/request-info';
import { hireAction } from './hire.server';

/**
 * The action of /hire against a fake CMS on a local port (docs/024-employers.md "The form at /hire"): what the CMS
 * receives (JSON without a file, one multipart request with one), what the employer is told when the CMS refuses the
 * file, and that no temp file outlives a request.
 */

const previousTmp = process.env.TMPDIR;
const tmp = mkdtempSync(path.join(tmpdir(), 'hire-test-'));

/** What the fake CMS received: its content type, the `data` (JSON body or multipart field) and the file. */
interface Received {
  contentType: string;
  data: Record<string, unknown>;
  file: File | null;
}
let received: Received[] = [];
let answer: (res: ServerResponse) => void;
let cms: Server;

beforeAll(async () => {
  process.env.TMPDIR = tmp;
  cms = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const contentType = req.headers['content-type'] ?? '';
      const body = Buffer.concat(chunks);
      void (async () => {
        if (contentType.startsWith('multipart/')) {
          const form = await new Response(body, { headers: { 'content-type': contentType } }).formData();
          const data = JSON.parse(form.get('data') as string) as Record<string, unknown>;
          received.push({ contentType, data, file: form.get('files.jobDescription') as File | null });
        } else {
          const { data } = JSON.parse(body.toString('utf8')) as { data: Record<string, unknown> };
          received.push({ contentType, data, file: null });
        }
        answer(res);
      })();
    });
  });
  await new Promise<void>((resolve) => cms.listen(0, '127.0.0.1', resolve));
  vi.stubEnv('CMS_URL', `http://127.0.0.1:${(cms.address() as AddressInfo).port}`);
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await new Promise((resolve) => cms.close(resolve));
  process.env.TMPDIR = previousTmp;
  rmSync(tmp, { recursive: true, force: true });
});

const json = (status: number, body: unknown) => (res: ServerResponse) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};
const stored = json(201, { data: { documentId: 'hr1' }, meta: {} });

beforeEach(() => {
  received = [];
  answer = stored;
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(async () => {
  vi.restoreAllMocks();
  // Every path removes the file's temp file.
  expect(readdirSync(await spoolDirectory())).toEqual([]);
});

const FIELDS = {
  company: 'Meridian Bank',
  contactName: 'Layla Haddad',
  email: 'layla@meridian.example',
  roleTitle: 'Financial Controller',
  employmentType: 'Full-time',
  workplace: 'onsite',
  country: 'AE',
  requirements: 'ACCA.',
  website: '',
};

let ip = 0;

/** Posts the form as a browser does (multipart; no file chosen is an empty file part) and returns the answer. */
async function post(file: File = new File([], '', { type: 'application/octet-stream' }), page = '/hire') {
  const form = new FormData();
  for (const [name, value] of Object.entries(FIELDS)) form.set(name, value);
  form.set('jobDescription', file);
  const context = new RouterContextProvider();
  context.set(requestInfo, { cspNonce: '', forPageCache: false, clientIp: `10.2.0.${++ip}` });
  const response = await hireAction({
    request: new Request(`http://localhost${page}`, { method: 'POST', body: form }),
    context,
  });
  return { status: response.init?.status, answer: response.data };
}

const pdf = (bytes: Uint8Array<ArrayBuffer> | string = '%PDF-1.4 brief', name = 'Controller brief.pdf') =>
  new File([bytes], name, { type: 'application/pdf' });

describe('hireAction', () => {
  it('sends a request without a file as JSON, as before', async () => {
    const { status, answer: sent } = await post();
    expect(status).toBe(201);
    expect(sent.success).toBe(true);
    expect(received).toHaveLength(1);
    expect(received[0].contentType).toContain('application/json');
    expect(received[0].data).toMatchObject({ company: 'Meridian Bank', roleTitle: 'Financial Controller' });
    expect(received[0].data).not.toHaveProperty('jobDescription');
    expect(received[0].data).not.toHaveProperty('website');
    expect(received[0].data).toMatchObject({ language: 'en' });
  });

  it('sends the language of the page the form was on: Arabic from /ar/hire, with a file too', async () => {
    expect((await post(undefined, '/ar/hire')).status).toBe(201);
    expect((await post(pdf(), '/ar/hire')).status).toBe(201);
    expect(received.map((sent) => sent.data.language)).toEqual(['ar', 'ar']);
  });

  it('sends a request with its file as one multipart request: `data` and `files.jobDescription`, byte for byte', async () => {
    const bytes = new Uint8Array(300 * 1024).map((_, index) => index % 251);
    bytes.set(new TextEncoder().encode('%PDF-1.4'));
    const { status } = await post(pdf(bytes, 'Brief "final" Jürgen.pdf'));
    expect(status).toBe(201);
    const [sent] = received;
    expect(sent.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(sent.data).toMatchObject({ company: 'Meridian Bank', hires: 1, country: 'AE' });
    expect(sent.data).not.toHaveProperty('jobDescription');
    expect(sent.file?.name).toBe('Brief "final" Jürgen.pdf');
    expect(Buffer.from(await sent.file!.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);
  });

  it('refuses a wrong type or a file over the limit on the file’s field, sending nothing and keeping the rest', async () => {
    const wrong = await post(new File(['MZ'], 'brief.exe'));
    expect(wrong.status).toBe(400);
    expect(wrong.answer.result.error).toEqual({ jobDescription: [JOB_DESCRIPTION_TYPE_MESSAGE] });
    expect(wrong.answer.result.initialValue).toMatchObject({ company: 'Meridian Bank', requirements: 'ACCA.' });
    expect(wrong.answer.result.initialValue).not.toHaveProperty('jobDescription');
    const big = await post(pdf(new Uint8Array(RESUME_MAX_BYTES + 1)));
    expect(big.status).toBe(400);
    expect(big.answer.result.error).toEqual({ jobDescription: [JOB_DESCRIPTION_SIZE_MESSAGE] });
    expect(received).toEqual([]);
  });

  it('says the CMS’s refusal of the file’s content on the file’s field, with the CMS’s status; the file never comes back', async () => {
    const message = "The job description's content does not match a .pdf file.";
    answer = json(400, {
      data: null,
      error: {
        status: 400,
        name: 'ValidationError',
        message,
        details: { errors: [{ path: ['jobDescription'], message }] },
      },
    });
    const { status, answer: refused } = await post(pdf('<html>not a pdf</html>'));
    expect(status).toBe(400);
    expect(refused.success).toBe(false);
    expect(refused.result.error).toEqual({ jobDescription: [message] });
    expect(refused.result.initialValue).toMatchObject({ company: 'Meridian Bank', email: 'layla@meridian.example' });
    expect(refused.result.initialValue).not.toHaveProperty('jobDescription');

    answer = json(413, {
      data: null,
      error: { status: 413, name: 'PayloadTooLargeError', message: 'Too large.', details: {} },
    });
    const tooLarge = await post(pdf());
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.answer.result.error).toEqual({ jobDescription: ['Too large.'] });
  });

  it('says any other failure above the form, as before', async () => {
    answer = json(500, {
      data: null,
      error: { status: 500, name: 'InternalServerError', message: 'Boom', details: {} },
    });
    const { status, answer: failed } = await post(pdf());
    expect(status).toBe(502);
    expect(failed.result.error).toEqual({ '': [HIRE_FAILURE_MESSAGE] });
  });
});
