// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the e2e tests (root tsconfig) see these types only through here
/// <reference path="./structured-data-validator.d.ts" />
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import Validator, { type ValidationIssue } from '@adobe/structured-data-validator';
import WebAutoExtractor from '@marbec/web-auto-extractor';

/**
 * Google's structured-data rules as a test helper (docs/012-structured-data-and-feeds.md), for the JSON-LD unit tests
 * and the browser test that validates every open job page: `@marbec/web-auto-extractor` reads a page's structured data
 * as a crawler does, and `@adobe/structured-data-validator` checks it against Google's rich-result rules (JobPosting:
 * required and recommended properties) and the schema.org vocabulary (unknown types and properties).
 *
 * The validator normally downloads the vocabulary; neither this machine nor CI can, so the schema.org release 30.0
 * file (`schemaorg-all-https.jsonld`, CC BY-SA 3.0) is kept here whole, gzipped (1.5 MB → 260 kB).
 */

export type { ValidationIssue };

const VOCABULARY = new URL('./fixtures/schemaorg-all-https.jsonld.gz', import.meta.url);
let vocabulary: unknown;

function schemaOrgVocabulary(): unknown {
  vocabulary ??= JSON.parse(gunzipSync(readFileSync(VOCABULARY)).toString('utf8'));
  return vocabulary;
}

/** Every issue the validator finds in the structured data of an HTML page. */
export async function validateStructuredData(html: string): Promise<ValidationIssue[]> {
  const extracted = new WebAutoExtractor({ addLocation: true, embedSource: false }).parse(html);
  return new Validator(schemaOrgVocabulary()).validate(extracted);
}

/** A minimal HTML page carrying `data` as JSON-LD, as the job page writes it. */
export function jsonLdPage(data: unknown): string {
  return `<!doctype html><html><head><script type="application/ld+json">${JSON.stringify(data)}</script></head><body></body></html>`;
}

/** Properties Google recommends only for remote work: left out, on purpose, of on-site and hybrid jobs. */
const REMOTE_ONLY = new Set(['applicantLocationRequirements', 'jobLocationType']);

/**
 * The issues a JobPosting may not have (the target of docs/012-structured-data-and-feeds.md): every error, and every
 * warning but the remote-only properties of a job that is not remote, `validThrough` of a job without a closing date
 * and `baseSalary` of a job without a salary (`paid`: staff entered a minimum or a maximum).
 */
export function unexpectedIssues(
  issues: ValidationIssue[],
  job: { remote: boolean; closes: boolean; paid: boolean },
): ValidationIssue[] {
  return issues.filter((issue) => {
    if (issue.severity !== 'WARNING') return true;
    const allowed = (field: string) =>
      (!job.remote && REMOTE_ONLY.has(field)) ||
      (!job.closes && field === 'validThrough') ||
      (!job.paid && field === 'baseSalary');
    return !issue.fieldNames.every(allowed) || issue.fieldNames.length === 0;
  });
}
