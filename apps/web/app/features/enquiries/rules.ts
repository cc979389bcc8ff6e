/** Preview length of an enquiry's message in the staff list (docs/000-product.md §9), in characters. */
export const CONTACT_MESSAGE_PREVIEW = 50;

/** Path of the staff list of enquiries (the spec's "Contact Submissions"). */
export const ENQUIRIES_PATH = '/admin/contactList';
