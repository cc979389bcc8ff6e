/**
 * What files the product takes (docs/000-product.md §5 "Apply form", docs/000-product.md §14–6). The CMS checks a
 * resume by name and by content (magic bytes, with file-type); the web app checks the name and size before it sends
 * anything.
 */

/** Resume formats by extension: the MIME type it is stored with and what file-type detects in its content. */
export const RESUME_TYPES = {
  '.pdf': { mime: 'application/pdf', detected: 'pdf' },
  '.doc': { mime: 'application/msword', detected: 'cfb' },
  '.docx': { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', detected: 'docx' },
} as const;

export type ResumeExtension = keyof typeof RESUME_TYPES;
export const RESUME_EXTENSIONS = Object.keys(RESUME_TYPES) as ResumeExtension[];

/**
 * The file picker's `accept` of a resume (extensions and MIME types); a hiring request's job description takes the same
 * types (docs/024-employers.md "The form at /hire").
 */
export const RESUME_ACCEPT = [...RESUME_EXTENSIONS, ...Object.values(RESUME_TYPES).map((type) => type.mime)].join(',');

/** The extension of a file name, lowercased with its dot (`.pdf`), or '' without one. */
function extensionOf(name: string): string {
  return /\.[^./\\]+$/.exec(name.toLowerCase())?.[0] ?? '';
}

/** The resume extension of a file name (any case), or null when it is not .pdf, .doc or .docx. */
export function resumeExtension(name: string): ResumeExtension | null {
  const extension = extensionOf(name);
  return extension in RESUME_TYPES ? (extension as ResumeExtension) : null;
}

/**
 * What a cover image may be (the media library, docs/000-product.md §14): the image types the site shows (its pages,
 * the RSS enclosures), by extension: the MIME type and what file-type detects in the content (an animated PNG is
 * `apng`). Never SVG, HTML or script: the CMS checks a cover by name and by content, as it checks resumes
 * (docs/017-security-audit.md), so that no other bytes are stored under an image's name.
 */
export const COVER_TYPES = {
  '.jpg': { mime: 'image/jpeg', detected: ['jpg'] },
  '.jpeg': { mime: 'image/jpeg', detected: ['jpg'] },
  '.png': { mime: 'image/png', detected: ['png', 'apng'] },
  '.webp': { mime: 'image/webp', detected: ['webp'] },
  '.gif': { mime: 'image/gif', detected: ['gif'] },
  '.avif': { mime: 'image/avif', detected: ['avif'] },
} as const;

export type CoverExtension = keyof typeof COVER_TYPES;

/** The MIME types of covers (with `image/apng`, what file-type calls an animated PNG), for the CMS's upload setting. */
export const COVER_MIME_TYPES = [...new Set([...Object.values(COVER_TYPES).map((type) => type.mime), 'image/apng'])];

/** The file picker's `accept` of a cover (extensions and MIME types). */
export const COVER_ACCEPT = [...Object.keys(COVER_TYPES), ...COVER_MIME_TYPES].join(',');

/** The cover extension of a file name (any case), or null when it is not one of `COVER_TYPES`. */
export function coverExtension(name: string): CoverExtension | null {
  const extension = extensionOf(name);
  return extension in COVER_TYPES ? (extension as CoverExtension) : null;
}

/** True when a file of this name and (browser-declared) MIME type may be a cover image; its content is the CMS's check. */
export function isCoverFile(name: string, mime: string): boolean {
  return coverExtension(name) !== null && COVER_MIME_TYPES.includes(mime);
}

/** What a refused cover is told (web app and CMS alike). */
export const COVER_TYPE_MESSAGE =
  'The cover must be a JPEG, PNG, WebP, GIF or AVIF image (.jpg, .png, .webp, .gif, .avif).';
