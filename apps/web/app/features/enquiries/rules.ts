/** Preview length of an enquiry's message in the staff list (spec §9), in characters. */
export const CONTACT_MESSAGE_PREVIEW = 50;
