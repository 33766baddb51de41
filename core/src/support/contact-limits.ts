/** The limits of a message to support; the contract's schema reads them from here. */
export const CONTACT_LIMITS = { name: 80, subject: 120, message: 4000, minMessage: 10 } as const;
