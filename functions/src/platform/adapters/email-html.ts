import { escapeHtml } from '../html';
import type { EmailMessage } from '../ports';

/** Safe HTML for a message: the text escaped, line breaks kept, links as buttons (http(s) only). */
export function emailHtml(message: EmailMessage): string {
  const paragraphs = escapeHtml(message.text).replace(/\r?\n/g, '<br>');
  const links = (message.links ?? [])
    .filter((link) => /^https?:\/\//i.test(link.href))
    .map(
      (link) =>
        `<p><a href="${escapeHtml(link.href)}" style="display:inline-block;padding:10px 16px;background:#0f4c5c;color:#fff;text-decoration:none;border-radius:6px">${escapeHtml(link.label)}</a></p>`,
    )
    .join('');
  return `<!doctype html><html><body style="font-family:Arial,sans-serif;line-height:1.5"><p>${paragraphs}</p>${links}</body></html>`;
}
