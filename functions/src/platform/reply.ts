const REPLY = Symbol('reply');

export type Reply = {
  [REPLY]: true;
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
  binary?: { data: Uint8Array; contentType: string };
  text?: { body: string; contentType: string };
};

/** A JSON reply with a status other than 200 or extra headers. */
export function reply(status: number, body?: unknown, headers?: Record<string, string>): Reply {
  return { [REPLY]: true, status, body, headers };
}

/** Bytes (an image, a PDF) with their content type. */
export function binaryReply(
  data: Uint8Array,
  contentType: string,
  headers?: Record<string, string>,
): Reply {
  return { [REPLY]: true, status: 200, headers, binary: { data, contentType } };
}

/** Text that is not JSON (an HTML page) with its content type. */
export function textReply(
  status: number,
  body: string,
  contentType: string,
  headers?: Record<string, string>,
): Reply {
  return { [REPLY]: true, status, headers, text: { body, contentType } };
}

export function isReply(value: unknown): value is Reply {
  return typeof value === 'object' && value !== null && REPLY in value;
}
