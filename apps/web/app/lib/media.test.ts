import { describe, expect, it } from 'vitest';
import { mediaPath } from './media';

describe('mediaPath', () => {
  it('keeps the local provider’s site-relative URL', () => {
    expect(mediaPath('/uploads/cover_3f2a9c.jpg')).toBe('/uploads/cover_3f2a9c.jpg');
  });

  it('turns an absolute URL in an S3 bucket (path style, virtual host, CDN) into /uploads/<name>', () => {
    expect(mediaPath('http://127.0.0.1:4568/covers/small_cover_3f2a9c.webp')).toBe('/uploads/small_cover_3f2a9c.webp');
    expect(mediaPath('https://covers.s3.eu-west-1.amazonaws.com/cover_3f2a9c.png')).toBe('/uploads/cover_3f2a9c.png');
    expect(mediaPath('https://media.example.com/cover_3f2a9c.jpg?v=1')).toBe('/uploads/cover_3f2a9c.jpg');
  });

  it('gives null for no URL or one whose last segment is not a media file name', () => {
    expect(mediaPath(null)).toBeNull();
    expect(mediaPath(undefined)).toBeNull();
    expect(mediaPath('')).toBeNull();
    expect(mediaPath('https://covers.example.com/')).toBeNull();
    expect(mediaPath('https://covers.example.com/no-extension')).toBeNull();
    expect(mediaPath('/uploads/%2e%2e%2fsecret.txt')).toBeNull();
  });
});
