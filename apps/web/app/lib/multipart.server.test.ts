import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { multipartBody, readStreamedForm, spoolDirectory, type FormLimits } from './multipart.server';

const previousTmp = process.env.TMPDIR;
const tmp = mkdtempSync(path.join(tmpdir(), 'multipart-test-'));
const spool = path.join(tmp, 'web-form-uploads');

beforeAll(() => {
  process.env.TMPDIR = tmp;
  // Left over by a process killed mid-request two hours ago, and one written a minute ago by another instance.
  mkdirSync(spool);
  writeFileSync(path.join(spool, 'stale'), 'old resume');
  const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
  utimesSync(path.join(spool, 'stale'), twoHoursAgo, twoHoursAgo);
  writeFileSync(path.join(spool, 'recent'), 'resume in flight');
});

afterEach(() => {
  rmSync(path.join(spool, 'recent'), { force: true });
  expect(readdirSync(spool)).toEqual([]);
});

afterAll(() => {
  process.env.TMPDIR = previousTmp;
  rmSync(tmp, { recursive: true, force: true });
});

const LIMITS: FormLimits = { files: { resume: 1024 }, fields: 5, textBytes: 1024 };

function post(body: BodyInit | ReadableStream<Uint8Array>, contentType?: string): Request {
  return new Request('http://localhost/form', {
    method: 'POST',
    body,
    headers: contentType ? { 'content-type': contentType } : undefined,
    duplex: 'half',
  } as RequestInit);
}

/** A multipart body whose every chunk is counted as the reader takes it. */
function counted(form: FormData): { request: Request; taken: () => number; total: Promise<number> } {
  const source = new Request('http://localhost/', { method: 'POST', body: form });
  const bytes = source.arrayBuffer().then((buffer) => new Uint8Array(buffer));
  let taken = 0;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const all = await bytes;
      if (taken >= all.length) return controller.close();
      const chunk = all.slice(taken, taken + 256);
      taken += chunk.length;
      controller.enqueue(chunk);
    },
  });
  return {
    request: post(body, source.headers.get('content-type')!),
    taken: () => taken,
    total: bytes.then((all) => all.length),
  };
}

