import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowOneClickUnsubscribe } from './one-click-unsubscribe';

let baseUrl = '';
let close: () => void;

beforeAll(async () => {
  const app = express();
  app.use(allowOneClickUnsubscribe);
  app.use((req, res) => {
    res.json({ origin: req.headers.origin ?? null });
  });
  const server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});

afterAll(() => close());

const originSeen = async (path: string, method = 'POST') => {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { Origin: 'https://mail.example', 'Content-Type': 'application/x-www-form-urlencoded' },
    body: method === 'POST' ? 'List-Unsubscribe=One-Click' : undefined,
  });
  return ((await response.json()) as { origin: string | null }).origin;
};

describe('allowOneClickUnsubscribe', () => {
  it('drops the Origin of a POST to the unsubscribe link only, so React Router’s origin check lets it through', async () => {
    expect(await originSeen('/alerts/unsubscribe?token=abc')).toBeNull();
    expect(await originSeen('/blog')).toBe('https://mail.example');
    expect(await originSeen('/alerts/confirm?token=abc')).toBe('https://mail.example');
    expect(await originSeen('/alerts/unsubscribe?token=abc', 'GET')).toBe('https://mail.example');
  });
});
