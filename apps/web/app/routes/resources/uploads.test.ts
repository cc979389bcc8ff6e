import { afterEach, describe, expect, it, vi } from 'vitest';
import { loader } from './uploads';

/** Calls the media route's loader for `/uploads/<name>` and returns its response and the URL it fetched. */
async function get(name: string) {
  const fetched: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      fetched.push(url);
      return Promise.resolve(new Response('image bytes', { headers: { 'content-type': 'image/jpeg' } }));
    }),
  );
  const request = new Request(`http://localhost:3000/uploads/${name}`);
  const response = await loader({ params: { '*': name }, request } as unknown as Parameters<typeof loader>[0]);
  return { response, fetched };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe('/uploads/<name>', () => {
  it('fetches the file from the CMS by default', async () => {
    vi.stubEnv('CMS_URL', 'http://cms.internal:1337');
    vi.stubEnv('MEDIA_URL', '');
    const { response, fetched } = await get('cover_3f2a9c.jpg');
    expect(fetched).toEqual(['http://cms.internal:1337/uploads/cover_3f2a9c.jpg']);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(await response.text()).toBe('image bytes');
  });

  it('fetches it from MEDIA_URL when covers live in an S3 bucket', async () => {
    vi.stubEnv('MEDIA_URL', 'http://127.0.0.1:4568/covers/');
    const { response, fetched } = await get('cover_3f2a9c.jpg');
    expect(fetched).toEqual(['http://127.0.0.1:4568/covers/cover_3f2a9c.jpg']);
    expect(response.status).toBe(200);
  });

  it('fetches nothing for a name that is not a media file name', async () => {
    vi.stubEnv('MEDIA_URL', 'http://127.0.0.1:4568/covers');
    const { response, fetched } = await get('../resumes/x.pdf');
    expect(fetched).toEqual([]);
    expect(response.status).toBe(404);
  });
});
