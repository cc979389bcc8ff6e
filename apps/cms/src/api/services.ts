import type { Core } from '@strapi/strapi';
import type article from './article/services/article';
import type candidate from './candidate/services/candidate';
import type talentPool from './candidate/services/talent-pool';
import type candidateIntake from './candidate/services/intake';
import type client from './client/services/client';
import type clientTerms from './client/services/client-terms';
import type clientAccess from './client-portal/services/client-access';
import type clientPortal from './client-portal/services/client-portal';
import type myData from './candidate/services/my-data';
import type contact from './contact/services/contact';
import type dashboard from './dashboard/services/dashboard';
import type emailOutbox from './email-outbox/services/email-outbox';
import type hiringRequest from './hiring-request/services/hiring-request';
import type jobAlert from './job-alert/services/job-alert';
import type jobApplication from './job-application/services/job-application';
import type jobSearch from './job/services/job-search';
import type offer from './offer/services/offer';
import type personalData from './personal-data/services/personal-data';
import type placement from './placement/services/placement';
import type sitemap from './sitemap/services/sitemap';
import type sourcing from './sourcing/services/sourcing';
import type staffInvitation from './staff-invitation/services/staff-invitation';
import type submission from './submission/services/submission';

/**
 * The project's services that controllers, the bootstrap and the seed call by UID, each typed as its factory builds
 * it: Strapi's core methods typed from the generated content types (types/generated) plus the methods the service adds.
 */
export interface Services {
  'api::article.article': ReturnType<typeof article>;
  'api::candidate.candidate': ReturnType<typeof candidate>;
  'api::candidate.talent-pool': ReturnType<typeof talentPool>;
  'api::candidate.intake': ReturnType<typeof candidateIntake>;
  'api::client.client': ReturnType<typeof client>;
  'api::client.client-terms': ReturnType<typeof clientTerms>;
  'api::client-portal.client-access': ReturnType<typeof clientAccess>;
  'api::client-portal.client-portal': ReturnType<typeof clientPortal>;
  'api::candidate.my-data': ReturnType<typeof myData>;
  'api::contact.contact': ReturnType<typeof contact>;
  'api::dashboard.dashboard': ReturnType<typeof dashboard>;
  'api::email-outbox.email-outbox': ReturnType<typeof emailOutbox>;
  'api::hiring-request.hiring-request': ReturnType<typeof hiringRequest>;
  'api::job-alert.job-alert': ReturnType<typeof jobAlert>;
  'api::job-application.job-application': ReturnType<typeof jobApplication>;
  'api::job.job-search': ReturnType<typeof jobSearch>;
  'api::offer.offer': ReturnType<typeof offer>;
  'api::personal-data.personal-data': ReturnType<typeof personalData>;
  'api::placement.placement': ReturnType<typeof placement>;
  'api::sitemap.sitemap': ReturnType<typeof sitemap>;
  'api::sourcing.sourcing': ReturnType<typeof sourcing>;
  'api::staff-invitation.staff-invitation': ReturnType<typeof staffInvitation>;
  'api::submission.submission': ReturnType<typeof submission>;
}

/** `strapi.service(uid)`, typed: `service(strapi, 'api::job-application.job-application').submit(…)`. */
export function service<TUID extends keyof Services>(strapi: Core.Strapi, uid: TUID): Services[TUID] {
  // The one cast: @strapi/types 5.54 types `strapi.service()` as the untyped `Core.Service` whatever the UID (it does
  // not look the UID up in its `Public.Services` registry, and `Core.Strapi` cannot be augmented from here).
  // The map above says what Strapi registered under each UID: the default export of src/api/<name>/services/<name>.ts.
  // It lives in src/api, above the services it names: src/lib is below src/api and never imports it, and a service
  // that needs another imports that one's functions directly, so no service imports this map (no import circle).
  return strapi.service(uid) as Services[TUID];
}
