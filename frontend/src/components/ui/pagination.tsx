import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Button } from './button';

export type PaginationProps = {
  /** 1-based. */
  page: number;
  /** Unknown for cursor-paged lists: then `hasNext` says whether Next leads anywhere. */
  pageCount?: number;
  hasNext?: boolean;
  onPageChange: (page: number) => void;
  className?: string;
  label?: string;
};

/** Previous / "Page X of Y" (or "Page X") / Next; the page text is announced when it changes. */
export function Pagination({
  page,
  pageCount,
  hasNext,
  onPageChange,
  className,
  label = 'Pagination',
}: PaginationProps) {
  return (
    <nav aria-label={label} className={cn('flex items-center gap-2', className)}>
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={() => onPageChange(page - 1)}
        disabled={page <= 1}
      >
        <ChevronLeft aria-hidden="true" />
        Previous
      </Button>
      <p aria-live="polite" className="px-1 text-sm whitespace-nowrap text-muted-foreground">
        Page {page}
        {pageCount !== undefined && ` of ${pageCount}`}
      </p>
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={() => onPageChange(page + 1)}
        disabled={pageCount !== undefined ? page >= pageCount : !hasNext}
      >
        Next
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
