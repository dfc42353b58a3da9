/** The server's last comment in the page's root starts with this, then the lazy parts' keys. */
export const PARTS_MARK = 'kantoor-parts:';

/** The lazy parts the server rendered into `root` (its last comment), taking the comment out. */
export function takeParts(root: HTMLElement): string[] {
  const last = root.lastChild;
  if (last?.nodeType !== Node.COMMENT_NODE || !last.nodeValue?.startsWith(PARTS_MARK)) return [];
  last.remove();
  return last.nodeValue.slice(PARTS_MARK.length).split(',').filter(Boolean);
}
