/** A mailbox's local part and a host name, each label letters, digits and inner dashes. */
const MAILBOX =
  /^[^\s@<>()[\]\\,;:"]{1,64}@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

/**
 * An email address as a send uses it: trimmed and lower-cased, or undefined when it cannot be
 * one address (empty, two addresses, a display name, a bad host, longer than 254 characters).
 */
export function normaliseEmail(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const email = value.trim().toLowerCase();
  if (email.length > 254 || !MAILBOX.test(email)) return undefined;
  return email;
}
