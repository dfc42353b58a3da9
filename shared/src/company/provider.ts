/** Kantoor's own company: its super admins sell SMS credits to the other companies. */
export const PROVIDER_EMIS = 'baron-007';
