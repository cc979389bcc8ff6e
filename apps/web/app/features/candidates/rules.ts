/** Where the staff list of candidates lives (docs/023-talent-pool.md "Candidates"). */
export const CANDIDATES_PATH = '/admin/candidates';

/** "Add candidate" (docs/023-talent-pool.md "Added by staff"). */
export const NEW_CANDIDATE_PATH = `${CANDIDATES_PATH}/new`;

/** The query the candidate page reads to say the person was just added (and e-mailed). */
export const ADDED_PARAM = 'added';

/** A candidate's page. */
export const candidatePath = (documentId: string) => `${CANDIDATES_PATH}/${encodeURIComponent(documentId)}`;

/** The tag field's suggestions as staff type (a resource route answering JSON). */
export const TAG_SUGGESTIONS_PATH = `${CANDIDATES_PATH}/tags`;

/** An application's resume, through the existing staff download route (routes/admin/resume.ts). */
export const resumePath = (applicationDocumentId: string) =>
  `/admin/applications/${encodeURIComponent(applicationDocumentId)}/resume`;
