import { describe, expect, it } from 'vitest';
import { COVER_MIME_TYPES, coverExtension, isCoverFile, RESUME_ACCEPT, resumeExtension } from './files.js';
import { documentSizeMessage, documentTypeMessage, RESUME_SIZE_MESSAGE, RESUME_TYPE_MESSAGE } from './messages.js';

describe('file names', () => {
  it('a resume is .pdf, .doc or .docx, in any case', () => {
    expect(resumeExtension('CV.PDF')).toBe('.pdf');
    expect(resumeExtension('cv.docx')).toBe('.docx');
    expect(resumeExtension('cv.pdf.exe')).toBeNull();
    expect(resumeExtension('pdf')).toBeNull();
  });

  it("the file picker of a resume (and of a job description) offers the resume's extensions and MIME types", () => {
    expect(RESUME_ACCEPT).toBe(
      '.pdf,.doc,.docx,application/pdf,application/msword,' +
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
  });

  it("a document of the resume's kind is told its types and size limit in its own words", () => {
    expect(RESUME_TYPE_MESSAGE).toBe('Resume must be a .pdf, .doc or .docx file.');
    expect(RESUME_SIZE_MESSAGE).toBe('Resume must be 5 MB or smaller.');
    expect(documentTypeMessage('The job description')).toBe('The job description must be a .pdf, .doc or .docx file.');
    expect(documentSizeMessage('The job description')).toBe('The job description must be 5 MB or smaller.');
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
