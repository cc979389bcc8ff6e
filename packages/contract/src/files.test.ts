import { describe, expect, it } from 'vitest';
import { COVER_MIME_TYPES, coverExtension, isCoverFile, resumeExtension } from './files.js';

describe('file names', () => {
  it('a resume is .pdf, .doc or .docx, in any case', () => {
    expect(resumeExtension('CV.PDF')).toBe('.pdf');
    expect(resumeExtension('cv.docx')).toBe('.docx');
    expect(resumeExtension('cv.pdf.exe')).toBeNull();
    expect(resumeExtension('pdf')).toBeNull();
  });

  it('a cover is one of the image types the site shows, never SVG', () => {
    expect(coverExtension('Team.JPG')).toBe('.jpg');
    expect(coverExtension('hero.webp')).toBe('.webp');
    expect(coverExtension('logo.svg')).toBeNull();
    expect(coverExtension('page.html')).toBeNull();
    expect(coverExtension('png')).toBeNull();
    expect(COVER_MIME_TYPES).toEqual([
      'image/jpeg',
      'image/png',
      'image/webp',
      'image/gif',
      'image/avif',
      'image/apng',
    ]);
  });

  it('the web app takes a cover by its name and declared type; the CMS checks its content', () => {
    expect(isCoverFile('cover.png', 'image/png')).toBe(true);
    expect(isCoverFile('cover.png', 'image/svg+xml')).toBe(false);
    expect(isCoverFile('cover.svg', 'image/png')).toBe(false);
    expect(isCoverFile('cover', '')).toBe(false);
  });
});
