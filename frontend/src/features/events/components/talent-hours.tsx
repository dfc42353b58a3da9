import { APPOINTMENTS_PAGE_SIZE } from '@shared/events/schemas';
import { formatMoney } from '@shared/money/money';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { LoadMore } from '../../../components/ui/load-more';
import { Skeleton } from '../../../components/ui/skeleton';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../components/ui/table';
import { useCompany } from '../../../lib/company';
import { useStaffAppointments } from '../api/events';
import { When } from './when';

// Amounts never wrap, and line up by their digits.
const AMOUNT = 'text-right whitespace-nowrap tabular-nums';

const hoursText = (hours: number) =>
  hours.toLocaleString('en-ZA', { minimumFractionDigits: 0, maximumFractionDigits: 2 });

/** Hours & Rate (extended.md §2): Total Hours and Total Payout, and the bookings 5 at a time. */
export function TalentHours({ staffId }: { staffId: string }) {
  const { currency } = useCompany();
  const money = (cents: number) => formatMoney(cents, currency);
  const list = useStaffAppointments(staffId, APPOINTMENTS_PAGE_SIZE);

  if (list.error)
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-destructive">
        {list.error.message}
        <Button size="sm" variant="outline" onClick={list.retry}>
          Try again
        </Button>
      </div>
    );

  const totals = list.totals;
  const figures = [
    { title: 'Total Hours', testId: 'total-hours', value: hoursText(totals?.hours ?? 0) },
    { title: 'Total Payout', testId: 'total-payout', value: money(totals?.payout ?? 0) },
    // The bookings' line totals (payout plus the agency's share): what the table adds up to.
    { title: 'Line Totals', testId: 'total-line-total', value: money(totals?.lineTotal ?? 0) },
  ];

  return (
    <div className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-3">
        {figures.map(({ title, testId, value }) => (
          <Card key={testId}>
            <CardHeader>
              <CardTitle>{title}</CardTitle>
            </CardHeader>
            <CardContent>
              <p
                className="text-xl font-semibold whitespace-nowrap tabular-nums"
                data-testid={testId}
              >
                {list.isPending ? <Skeleton className="h-8 w-24" /> : value}
              </p>
            </CardContent>
          </Card>
        ))}
      </div>
      <Table aria-label="Bookings">
        <TableHeader>
          <TableRow>
            <TableHead>Title</TableHead>
            <TableHead>Start</TableHead>
            <TableHead>End</TableHead>
            <TableHead className="text-right">Rates</TableHead>
            <TableHead className="text-right">Hours</TableHead>
            <TableHead className="text-right">Line Total</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {list.rows.map((row) => (
            <TableRow key={row.id}>
              <TableCell className="min-w-32">{row.title}</TableCell>
              <TableCell className="tabular-nums">
                <When wall={row.start} />
              </TableCell>
              <TableCell className="tabular-nums">
                <When wall={row.end} />
              </TableCell>
              <TableCell className={AMOUNT}>{money(row.rates)}</TableCell>
              <TableCell className={AMOUNT}>{hoursText(row.hours)}</TableCell>
              <TableCell className={AMOUNT} data-testid="line-total">
                {money(row.lineTotal)}
              </TableCell>
            </TableRow>
          ))}
          {list.isPending && (
            <TableRow>
              <TableCell colSpan={6}>
                <Skeleton className="h-6 w-full" />
              </TableCell>
            </TableRow>
          )}
          {!list.isPending && list.rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={6} className="py-8 text-center text-muted-foreground">
                No bookings yet.
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
      <LoadMore more={list} />
    </div>
  );
}
