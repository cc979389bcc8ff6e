/**
 * What files the product takes (spec §5 "Apply form", DESIGN §5–6). The CMS checks a resume by name and by content
 * (magic bytes, with file-type); the web app checks the name and size before it sends anything.
 */

/** Resume formats by extension: the MIME type it is stored with and what file-type detects in its content. */
export const RESUME_TYPES = {
  '.pdf': { mime: 'application/pdf', detected: 'pdf' },
  '.doc': { mime: 'application/msword', detected: 'cfb' },
  '.docx': { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', detected: 'docx' },
} as const;

export type ResumeExtension = keyof typeof RESUME_TYPES;
export const RESUME_EXTENSIONS = Object.keys(RESUME_TYPES) as ResumeExtension[];

/** The resume extension of a file name (any case), or null when it is not .pdf, .doc or .docx. */
export function resumeExtension(name: string): ResumeExtension | null {
  const match = /\.[^./\\]+$/.exec(name.toLowerCase());
  return match && match[0] in RESUME_TYPES ? (match[0] as ResumeExtension) : null;
}

/** The media library takes images only, never SVG (it can carry scripts); for the CMS's upload `security` setting. */
export const COVER_TYPES = { allowed: ['image/*'], denied: ['image/svg+xml'] } as const;

/** True when a file of this MIME type may be a cover image. */
export function isCoverType(mime: string): boolean {
  return mime.startsWith('image/') && !(COVER_TYPES.denied as readonly string[]).includes(mime);
}
