import { hydrateLater } from '~/lib/hydrate-later';

/**
 * The contact form as pages show it: hydrated after the rest of the page (`hydrateLater`), so that its code and
 * Conform's are not among what the page needs before it is interactive.
 */
export const ContactForm = hydrateLater(async () => (await import('./contact-form')).ContactForm);
