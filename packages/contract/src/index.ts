/**
 * The contract of both apps: every rule the CMS enforces and the web app shows, written once. Input schemas (zod) of
 * an application, an enquiry, a job posting and an article; limits; enums (application statuses and their
 * transitions, job statuses and types, contact services); file rules; the spec's messages and the API's words.
 * The slug rule has its own entry point, `@agency/contract/slug`. Where each rule lives: docs/009-one-contract.md.
 */
// Rules without zod: a public page can read a label or a limit without downloading zod.
export * from './api-errors.js';
export * from './arabic.js';
export * from './language.js';
export * from './application.js';
export * from './application-source.js';
export * from './article.js';
export * from './choices.js';
export * from './client.js';
export * from './client-portal.js';
export * from './submission-stage.js';
export * from './countries.js';
export * from './currencies.js';
export * from './control-characters.js';
export * from './email.js';
export * from './decision-email.js';
export * from './desk.js';
export * from './enquiry.js';
export * from './files.js';
export * from './hiring-request.js';
export * from './interview.js';
export * from './full-text.js';
export * from './job.js';
export * from './job-display.js';
export * from './job-search.js';
export * from './job-alert.js';
export * from './limits.js';
export * from './messages.js';
export * from './operations.js';
export * from './public-queries.js';
export * from './resume-text.js';
export * from './screening.js';
export * from './secrets.js';
export * from './team.js';
// The input schemas (zod).
export * from './application-schema.js';
export * from './application-source-schema.js';
export * from './application-bulk.js';
export * from './article-schema.js';
export * from './content-locale.js';
export * from './candidate.js';
export * from './candidate-intake.js';
export * from './candidate-page.js';
export * from './candidate-search.js';
export * from './client-schema.js';
export * from './sourcing.js';
export * from './enquiry-schema.js';
export * from './fields.js';
export * from './hiring-request-schema.js';
export * from './interview-schema.js';
export * from './job-schema.js';
export * from './screening-schema.js';
export * from './job-alert-schema.js';
export * from './personal-data.js';
export * from './team-schema.js';
export * from './staff-password-schema.js';
export * from './page-invalidation.js';
export * from './placement.js';
export * from './redis.js';
export * from './staff-profile-schema.js';
export * from './agency-settings.js';
export * from './talent-pool.js';
export { z } from './zod.js';
