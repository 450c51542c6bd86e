/** The longest value of each contact-form field: the API refuses longer, the shell's fields stop there. */
export const CONTACT_MAX_LENGTHS = { name: 200, email: 254, subject: 200, message: 10_000 } as const;
