import { Download, Loader2 } from 'lucide-react';
import { useState } from 'react';
import type { PayrollSlipsReply, PayrollView } from '@shared/payroll/schemas';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { toast } from '../../../components/ui/sonner';
import { downloadBlob } from '../../../lib/download';
import { emp201FileName, emp201Input, monthName, renderEmp201 } from '../lib/payslips';

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

/**
 * The run's EMP201 summary, shown and downloadable as a PDF with the employer's name, its SARS
 * references and the period (issue 28: the print was an unstyled page).
 */
export function Emp201Panel({
  reply,
  money,
  currency,
}: {
  reply: PayrollSlipsReply;
  money: (cents: number) => string;
  currency: string;
}) {
  const run = reply.payroll;
  const rows = emp201Rows(run);
  const title = `EMP201 ${monthName(run.month)} ${run.year}`;
  const [busy, setBusy] = useState(false);
  const missing = (
    [
      ['PAYE', reply.employer.paye_reference],
      ['UIF', reply.employer.uif_reference],
      ['SDL', reply.employer.sdl_reference],
    ] as const
  ).filter(([, value]) => !value);
  const download = async () => {
    setBusy(true);
    try {
      downloadBlob(await renderEmp201(emp201Input(reply, currency)), emp201FileName(run.id));
    } catch {
      toast.error('The EMP201 PDF could not be made. Try again.');
    } finally {
      setBusy(false);
    }
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
        {missing.length > 0 && (
          <p className="text-xs text-muted-foreground">
            No {missing.map(([name]) => name).join(', ')} reference yet: add it under Manage
            Employees, payroll settings.
          </p>
        )}
        <div>
          <Button variant="outline" onClick={() => void download()} disabled={busy}>
            {busy ? (
              <Loader2 aria-hidden="true" className="animate-spin" />
            ) : (
              <Download aria-hidden="true" />
            )}
            Download EMP201 (PDF)
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
