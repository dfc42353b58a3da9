/** What the bulk senders share: a request's idempotency id and a typed list of recipients. */

/** A fresh id for one send: a retried post with it sends nothing twice. */
export const newRequestId = () => crypto.randomUUID().replace(/-/g, '');

/** "082 555 0101, 083 555 0102\n…" -> the entries, trimmed, blanks dropped. */
export const splitList = (text: string): string[] =>
  text
    .split(/[\n,;]+/)
    .map((entry) => entry.trim())
    .filter(Boolean);

/** Whether a typed text says anything (the send buttons wait for a title and a message). */
export const filled = (text: string) => text.trim().length > 0;
