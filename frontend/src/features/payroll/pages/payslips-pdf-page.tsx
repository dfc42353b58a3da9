import { ArrowLeft, Download } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { formatMoney } from '@shared/money/money';
import type { PayslipPdfInput } from '@shared/pdf/payslip-pdf';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { toast } from '../../../components/ui/sonner';
import { errorText } from '../../../lib/api-client';
import { useCompany } from '../../../lib/company';
import { downloadBlob } from '../../../lib/download';
import { usePayslips } from '../api/payroll';
import { monthName, payslipsFileName, renderPayslips } from '../lib/payslips';

type PrintState = { employeesOnPayroll?: { payrollID?: string; staff?: string[] } };

/** The payroll and its employees from the route parameter (router state) or the query. */
function usePrintParams(): { payrollID: string; staff: string[] } | null {
  const [params] = useSearchParams();
  const state = (useLocation().state ?? {}) as PrintState;
  const payrollID = params.get('payroll') ?? state.employeesOnPayroll?.payrollID ?? '';
  const staff = (params.get('staff')?.split(',') ?? state.employeesOnPayroll?.staff ?? []).filter(
    Boolean,
  );
  return payrollID ? { payrollID, staff } : null;
}

/**
 * Print Payslips (`/get-payslips-pdf`, param employeesOnPayroll): one A4 payslip per employee,
 * previewed in a frame and downloadable; the PDF prints the slips' own figures, the same the
 * Salaries & Payslips screen shows (listed below the frame too).
 */
export function PayslipsPdfPage() {
  const wanted = usePrintParams();
  if (!wanted) return <Navigate to="/salaries-and-payslips" replace />;
  return <Payslips payrollID={wanted.payrollID} staff={wanted.staff} />;
}

function Payslips({ payrollID, staff }: { payrollID: string; staff: string[] }) {
  const company = useCompany();
  const navigate = useNavigate();
  const data = usePayslips(payrollID);
  const [preview, setPreview] = useState<string | null>(null);

  const input = useMemo((): PayslipPdfInput | null => {
    if (!data.data) return null;
    const { payroll, employees } = data.data;
    const wantedSlips =
      staff.length > 0 ? employees.filter((s) => staff.includes(s.staff_id)) : employees;
    const c = company.company;
    return {
      company: {
        name: c.name,
        address: [c.primary_address, c.city].filter((l): l is string => Boolean(l)),
        phone: c.primary_phone ?? undefined,
        email: c.email ?? undefined,
      },
      period: `${monthName(payroll.month)} ${payroll.year}`,
      pay_date: payroll.pay_date,
      tax_year: payroll.tax_year,
      slips: wantedSlips,
      currency: company.currency,
    };
  }, [data.data, staff, company]);

  useEffect(() => {
    document.title = `Payslips · ${payrollID}`;
  }, [payrollID]);

  useEffect(() => {
    if (!input) return;
    let live = true;
    let made: string | null = null;
    renderPayslips(input).then(
      (blob) => {
        if (!live) return;
        made = URL.createObjectURL(blob);
        setPreview(made);
      },
      () => toast.error('The payslips PDF could not be made. Try again.'),
    );
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [input]);

  const download = async () => {
    if (input) downloadBlob(await renderPayslips(input), payslipsFileName(payrollID));
  };
  const money = (cents: number) => formatMoney(cents, company.currency);

  return (
    <div className="mx-auto grid max-w-6xl gap-4 p-4">
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="outline" onClick={() => void navigate('/salaries-and-payslips')}>
          <ArrowLeft aria-hidden="true" /> Salaries &amp; Payslips
        </Button>
        <h1 className="text-2xl font-semibold">Print Payslips</h1>
        <Button onClick={() => void download()} disabled={!input}>
          <Download aria-hidden="true" /> Download PDF
        </Button>
      </div>
      {data.error && <FormAlert>{errorText(data.error)}</FormAlert>}
      {preview ? (
        <iframe title="Payslips PDF" src={preview} className="h-[80vh] w-full rounded-md border" />
      ) : (
        <p className="text-muted-foreground">Preparing the payslips…</p>
      )}
      {input && (
        <table className="text-sm" aria-label="Payslip totals">
          <thead>
            <tr className="text-left">
              <th>Employee</th>
              <th className="text-right">Gross earnings</th>
              <th className="text-right">PAYE</th>
              <th className="text-right">UIF</th>
              <th className="text-right">Gross deductions</th>
              <th className="text-right">Net salary</th>
            </tr>
          </thead>
          <tbody>
            {input.slips.map((s) => (
              <tr key={s.staff_id}>
                <td>{s.name}</td>
                <td className="text-right">{money(s.gross_earnings)}</td>
                <td className="text-right">{money(s.paye)}</td>
                <td className="text-right">{money(s.uif_employee)}</td>
                <td className="text-right">{money(s.gross_deductions)}</td>
                <td className="text-right">{money(s.net_salary)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
