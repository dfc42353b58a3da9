import { PLATFORM_MESSAGES } from '../messages';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/**
 * The spec's password helper: upper case, digit and special character, plus a minimum length
 * (ASVS 5 asks for at least 8). Returns the message to show, or null when the password passes.
 */
export function passwordProblem(password: string): string | null {
  if (
    password.length < PASSWORD_MIN_LENGTH ||
    password.length > PASSWORD_MAX_LENGTH ||
    !/[A-Z]/.test(password) ||
    !/[0-9]/.test(password) ||
    !/[^A-Za-z0-9]/.test(password)
  ) {
    return PLATFORM_MESSAGES.passwordPolicy;
  }
  return null;
}
