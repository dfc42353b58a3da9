import { LoaderCircle } from 'lucide-react';
import type { PagedList } from '../../lib/use-paged-list';
import { cn } from '../../lib/cn';
import { Button } from './button';

/** What "Load more" needs of a paged list (see lib/use-paged-list.ts). */
export type LoadMoreState = Pick<
  PagedList<unknown>,
  'hasMore' | 'isLoadingMore' | 'loadMoreError' | 'loadMore' | 'retry'
>;

/** The hint beside a search that filters the loaded rows only (the route has no search). */
export const LOADED_ROWS_HINT = 'Searching loaded rows — load more to search further.';

/**
 * "Load more" below a paged list: a loader while the call is on its way (the button keeps its
 * focus: it is never disabled, a second press waits for the first), the failure with "Try
 * again", nothing once the last page is in.
 */
export function LoadMore({
  more,
  label = 'Load more',
  className,
}: {
  more: LoadMoreState;
  label?: string;
  className?: string;
}) {
  if (more.loadMoreError)
    return (
      <div
        className={cn('flex flex-wrap items-center justify-center gap-3', className)}
        data-slot="load-more"
      >
        <p role="alert" className="text-sm text-destructive">
          {more.loadMoreError.message}
        </p>
        <Button type="button" variant="outline" size="sm" onClick={more.retry}>
          Try again
        </Button>
      </div>
    );
  if (!more.hasMore) return null;
  return (
    <div className={cn('flex justify-center', className)} data-slot="load-more">
      <Button
        type="button"
        variant="outline"
        aria-busy={more.isLoadingMore || undefined}
        aria-disabled={more.isLoadingMore || undefined}
        onClick={() => {
          if (!more.isLoadingMore) more.loadMore();
        }}
      >
        {more.isLoadingMore && <LoaderCircle className="animate-spin" aria-hidden="true" />}
        {label}
      </Button>
      <span className="sr-only" aria-live="polite">
        {more.isLoadingMore ? 'Loading more…' : ''}
      </span>
    </div>
  );
}
