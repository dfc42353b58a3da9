import type { ZodError } from 'zod';
import { COMPANY_CLOSED_MESSAGE, SITE_CLOSED_MESSAGE } from '@shared/closing/closing';
import { PLATFORM_MESSAGES } from '@shared/messages';

export type ErrorDetails = {
  fields?: Record<string, string>;
  headers?: Record<string, string>;
  /** A page to answer instead of the JSON error (a page document's route: a closed site). */
  html?: string;
};

/** An error the user should see: its status and message go to the client as they are. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details: ErrorDetails = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export type ErrorEntry = { status: number; message: string };

/**
 * A domain's error vocabulary: a table from code to status and message. The table's type lists
 * every code, so the compiler refuses a code without a message.
 */
export function errorVocabulary<Code extends string>(table: Record<Code, ErrorEntry>) {
  return (code: Code, details?: ErrorDetails) => {
    const entry = table[code];
    return new AppError(entry.status, entry.message, details);
  };
}

type PlatformErrorCode =
  | 'invalidJson'
  | 'notAnObject'
  | 'unsupportedMediaType'
  | 'payloadTooLarge'
  | 'signInRequired'
  | 'sessionExpired'
  | 'deactivated'
  | 'forbidden'
  | 'enrolTwoFactor'
  | 'unknownSite'
  | 'wrongSite'
  | 'siteClosed'
  | 'companyClosed'
  | 'tooManyRequests'
  | 'busy';

export const platformError = errorVocabulary<PlatformErrorCode>({
  invalidJson: { status: 400, message: 'The request body is not valid JSON' },
  notAnObject: { status: 400, message: 'The request body must be a JSON object' },
  unsupportedMediaType: { status: 415, message: 'Send the request body as application/json' },
  payloadTooLarge: { status: 413, message: 'The request body is too large' },
  signInRequired: { status: 401, message: PLATFORM_MESSAGES.signInRequired },
  sessionExpired: { status: 401, message: PLATFORM_MESSAGES.sessionExpired },
  deactivated: { status: 403, message: PLATFORM_MESSAGES.accountDeactivated },
  forbidden: { status: 403, message: PLATFORM_MESSAGES.forbidden },
  enrolTwoFactor: {
    status: 403,
    message: 'Your company requires two-factor sign-in: set it up before you continue',
  },
  unknownSite: { status: 404, message: PLATFORM_MESSAGES.unknownSite },
  wrongSite: {
    status: 400,
    message: 'This request names a company other than the site it was sent to',
  },
  // A closed company (issue 27): its site and its back office are gone, not missing.
  siteClosed: { status: 410, message: SITE_CLOSED_MESSAGE },
  companyClosed: { status: 410, message: COMPANY_CLOSED_MESSAGE },
  tooManyRequests: { status: 429, message: 'Too many requests. Try again later.' },
  busy: { status: 503, message: 'Kantoor is busy. Try again in a moment.' },
});

/** A 400 carrying every field's first message; the top message is the first field's. */
export function validationError(error: ZodError): AppError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.') || '_';
    fields[path] ??= issue.message;
  }
  const first = error.issues[0]?.message ?? 'The request is not valid';
  return new AppError(400, first, { fields });
}
