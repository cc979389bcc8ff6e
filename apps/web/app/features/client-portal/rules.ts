import { CLIENT_LINK_PATH, CLIENT_PORTAL_PATH } from '@agency/contract';

/**
 * The client portal's paths (docs/024-employers.md "Submissions and the client portal"): the sign-in (the e-mail form)
 * and the link's page are the contract's, as the CMS's e-mail writes them; the rest is the web app's.
 */
export { CLIENT_LINK_PATH, CLIENT_PORTAL_PATH };

/** The client's jobs with candidates submitted to them. */
export const CLIENT_JOBS_PATH = '/client/jobs';
/** Signing out (POST). */
export const CLIENT_SIGN_OUT_PATH = '/client/sign-out';

/** One job's page of the portal: its submitted candidates and the client's answers. */
export const clientJobPath = (documentId: string) => `${CLIENT_JOBS_PATH}/${encodeURIComponent(documentId)}`;

/** A submitted candidate's resume, downloaded by the client. */
export const clientResumePath = (submissionDocumentId: string) =>
  `/client/submissions/${encodeURIComponent(submissionDocumentId)}/resume`;

/** The sign-in page after a session ended (`?ended=1`: it says so). */
export const CLIENT_SESSION_ENDED_PATH = `${CLIENT_PORTAL_PATH}?ended=1`;
