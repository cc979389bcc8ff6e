import { hydrateLater } from '~/lib/hydrate-later';

/**
 * The job alert form as the job board shows it: hydrated after the rest of the page (`hydrateLater`), so that its
 * code and Conform's are not among what the page needs before it is interactive.
 */
export const JobAlertForm = hydrateLater(async () => (await import('./job-alert-form')).JobAlertForm);