describe('spoolDirectory', () => {
  it('removes files left over for an hour, and leaves younger ones alone', async () => {
    expect(await spoolDirectory()).toBe(spool);
    expect(readdirSync(spool)).toEqual(['recent']);
  });

  it('looks again ten minutes later, while forms are read', async () => {
    writeFileSync(path.join(spool, 'young'), 'resume in flight');
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 5 * 60 * 1000);
      await spoolDirectory();
      expect(readdirSync(spool)).toEqual(['young']);
      // An hour later that file is left over by a process that died.
      vi.setSystemTime(Date.now() + 60 * 60 * 1000);
      await spoolDirectory();
      await expect.poll(() => readdirSync(spool)).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('readStreamedForm', () => {
  it('keeps text fields in memory and the kept file on disk until disposed', async () => {
    const form = new FormData();
    form.set('name', 'Jordan Rivers');
    form.set('resume', new File(['%PDF-1.4 résumé'], 'Jürgen.pdf', { type: 'application/pdf' }));
    const read = await readStreamedForm(post(form), LIMITS);
    expect(read.formData.get('name')).toBe('Jordan Rivers');
    const resume = read.formData.get('resume') as File;
    expect(resume).toBeInstanceOf(File);
    expect(resume.name).toBe('Jürgen.pdf');
    expect(resume.type).toBe('application/pdf');
    expect(await resume.text()).toBe('%PDF-1.4 résumé');
    expect(readdirSync(spool)).toHaveLength(1);
    await read.dispose();
    await read.dispose();
  });

  it('keeps at most the limit of a file, and drops files it was not asked to keep', async () => {
    const form = new FormData();
    form.set('resume', new File([new Uint8Array(5000).fill(65)], 'big.pdf'));
    form.append('resume', new File(['second'], 'second.pdf'));
    form.set('other', new File(['other'], 'other.txt'));
    form.set('after', 'still read');
    const read = await readStreamedForm(post(form), LIMITS);
    expect(read.formData.getAll('resume').map((file) => (file as File).size)).toEqual([1024]);
    expect(read.formData.get('other')).toBeNull();
    expect(read.formData.get('after')).toBe('still read');
    expect(readdirSync(spool)).toHaveLength(1);
    await read.dispose();
  });

  it('reads an url-encoded form', async () => {
    const read = await readStreamedForm(
      post('email=a%40example.com&consent=on', 'application/x-www-form-urlencoded'),
      LIMITS,
    );
    expect(Object.fromEntries(read.formData)).toEqual({ email: 'a@example.com', consent: 'on' });
  });

  it('refuses a body that is not a form', async () => {
    await expect(readStreamedForm(post('{}', 'application/json'), LIMITS)).rejects.toThrow();
  });

  it.each([
    ['too many fields', { fields: 2 }],
    ['too much text', { textBytes: 100 }],
  ])('refuses a form with %s, after reading the whole body (the client reads the answer)', async (_, limits) => {
    const form = new FormData();
    form.set('resume', new File([new Uint8Array(800)], 'cv.pdf'));
    for (const name of ['a', 'b', 'c']) form.set(name, name.repeat(60));
    form.set('late', new File([new Uint8Array(4000)], 'late.pdf'));
    const { request, taken, total } = counted(form);
    await expect(readStreamedForm(request, { ...LIMITS, ...limits })).rejects.toThrow();
    expect(taken()).toBe(await total);
  });

  it('refuses a broken multipart body and removes the file it had begun', async () => {
    const form = new FormData();
    form.set('resume', new File([new Uint8Array(600)], 'cv.pdf'));
    const source = new Request('http://localhost/', { method: 'POST', body: form });
    const bytes = new Uint8Array(await source.arrayBuffer());
    // The closing boundary never comes.
    const broken = bytes.slice(0, bytes.length - 100);
    await expect(readStreamedForm(post(broken, source.headers.get('content-type')!), LIMITS)).rejects.toThrow();
  });

  it('fails with the body stream (the client went away) and removes the file it had begun', async () => {
    const form = new FormData();
    form.set('resume', new File([new Uint8Array(4000)], 'cv.pdf'));
    const source = new Request('http://localhost/', { method: 'POST', body: form });
    const bytes = new Uint8Array(await source.arrayBuffer());
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, 2000));
        controller.error(new Error('aborted'));
      },
    });
    await expect(readStreamedForm(post(body, source.headers.get('content-type')!), LIMITS)).rejects.toThrow('aborted');
  });
});

describe('multipartBody', () => {
  const read = (stream: Readable, contentType: string) =>
    new Response(Readable.toWeb(stream) as ReadableStream, { headers: { 'content-type': contentType } });

  it('is a form any parser reads, of the length it announces, that can be read again', async () => {
    const resume = new File([new Uint8Array(70_000).fill(7)], 'Lebenslauf "Jürgen"\r\n.pdf', {
      type: 'application/pdf',
    });
    const body = multipartBody([
      ['data', JSON.stringify({ fullName: 'Zoë' })],
      ['files.resume', resume],
    ]);
    const bytes = new Uint8Array(await read(body.stream(), body.contentType).arrayBuffer());
    expect(bytes.length).toBe(body.length);
    expect(new TextDecoder().decode(bytes)).toContain('filename="Lebenslauf %22Jürgen%22%0D%0A.pdf"');

    const form = await read(body.stream(), body.contentType).formData();
    expect(JSON.parse(form.get('data') as string)).toEqual({ fullName: 'Zoë' });
    const file = form.get('files.resume') as File;
    expect(file.type).toBe('application/pdf');
    expect(Buffer.from(await file.arrayBuffer()).equals(Buffer.from(await resume.arrayBuffer()))).toBe(true);
  });
});
