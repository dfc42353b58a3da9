import type { PayrollView } from '@shared/payroll/schemas';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { monthName } from '../lib/payslips';

/** The EMP201 rows: what the run owes SARS for the month. */
export function emp201Rows(run: PayrollView): Array<[string, number]> {
  return [
    ['PAYE', run.total_paye],
    ['UIF (employees)', run.total_uif_employee],
    ['UIF (employer)', run.total_uif_employer],
    ['SDL', run.total_sdl],
    ['Total due to SARS', run.emp201_total],
  ];
}

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** The run's EMP201 summary, shown and printable (a print window with the same figures). */
export function Emp201Panel({
  run,
  money,
}: {
  run: PayrollView;
  money: (cents: number) => string;
}) {
  const rows = emp201Rows(run);
  const title = `EMP201 ${monthName(run.month)} ${run.year}`;
  const print = () => {
    const win = window.open('', '_blank', 'width=600,height=600');
    if (!win) return;
    const body = rows
      .map(
        ([label, cents]) =>
          `<tr><td>${escape(label)}</td><td style="text-align:right">${escape(money(cents))}</td></tr>`,
      )
      .join('');
    win.document.write(
      `<!doctype html><title>${escape(title)}</title><body style="font-family:sans-serif"><h1>${escape(title)}</h1>` +
        `<p>Pay date ${escape(run.pay_date)} · tax year ${escape(run.tax_year)} · ${escape(run.status)}</p>` +
        `<table style="border-collapse:collapse;min-width:320px">${body}</table></body>`,
    );
    win.document.close();
    win.focus();
    win.print();
  };
  return (
    <Card aria-label="EMP201">
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        <dl className="grid max-w-md grid-cols-2 gap-x-4 gap-y-1 text-sm">
          {rows.map(([label, cents], i) => (
            <div key={label} className="contents">
              <dt className={i === rows.length - 1 ? 'font-semibold' : 'text-muted-foreground'}>
                {label}
              </dt>
              <dd
                className={`text-right ${i === rows.length - 1 ? 'font-semibold' : ''}`}
                data-emp201={label}
              >
                {money(cents)}
              </dd>
            </div>
          ))}
        </dl>
        <p className="text-xs text-muted-foreground">
          {run.status === 'finalised'
            ? `Finalised ${run.finalised_at ?? ''}: these are the figures of the return.`
            : 'The payroll is open: the figures change with its payslips until it is finalised.'}
        </p>
        <div>
          <Button variant="outline" onClick={print}>
            Print EMP201
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
