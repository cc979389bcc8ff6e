/**
 * The contract of both apps: every rule the CMS enforces and the web app shows, written once. Input schemas (zod) of
 * an application, an enquiry, a job posting and an article; limits; enums (application statuses and their
 * transitions, job statuses and types, contact services); file rules; the spec's messages and the API's words.
 * The slug rule has its own entry point, `@agency/contract/slug`. Where each rule lives: docs/009.
 */
export * from './api-errors.js';
export * from './application.js';
export * from './article.js';
export * from './enquiry.js';
export * from './files.js';
export * from './job.js';
export * from './limits.js';
export * from './messages.js';
export * from './text.js';
export { z } from './zod.js';
