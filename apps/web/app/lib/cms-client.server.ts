import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { pipeline } from 'node:stream/promises';
import qs from 'qs';
import { CLIENT_SESSION_HEADER, REQUEST_ID_HEADER, z } from '@agency/contract';
import { ApiError, networkError, responseError } from './api-error';
import { currentRequestId } from './log.server';
import type { MultipartBody } from './multipart.server';

/**
 * The one door to the CMS (docs/000-product.md §10): the HTTP plumbing every feature's `api.server.ts` goes through.
 * Server only: builds Strapi REST queries, sends the staff token when one is given, parses answers with zod, and
 * turns every failure into an ApiError (docs/000-product.md §8 rule).
 * The CMS base URL is `CMS_URL` (default http://localhost:1337); a call gives up after 10 s unless it says otherwise.
 * Every call made while a request is handled carries its id in `X-Request-Id` (`requestIdHeaders`), so that the CMS's
 * lines of the call name the same request (docs/021-operations.md "Logs").
 */
const TIMEOUT_MS = 10_000;

/** `{ 'x-request-id': id }` of the request being handled (lib/log.server.ts), or nothing outside a request. */
export function requestIdHeaders(): Record<string, string> {
  const requestId = currentRequestId();
  return requestId ? { [REQUEST_ID_HEADER]: requestId } : {};
}

export function cmsUrl(): string {
  return (process.env.CMS_URL || 'http://localhost:1337').replace(/\/+$/, '');
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, unknown>;
  /** A JSON body (sent as `application/json`), or multipart form data. */
  body?: unknown;
  token?: string;
  /** The visitor's address, forwarded to the CMS in `X-Forwarded-For` (its per-client limits count visitors). */
  clientIp?: string;
  /** How long to wait for the answer, in milliseconds (default 10 s). */
  timeoutMs?: number;
  /** A client contact's session (the client portal, docs/024-employers.md), sent in `CLIENT_SESSION_HEADER`. */
  clientSession?: string;
}

/**
 * Sends one request to `${CMS_URL}/api${path}` and returns the raw response when it is OK (for streamed files;
 * the body is left unread).
 * @throws ApiError with the status and the CMS's message, or a network error without status.
 */
export async function cmsFetch(path: string, options: RequestOptions = {}): Promise<Response> {
  const query = options.query ? `?${qs.stringify(options.query, { encodeValuesOnly: true })}` : '';
  const headers = new Headers({ Accept: 'application/json', ...requestIdHeaders() });
  if (options.token) headers.set('Authorization', `Bearer ${options.token}`);
  if (options.clientIp) headers.set('X-Forwarded-For', options.clientIp);
  if (options.clientSession) headers.set(CLIENT_SESSION_HEADER, options.clientSession);
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await fetch(`${cmsUrl()}/api${path}${query}`, {
      method: options.method ?? 'GET',
      headers,
      body,
      signal: AbortSignal.timeout(options.timeoutMs ?? TIMEOUT_MS),
    });
  } catch (error) {
    throw networkError(error);
  }
  if (!response.ok) throw responseError(response.status, response.statusText, parseJson(await response.text()));
  return response;
}

/**
 * POSTs a streamed multipart body (lib/multipart.server.ts) to `${CMS_URL}/api${path}` and returns the parsed JSON
 * answer. Through node:http rather than `fetch`: Node 20's fetch (undici) leaves the chunks of a streamed upload to
 * the garbage collector, which let them pile up (80 uploads of 5 MB read from files, 16 at a time: +150 MB of RSS with
 * fetch, +45 MB with node:http piping the same streams; measured for bench/upload-memory.mjs).
 * @throws ApiError with the status and the CMS's message, or a network error without status (whose `cause` is the
 *         socket's error: `code` ECONNREFUSED when the request never left), as `cmsFetch`.
 */
export async function cmsSendForm(
  path: string,
  form: MultipartBody,
  { timeoutMs = TIMEOUT_MS, clientIp }: Pick<RequestOptions, 'timeoutMs' | 'clientIp'> = {},
): Promise<unknown> {
  const url = new URL(`${cmsUrl()}/api${path}`);
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  let answer: { status: number; statusText: string; text: string };
  try {
    answer = await new Promise((resolve, reject) => {
      const request = send(
        url,
        {
          method: 'POST',
          headers: {
            Accept: 'application/json',
            'Content-Type': form.contentType,
            'Content-Length': form.length,
            ...requestIdHeaders(),
            ...(clientIp ? { 'X-Forwarded-For': clientIp } : {}),
          },
          signal: AbortSignal.timeout(timeoutMs),
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', reject);
          response.on('close', () => {
            if (!response.complete) reject(new Error('The connection closed before the whole answer arrived.'));
          });
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              statusText: response.statusMessage ?? '',
              text: Buffer.concat(chunks).toString('utf8'),
            }),
          );
        },
      );
      request.on('error', reject);
      // An error of the body's stream (a file that cannot be read) ends the request too; an answer may come first.
      pipeline(form.stream(), request).catch(reject);
    });
  } catch (error) {
    throw networkError(error);
  }
  const body = parseJson(answer.text);
  if (answer.status < 200 || answer.status > 299) throw responseError(answer.status, answer.statusText, body);
  return body;
}

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null; // not JSON (a proxy error page, say): the status line is the message
  }
}

