/** Field limits of the contact form, shared by the form and the schema without loading Zod. */
export const CONTACT_LIMITS = { name: 100, email: 254, message: 4000 } as const;

/** The hidden field that people never see and form-filling robots fill in. */
export const HONEYPOT_FIELD = "website";
