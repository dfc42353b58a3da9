import { useState } from 'react';
import { EVENTS_PAGE_SIZE, type EventView } from '@shared/events/schemas';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { When } from './when';
import { Pagination } from '../../../components/ui/pagination';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../components/ui/table';

/**
 * The window's events as a table (extended.md §2): Starts, Title, Privacy (signed in only),
 * Action; 10 a page, paged in the browser over the list the calendar shows.
 */
export function EventsTable({
  events,
  showPrivacy,
  onOpen,
  loading,
}: {
  events: readonly EventView[];
  showPrivacy: boolean;
  onOpen: (id: string) => void;
  loading: boolean;
}) {
  const [page, setPage] = useState(1);
  const pageCount = Math.max(1, Math.ceil(events.length / EVENTS_PAGE_SIZE));
  const current = Math.min(page, pageCount);
  const rows = events.slice((current - 1) * EVENTS_PAGE_SIZE, current * EVENTS_PAGE_SIZE);

  return (
    <div className="grid gap-3">
      <Table aria-label="Upcoming events">
        <TableHeader>
          <TableRow>
            <TableHead>Starts</TableHead>
            <TableHead>Title</TableHead>
            {showPrivacy && <TableHead>Privacy</TableHead>}
            <TableHead className="text-right">Action</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((event) => (
            <TableRow key={event.id}>
              <TableCell className="tabular-nums">
                <When wall={event.start} />
              </TableCell>
              <TableCell>{event.title}</TableCell>
              {showPrivacy && (
                <TableCell>
                  <Badge variant={event.private === 'Yes' ? 'secondary' : 'outline'}>
                    {event.private === 'Yes' ? 'Private' : 'Public'}
                  </Badge>
                </TableCell>
              )}
              <TableCell className="text-right">
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  aria-label={`Open ${event.title}`}
                  onClick={() => onOpen(event.id)}
                >
                  Open
                </Button>
              </TableCell>
            </TableRow>
          ))}
          {rows.length === 0 && !loading && (
            <TableRow>
              <TableCell
                colSpan={showPrivacy ? 4 : 3}
                className="py-8 text-center text-muted-foreground"
              >
                No events in this period.
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
      {pageCount > 1 && (
        <Pagination
          label="Events pages"
          page={current}
          pageCount={pageCount}
          onPageChange={setPage}
          className="justify-end"
        />
      )}
    </div>
  );
}
