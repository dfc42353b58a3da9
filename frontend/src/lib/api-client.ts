import { MESSAGES } from '@shared/messages';
import { endSession, getToken } from './session';

/** A failed call: the server's message (the spec's wording where it has one) and field messages. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: Record<string, string> = {},
    readonly requestId?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type ErrorBody = { error?: string; fields?: Record<string, string>; requestId?: string };

function parse(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** What to tell a person about a failed call: the server's words, else the spec's 'Oops'. */
export const errorText = (error: unknown): string =>
  error instanceof ApiError ? error.message : MESSAGES.oops;

/**
 * The one typed client of the Kantoor API: JSON in and out, the bearer token when signed in,
 * every failure an ApiError with a message a person can read. A 401 on a signed-in call ends
 * the session (the guard then returns to /).
 */
export async function request<T>(
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  signal?: AbortSignal,
): Promise<T> {
  const token = getToken();
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      signal,
      headers: {
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, 'We could not reach Kantoor. Check your connection and try again.');
  }
  const data = parse(await response.text());
  if (!response.ok) {
    const failure = (typeof data === 'object' && data !== null ? data : {}) as ErrorBody;
    if (response.status === 401 && token) endSession();
    throw new ApiError(
      response.status,
      failure.error ?? MESSAGES.oops,
      failure.fields ?? {},
      failure.requestId,
    );
  }
  return data as T;
}

export const apiGet = <T>(path: string, signal?: AbortSignal) =>
  request<T>('GET', path, undefined, signal);
export const apiPost = <T>(path: string, body?: unknown, signal?: AbortSignal) =>
  request<T>('POST', path, body ?? {}, signal);

/**
 * A POST whose reply is a file (a matter's document): the bytes as a Blob, with the name the
 * server gave in its content-disposition. Failures are ApiErrors as with `request`.
 */
export async function apiPostBlob(
  path: string,
  body: unknown,
  signal?: AbortSignal,
): Promise<{ blob: Blob; fileName: string | null }> {
  const token = getToken();
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      signal,
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, 'We could not reach Kantoor. Check your connection and try again.');
  }
  if (!response.ok) {
    const data = parse(await response.text());
    const failure = (typeof data === 'object' && data !== null ? data : {}) as ErrorBody;
    if (response.status === 401 && token) endSession();
    throw new ApiError(response.status, failure.error ?? MESSAGES.oops, failure.fields ?? {});
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? null;
  return { blob: await response.blob(), fileName };
}