/**
 * Sends one request to `${CMS_URL}/api${path}` and returns the parsed JSON body (null for 204).
 * @throws ApiError with the status and the CMS's message, or a network error without status.
 */
export async function cmsRequest(path: string, options: RequestOptions = {}): Promise<unknown> {
  const response = await cmsFetch(path, options);
  return parseJson(await response.text());
}

/** Strapi 4 wrapped records in `attributes` and relations in `{ data }`; Strapi 5 is flat. Accept both (docs/000-product.md §3). */
export function unwrapEntity(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(unwrapEntity);
  if (!value || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  if ('attributes' in record && record.attributes && typeof record.attributes === 'object') {
    const { attributes, ...rest } = record;
    return unwrapEntity({ ...rest, ...attributes });
  }
  const keys = Object.keys(record);
  if (keys.length === 1 && keys[0] === 'data') return unwrapEntity(record.data);
  return Object.fromEntries(Object.entries(record).map(([key, item]) => [key, unwrapEntity(item)]));
}

/** Shapes every CMS answer shares: optional text, an uploaded image, a related record's name. */
export const cmsText = z.string().nullish();
export const cmsMedia = z
  .object({
    url: z.string(),
    alternativeText: cmsText,
    formats: z.record(z.string(), z.object({ url: z.string() }).optional()).nullish(),
  })
  .nullish();
export const cmsNamed = z.object({ name: cmsText }).nullish();
/** A related record as staff pages read it: its documentId (for the editors' selects) and name. */
export const cmsRelation = z.object({ documentId: z.string().optional(), name: cmsText }).nullish();
/** The four above by short name, for modules that describe whole records (`const { text, media } = cmsFields`). */
export const cmsFields = { text: cmsText, media: cmsMedia, named: cmsNamed, relation: cmsRelation };

const paginationSchema = z.object({
  page: z.number(),
  pageSize: z.number(),
  pageCount: z.number(),
  total: z.number(),
});

export type Pagination = z.infer<typeof paginationSchema>;

/** `{ data: T[], meta: { pagination } }`, Strapi's paged list. */
export function listSchema<T>(item: z.ZodType<T>) {
  return z.object({ data: z.array(item), meta: z.object({ pagination: paginationSchema }) });
}

/** Parses a CMS answer. @throws ApiError (502) when the CMS answers something we do not understand. */
export function parse<T>(schema: z.ZodType<T>, body: unknown): T {
  const result = schema.safeParse(unwrapEntity(body));
  if (!result.success) {
    throw new ApiError('The CMS sent an answer this site does not understand.', { status: 502, body });
  }
  return result.data;
}

/** The most records a CMS list answers at once (apps/cms config/api.ts `maxLimit`). */
export const CMS_MAX_PAGE_SIZE = 100;

/**
 * Every record of a Strapi list (`GET path` with `options`, whose `pagination` is replaced), read
 * CMS_MAX_PAGE_SIZE at a time in the list's order, each parsed with `item` (the feeds, the CSV export).
 */
export async function cmsListAll<T>(path: string, item: z.ZodType<T>, options: RequestOptions = {}): Promise<T[]> {
  const all: T[] = [];
  for (let page = 1; ; page += 1) {
    const { data, pagination } = await cmsList(path, item, {
      ...options,
      query: { ...options.query, pagination: { page, pageSize: CMS_MAX_PAGE_SIZE } },
    });
    all.push(...data);
    if (page >= pagination.pageCount || data.length === 0) return all;
  }
}

/** One page of a Strapi list (`GET path` with `options`): its records, parsed with `item`, and its pagination. */
export async function cmsList<T>(
  path: string,
  item: z.ZodType<T>,
  options: RequestOptions = {},
): Promise<{ data: T[]; pagination: Pagination }> {
  const { data, meta } = parse(listSchema(item), await cmsRequest(path, options));
  return { data, pagination: meta.pagination };
}
