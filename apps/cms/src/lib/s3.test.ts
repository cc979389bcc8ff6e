import { describe, expect, it } from 'vitest';
import { coverOrigins, s3SettingsFromEnv } from './s3';

describe('s3SettingsFromEnv', () => {
  it('is null without S3_BUCKET: covers and resumes stay on the local disk', () => {
    expect(s3SettingsFromEnv({})).toBeNull();
    expect(s3SettingsFromEnv({ S3_BUCKET: ' ', S3_ENDPOINT: 'http://127.0.0.1:4568' })).toBeNull();
  });

  it('reads the bucket, the resumes’ bucket (default the same), the public URL and the client settings', () => {
    expect(
      s3SettingsFromEnv({
        S3_BUCKET: 'covers',
        S3_ENDPOINT: 'http://127.0.0.1:4568',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
      }),
    ).toEqual({
      bucket: 'covers',
      resumeBucket: 'covers',
      publicUrl: null,
      client: {
        region: 'us-east-1',
        endpoint: 'http://127.0.0.1:4568',
        forcePathStyle: true,
        credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      },
    });
    const aws = s3SettingsFromEnv({
      S3_BUCKET: 'covers',
      S3_RESUME_BUCKET: 'resumes',
      S3_REGION: 'eu-west-1',
      S3_PUBLIC_URL: 'https://media.example.com/',
    });
    expect(aws).toMatchObject({ resumeBucket: 'resumes', publicUrl: 'https://media.example.com' });
    expect(aws?.client).toMatchObject({ region: 'eu-west-1', forcePathStyle: false });
    expect(aws?.client).not.toHaveProperty('credentials');
    expect(aws?.client).not.toHaveProperty('endpoint');
  });
});

describe('coverOrigins', () => {
  const origins = (env: NodeJS.ProcessEnv) => coverOrigins(s3SettingsFromEnv({ S3_BUCKET: 'covers', ...env })!);

  it('is the origin of S3_PUBLIC_URL, else the endpoint’s (path style) or the bucket’s host, else AWS’s', () => {
    expect(origins({ S3_PUBLIC_URL: 'https://cdn.example.com/media', S3_ENDPOINT: 'http://x:1' })).toEqual([
      'https://cdn.example.com',
    ]);
    expect(origins({ S3_ENDPOINT: 'http://127.0.0.1:4568', S3_FORCE_PATH_STYLE: 'true' })).toEqual([
      'http://127.0.0.1:4568',
    ]);
    expect(origins({ S3_ENDPOINT: 'https://r2.example.com' })).toEqual(['https://covers.r2.example.com']);
    expect(origins({ S3_REGION: 'eu-west-1' })).toEqual([
      'https://covers.s3.eu-west-1.amazonaws.com',
      'https://covers.s3.amazonaws.com',
    ]);
  });
});
