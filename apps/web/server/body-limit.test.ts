import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createReadableStreamFromReadable } from '@react-router/node';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyLimitFor, limitRequestBodies } from './body-limit';
import { routePath } from './route-path';
import { JOB_DESCRIPTION_SIZE_MESSAGE, RESUME_SIZE_MESSAGE } from '@agency/contract';

/**
 * The middleware in front of a handler that reads the body the way React Router's Express adapter does (a web
 * stream over the request's 'data' events). The handler reports how many bytes it got.
 */
let baseUrl = '';
let closeServer: () => void;
const reads: Array<{ path: string; bytes: number; failed: boolean }> = [];

beforeAll(async () => {
  const app = express();
  app.use(limitRequestBodies());
  app.use(async (req, res) => {
    let bytes = 0;
    let failed = false;
    try {
      const reader = createReadableStreamFromReadable(req).getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        bytes += value.byteLength;
      }
    } catch {
      failed = true;
    }
    reads.push({ path: req.path, bytes, failed });
    if (!res.headersSent) res.status(200).json({ bytes });
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  closeServer = () => server.close();
});

afterAll(() => closeServer());

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * POSTs `total` bytes to `path` in 64 KB chunks, chunked (no Content-Length) unless `declare` is set, and stops
 * sending as soon as an answer arrives, as a real client would.
 */
function post(path: string, total: number, options: { declare?: number; accept?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { 'Content-Type': 'multipart/form-data; boundary=x' };
    if (options.declare !== undefined) headers['Content-Length'] = String(options.declare);
    if (options.accept) headers.Accept = options.accept;
    const req = httpRequest(`${baseUrl}${path}`, { method: 'POST', headers });
    let answered = false;
    req.on('response', (res) => {
      answered = true;
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', (error) => (answered ? undefined : reject(error)));
    const chunk = Buffer.alloc(64 * 1024, 'a');
    let sent = 0;
    const write = () => {
      while (!answered && sent < total) {
        const piece = chunk.subarray(0, Math.min(chunk.length, total - sent));
        sent += piece.length;
        if (!req.write(piece)) return void req.once('drain', write);
      }
      if (!answered) req.end();
    };
    if (options.declare !== undefined && options.declare > total) req.flushHeaders();
    write();
  });
}

describe('request body limits', () => {
  it('maps single-fetch data requests to the page they post to', () => {
    expect(routePath('/jobs/nurse-dubai.data?index')).toBe('/jobs/nurse-dubai');
    expect(routePath('/_root.data')).toBe('/');
    expect(bodyLimitFor('/jobs/nurse-dubai').message).toBe(RESUME_SIZE_MESSAGE);
    expect(bodyLimitFor('/resources/job-applications').bytes).toBeGreaterThan(5 * 1024 * 1024);
    expect(bodyLimitFor('/admin/covers').bytes).toBeGreaterThan(10 * 1024 * 1024);
    // The hiring request form with its job description file: the resume's limit, in its own words.
    expect(routePath('/hire.data')).toBe('/hire');
    expect(bodyLimitFor('/hire').bytes).toBeGreaterThan(5 * 1024 * 1024);
    expect(bodyLimitFor('/hire').message).toBe(JOB_DESCRIPTION_SIZE_MESSAGE);
    expect(bodyLimitFor('/blog/admin/applications').bytes).toBe(1024 * 1024);
    expect(bodyLimitFor('/admin/login').bytes).toBe(64 * 1024);
    expect(bodyLimitFor('/contact').bytes).toBe(64 * 1024);
  });

  it('lets a body within the limit through whole', async () => {
    const answer = await post('/contact', 10_000);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ bytes: 10_000 });
  });

  it('refuses a declared Content-Length over the limit before the app runs', async () => {
    const before = reads.length;
    const answer = await post('/contact', 70 * 1024, { declare: 70 * 1024 });
    expect(answer.status).toBe(413);
    expect(answer.body).toContain('The form is too large: the limit is 64 KB.');
    expect(reads.length).toBe(before);
  });

  it('cuts off a chunked body at the limit: 413, and the app never holds more than the limit', async () => {
    const answer = await post('/resources/job-applications', 40 * 1024 * 1024, { accept: 'application/json' });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ error: { status: 413, message: RESUME_SIZE_MESSAGE } });
    await expect.poll(() => reads.find((read) => read.path === '/resources/job-applications')).toBeTruthy();
    const read = reads.find((entry) => entry.path === '/resources/job-applications')!;
    expect(read.failed).toBe(true);
    expect(read.bytes).toBeLessThanOrEqual(bodyLimitFor('/resources/job-applications').bytes);
  });

  it('does not count GET requests', async () => {
    const response = await fetch(`${baseUrl}/contact`);
    expect(response.status).toBe(200);
  });
});
