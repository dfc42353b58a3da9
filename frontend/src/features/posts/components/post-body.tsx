import { cn } from '../../../lib/cn';
import './posts.css';

/**
 * A post's body as the server stored it: HTML already sanitised against the allow-list at write
 * time (functions/src/posts/sanitise.ts), so it is shown as it is.
 */
// Sanitised on the server before it was stored (never raw input).
export function PostBody({ html, className }: { html: string; className?: string }) {
  return <div className={cn('post-body', className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
