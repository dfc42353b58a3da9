import { useEffect, useMemo, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { formatMoney } from '@shared/money/money';
import { EARNINGS_CATEGORIES, type EarningsCategory } from '@shared/payroll/payslip';
import {
  captureRateBody,
  createPayrollBody,
  earningsBody,
  PAYROLL_MESSAGES,
  PAYROLL_PAGE_SIZE,
  PAYROLL_YEARS_AHEAD,
  type EmployeeView,
  type PayrollView,
  type PayslipView,
} from '@shared/payroll/schemas';
import { ChoiceField, DateField, TextField } from '../../../components/form-fields';
import { ConfirmDialog } from '../../../components/ui/alert-dialog';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { FormField } from '../../../components/ui/form-field';
import { Label } from '../../../components/ui/label';
import { OptionSelect } from '../../../components/ui/select';
import { toast } from '../../../components/ui/sonner';
import { errorText } from '../../../lib/api-client';
import { useCompany } from '../../../lib/company';
import { useSchemaForm } from '../../../lib/schema-form';
import { useEmployees, usePayrollChange, usePayrolls, usePayslips, useRates } from '../api/payroll';
import { Emp201Panel } from '../components/emp201-panel';
import { TalentPayoutsButton } from '../components/talent-payouts-button';
import { MONTHS, monthName } from '../lib/payslips';

const thisYear = () => new Date().getFullYear();

// Money columns: right-aligned, the amount never wraps; the header may wrap ("Total
// deductions") so the table fits at 1280 px.
const AMOUNT = 'text-right whitespace-normal';
function amountCell(text: string, strong = false) {
  const className = 'whitespace-nowrap tabular-nums';
  return strong ? (
    <strong className={className}>{text}</strong>
  ) : (
    <span className={className}>{text}</span>
  );
}

// Names: one line, cut with an ellipsis (the whole name in its title) so the amounts keep
// their room at 1280 px.
const NAME = 'min-w-32 max-w-56';
function nameCell(name: string) {
  return (
    <span className="block truncate" title={name}>
      {name}
    </span>
  );
}

// The forms check their fields with the server's own body schemas; the year, the run and the
// selected payslips are the screen's, added when sent.
const newRunForm = createPayrollBody.pick({ month: true, payDate: true });
const captureForm = captureRateBody.pick({ rateID: true, hours: true });
const lineForm = earningsBody.pick({
  selectedCategory: true,
  description: true,
  amount: true,
  irregular: true,
});
type LineValues = {
  selectedCategory: EarningsCategory;
  description: string;
  amount: string;
  irregular: boolean;
};
const NEW_LINE: LineValues = {
  selectedCategory: 'Other Earnings',
  description: '',
  amount: '',
  irregular: false,
};

/** Runs a change, says how it went, and answers whether it worked. */
async function attempt(run: () => Promise<unknown>, done: string): Promise<boolean> {
  try {
    await run();
    toast.success(done);
    return true;
  } catch (error) {
    toast.error(errorText(error));
    return false;
  }
}

/**
 * Salaries & Payslips: the year's payroll runs (7 a page), Create Payroll once a month is chosen
 * (years: this one and the three following), and the opened run's employees, payslips, earnings
 * and deductions, captured hours, finalising and its EMP201.
 */
export function SalariesAndPayslipsPage() {
  const { currency } = useCompany();
  const money = (cents: number) => formatMoney(cents, currency);
  const [year, setYear] = useState(thisYear());
  const newRun = useSchemaForm(newRunForm, { month: '', payDate: '' });
  const month = useWatch({ control: newRun.form.control, name: 'month' });
  const [selectedRuns, setSelectedRuns] = useState<string[]>([]);
  const [openId, setOpenId] = useState<string | null>(null);
  const runs = usePayrolls(year);
  const create = usePayrollChange<
    { month: number; year: number; payDate?: string },
    { payroll: PayrollView }
  >('/auth/create-payroll');
  const remove = usePayrollChange<{ selectedPayrollIDs: string[] }>(
    '/auth/delete-selected-payrolls',
  );

  useEffect(() => {
    document.title = 'Salaries & Payslips';
  }, []);

  const years = Array.from({ length: PAYROLL_YEARS_AHEAD + 1 }, (_, i) => thisYear() + i);
  const columns: DataTableColumn<PayrollView>[] = [
    {
      key: 'month',
      header: 'Month',
      className: 'whitespace-nowrap',
      cell: (r) => `${monthName(r.month)} ${r.year}`,
    },
    {
      key: 'pay_date',
      header: 'Pay date',
      className: 'whitespace-nowrap',
      cell: (r) => r.pay_date,
    },
    {
      key: 'status',
      header: 'Status',
      cell: (r) => (
        <Badge variant={r.status === 'finalised' ? 'secondary' : 'outline'}>
          {r.status === 'finalised' ? 'Finalised' : 'Open'}
        </Badge>
      ),
    },
    // A short header: the table fits beside the drawer at 1280 px.
    { key: 'employees', header: 'Staff', className: 'text-right', cell: (r) => r.employees },
    {
      key: 'earnings',
      header: 'Total earnings',
      className: AMOUNT,
      cell: (r) => amountCell(money(r.total_earnings)),
    },
    {
      key: 'paye',
      header: 'PAYE',
      className: AMOUNT,
      cell: (r) => amountCell(money(r.total_paye)),
    },
    {
      key: 'deductions',
      header: 'Total deductions',
      className: AMOUNT,
      cell: (r) => amountCell(money(r.total_deductions)),
    },
    {
      key: 'paid',
      header: 'Salaries paid',
      className: AMOUNT,
      cell: (r) => amountCell(money(r.total_salary_paid)),
    },
    {
      key: 'open',
      header: '',
      cell: (r) => (
        <Button
          size="sm"
          variant={openId === r.id ? 'default' : 'outline'}
          onClick={() => setOpenId(r.id)}
        >
          Open
        </Button>
      ),
    },
  ];

  const createPayroll = () =>
    newRun.submitWith(newRunForm, async (values) => {
      const ok = await attempt(
        async () => {
          const reply = await create.mutateAsync({
            month: Number(values.month),
            year,
            payDate: values.payDate || undefined,
          });
          setOpenId(reply.payroll.id);
        },
        `Payroll for ${monthName(Number(values.month))} ${year} created`,
      );
      if (ok) newRun.form.resetField('month');
    });

  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const deleteRuns = () => {
    if (selectedRuns.length === 0) return void toast.error(PAYROLL_MESSAGES.selectPayroll);
    setConfirmingDelete(true);
  };
  const removeRuns = async () => {
    if (
      await attempt(
        () => remove.mutateAsync({ selectedPayrollIDs: selectedRuns }),
        'Payrolls deleted',
      )
    ) {
      if (openId && selectedRuns.includes(openId)) setOpenId(null);
      setSelectedRuns([]);
    }
  };

  return (
    <div className="mx-auto grid max-w-7xl gap-6 p-4">
      <h1 className="text-2xl font-semibold">Salaries &amp; Payslips</h1>
      <Card>
        <CardHeader>
          <CardTitle>Payrolls</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          <form
            noValidate
            className="flex flex-wrap items-end gap-3"
            onSubmit={(e) => {
              e.preventDefault();
              void createPayroll();
            }}
          >
            <div className="grid gap-1">
              <Label htmlFor="payroll-year">Year</Label>
              <OptionSelect
                id="payroll-year"
                className="w-32"
                options={years.map((y) => ({ value: String(y), label: String(y) }))}
                value={String(year)}
                onValueChange={(value) => setYear(Number(value))}
              />
            </div>
            <Controller
              control={newRun.form.control}
              name="month"
              render={({ field, fieldState }) => (
                <FormField label="Month" error={fieldState.error?.message} className="gap-1">
                  {(control) => (
                    <OptionSelect
                      {...control}
                      className="w-44"
                      placeholder="Choose a month"
                      options={MONTHS.map((name, i) => ({ value: String(i + 1), label: name }))}
                      value={field.value}
                      onValueChange={field.onChange}
                    />
                  )}
                </FormField>
              )}
            />
            <DateField
              form={newRun.form}
              name="payDate"
              label="Pay date (optional)"
              className="gap-1"
            />
            {month && (
              <Button type="submit" disabled={create.isPending}>
                Create Payroll
              </Button>
            )}
          </form>
          <DataTable
            caption="Payrolls"
            columns={columns}
            rows={runs.data?.payrolls ?? []}
            getRowId={(r) => r.id}
            getRowLabel={(r) => `${monthName(r.month)} ${r.year}`}
            pageSize={PAYROLL_PAGE_SIZE}
            loading={runs.isLoading}
            selectable
            selectedIds={selectedRuns}
            onSelectedIdsChange={setSelectedRuns}
            emptyText={`No payrolls for ${year} yet.`}
            toolbar={
              <Button variant="outline" onClick={() => void deleteRuns()}>
                Delete selected
              </Button>
            }
          />
        </CardContent>
      </Card>
      {openId && <PayrollRun key={openId} payrollID={openId} money={money} />}
      <ConfirmDialog
        open={confirmingDelete}
        onOpenChange={setConfirmingDelete}
        title="Are you sure you want to Delete Selected Payrolls?"
        description={`${selectedRuns.length} selected, with their payslips. This cannot be undone.`}
        confirmLabel="Delete Selected Payrolls"
        destructive
        onConfirm={removeRuns}
      />
    </div>
  );
}

function PayrollRun({ payrollID, money }: { payrollID: string; money: (cents: number) => string }) {
  const navigate = useNavigate();
  const company = useCompany();
  const data = usePayslips(payrollID);
  const employees = useEmployees();
  const rates = useRates();
  const [chosenEmployees, setChosenEmployees] = useState<string[]>([]);
  const [chosenSlips, setChosenSlips] = useState<string[]>([]);
  const { form: line } = useSchemaForm(lineForm, NEW_LINE);
  const category = useWatch({ control: line.control, name: 'selectedCategory' });
  const hoursForm = useSchemaForm(captureForm, { rateID: '', hours: '' });
  const rateID = useWatch({ control: hoursForm.form.control, name: 'rateID' });
  const add = usePayrollChange<{ selectedEmployees: string[]; payrollID: string }>(
    '/auth/add-selected-employees-to-payroll',
  );
  const removeStaff = usePayrollChange<{ selectedPayslips: string[]; selectedPayrollID: string }>(
    '/auth/remove-staff-from-payroll',
  );
  const submit = usePayrollChange<Record<string, unknown>>('/auth/submit-earnings-and-deductions');
  const capture = usePayrollChange<Record<string, unknown>>('/auth/capture-rate-now');
  const finalise = usePayrollChange<{ payrollID: string }>('/auth/finalise-payroll');

  const run = data.data?.payroll;
  const slips = useMemo(() => data.data?.employees ?? [], [data.data]);
  const onRun = new Set(slips.map((s) => s.staff_id));
  const open = run?.status === 'open';

  const employeeColumns: DataTableColumn<EmployeeView>[] = [
    { key: 'name', header: 'Name', className: NAME, cell: (e) => nameCell(e.name) },
    { key: 'id_number', header: 'ID number', cell: (e) => e.id_number },
    {
      key: 'salary',
      header: 'Base salary',
      className: AMOUNT,
      cell: (e) => amountCell(money(e.base_salary)),
    },
    { key: 'on', header: 'On payroll', cell: (e) => (onRun.has(e.id) ? 'Yes' : 'No') },
  ];
  // Hours at a rate are a detail under the name (not two columns of their own), so the slip's
  // amounts, Net salary last, fit the card at 1280 px.
  const slipColumns: DataTableColumn<PayslipView>[] = [
    {
      key: 'name',
      header: 'Name',
      className: NAME,
      cell: (s) => (
        <>
          {nameCell(s.name)}
          {s.total_hours > 0 && (
            <span className="block text-xs whitespace-nowrap text-muted-foreground">
              {s.total_hours} h at rates ·{' '}
              <span className="tabular-nums">{money(s.total_rates)}</span>
            </span>
          )}
        </>
      ),
    },
    {
      key: 'base',
      header: 'Base salary',
      className: AMOUNT,
      cell: (s) => amountCell(money(s.base_salary)),
    },
    {
      key: 'gross',
      header: 'Gross earnings',
      className: AMOUNT,
      cell: (s) => amountCell(money(s.gross_earnings)),
    },
    { key: 'paye', header: 'PAYE', className: AMOUNT, cell: (s) => amountCell(money(s.paye)) },
    {
      key: 'uif',
      header: 'UIF',
      className: AMOUNT,
      cell: (s) => amountCell(money(s.uif_employee)),
    },
    {
      key: 'deductions',
      header: 'Gross deductions',
      className: AMOUNT,
      cell: (s) => amountCell(money(s.gross_deductions)),
    },
    {
      key: 'net',
      header: 'Net salary',
      className: AMOUNT,
      cell: (s) => amountCell(money(s.net_salary), true),
    },
  ];

  const needStaff = () => {
    if (chosenSlips.length > 0) return false;
    toast.error(PAYROLL_MESSAGES.selectStaff);
    return true;
  };

  const addEmployees = async () => {
    if (chosenEmployees.length === 0) return void toast.error(PAYROLL_MESSAGES.selectEmployee);
    if (
      await attempt(
        () => add.mutateAsync({ selectedEmployees: chosenEmployees, payrollID }),
        'Employees added to the payroll',
      )
    )
      setChosenEmployees([]);
  };
  const removeSlips = async () => {
    if (needStaff()) return;
    if (
      await attempt(
        () =>
          removeStaff.mutateAsync({ selectedPayslips: chosenSlips, selectedPayrollID: payrollID }),
        'Removed from the payroll',
      )
    )
      setChosenSlips([]);
  };
  const submitLine = line.handleSubmit(async (values) => {
    const ok = await attempt(
      () =>
        submit.mutateAsync({
          ...values,
          employeesIDs: chosenSlips,
          payrollID,
          irregular: values.selectedCategory === 'Other Earnings' && values.irregular,
        }),
      values.selectedCategory === 'Deductions' ? 'Deduction added' : 'Earning added',
    );
    if (ok) line.reset({ ...NEW_LINE, selectedCategory: values.selectedCategory });
  });
  const captureHours = () =>
    hoursForm.submitWith(captureForm, async (values) => {
      if (
        await attempt(
          () => capture.mutateAsync({ payrollID, employeesIDs: chosenSlips, ...values }),
          'Hours captured',
        )
      )
        hoursForm.form.reset({ rateID: values.rateID, hours: '' });
    });
  const [confirmingFinalise, setConfirmingFinalise] = useState(false);
  const finaliseRun = () => setConfirmingFinalise(true);
  const printSlips = () => {
    const staff = chosenSlips.length > 0 ? chosenSlips : slips.map((s) => s.staff_id);
    const query = new URLSearchParams({ payroll: payrollID, staff: staff.join(',') });
    void navigate(`/get-payslips-pdf?${query}`, {
      state: { employeesOnPayroll: { payrollID, staff } },
    });
  };

  if (!run)
    return (
      <p className="text-muted-foreground">
        {data.error ? errorText(data.error) : 'Loading the payroll…'}
      </p>
    );
  return (
    <section aria-label={`Payroll ${monthName(run.month)} ${run.year}`} className="grid gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="text-xl font-semibold">
          Payroll {monthName(run.month)} {run.year}
        </h2>
        <Badge variant={open ? 'outline' : 'secondary'}>{open ? 'Open' : 'Finalised'}</Badge>
        <span className="text-sm text-muted-foreground">
          Pay date {run.pay_date} · tax year {run.tax_year}
          {run.finalised_at ? ` · finalised ${run.finalised_at}` : ''}
        </span>
      </div>
      {open && (
        <Card>
          <CardHeader>
            <CardTitle>Employees</CardTitle>
          </CardHeader>
          <CardContent>
            <DataTable
              caption="Employees"
              columns={employeeColumns}
              rows={employees.rows}
              getRowId={(e) => e.id}
              getRowLabel={(e) => e.name}
              pageSize={PAYROLL_PAGE_SIZE}
              loading={employees.isPending}
              more={employees}
              selectable
              isRowSelectable={(e) => !onRun.has(e.id)}
              selectedIds={chosenEmployees}
              onSelectedIdsChange={setChosenEmployees}
              searchText={(e) => `${e.name} ${e.id_number}`}
              searchPlaceholder="Search employees"
              emptyText="No employees yet: add them under Manage Employees."
              toolbar={<Button onClick={() => void addEmployees()}>Add to payroll</Button>}
            />
          </CardContent>
        </Card>
      )}
      <Card>
        <CardHeader>
          <CardTitle>Payslips</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          <DataTable
            caption="Payslips"
            columns={slipColumns}
            rows={slips}
            getRowId={(s) => s.staff_id}
            getRowLabel={(s) => s.name}
            pageSize={PAYROLL_PAGE_SIZE}
            selectable
            selectedIds={chosenSlips}
            onSelectedIdsChange={setChosenSlips}
            emptyText="No employees on this payroll yet."
            toolbar={
              <div className="flex flex-wrap gap-2">
                <Button variant="outline" onClick={printSlips} disabled={slips.length === 0}>
                  Print Payslips
                </Button>
                {open && (
                  <>
                    <Button variant="outline" onClick={() => void removeSlips()}>
                      Remove from payroll
                    </Button>
                    <TalentPayoutsButton payrollID={payrollID} money={money} />
                    <Button onClick={() => void finaliseRun()} disabled={slips.length === 0}>
                      Finalise payroll
                    </Button>
                  </>
                )}
              </div>
            }
          />
          {open && (
            <div className="grid gap-4 md:grid-cols-2">
              <form
                noValidate
                aria-label="Earnings and deductions"
                className="grid gap-2 rounded-md border p-3"
                onSubmit={(e) => {
                  e.preventDefault();
                  if (!needStaff()) void submitLine();
                }}
              >
                <h3 className="font-medium">Earnings and deductions (selected payslips)</h3>
                <ChoiceField
                  form={line}
                  name="selectedCategory"
                  label="Category"
                  options={EARNINGS_CATEGORIES.map((c) => ({ value: c, label: c }))}
                />
                <TextField form={line} name="description" label="Description" />
                <TextField form={line} name="amount" label="Amount" inputMode="decimal" />
                {category === 'Other Earnings' && (
                  <label className="flex items-center gap-2 text-sm">
                    <input type="checkbox" {...line.register('irregular')} />
                    Once-off (a bonus: taxed as the difference it makes to the year&apos;s tax)
                  </label>
                )}
                <Button type="submit" disabled={submit.isPending}>
                  Submit
                </Button>
              </form>
              <form
                noValidate
                aria-label="Capture hours"
                className="grid gap-2 rounded-md border p-3"
                onSubmit={(e) => {
                  e.preventDefault();
                  if (!needStaff()) void captureHours();
                }}
              >
                <h3 className="font-medium">Hours at a rate (selected payslips)</h3>
                <ChoiceField
                  form={hoursForm.form}
                  name="rateID"
                  label="Rate"
                  placeholder="Choose a rate"
                  options={(rates.data ?? []).map((r) => ({
                    value: r.id,
                    label: `${r.name} (${money(r.price)}/h)`,
                  }))}
                />
                <TextField form={hoursForm.form} name="hours" label="Hours" inputMode="decimal" />
                <Button type="submit" disabled={capture.isPending || !rateID}>
                  Capture Rate Now
                </Button>
              </form>
            </div>
          )}
          <SlipLines slips={slips} money={money} />
        </CardContent>
      </Card>
      <YearToDate slips={slips} taxYear={run.tax_year} money={money} />
      {data.data && <Emp201Panel reply={data.data} money={money} currency={company.currency} />}
      <ConfirmDialog
        open={confirmingFinalise}
        onOpenChange={setConfirmingFinalise}
        title="Finalise this payroll?"
        description="It cannot be changed afterwards."
        confirmLabel="Finalise payroll"
        onConfirm={() => attempt(() => finalise.mutateAsync({ payrollID }), 'Payroll finalised')}
      />
    </section>
  );
}

/** Each slip's tax year to date (1 March on), this payroll included. */
function YearToDate({
  slips,
  taxYear,
  money,
}: {
  slips: PayslipView[];
  taxYear: string;
  money: (cents: number) => string;
}) {
  if (slips.length === 0) return null;
  const columns: DataTableColumn<PayslipView>[] = [
    { key: 'name', header: 'Name', className: NAME, cell: (s) => nameCell(s.name) },
    {
      key: 'gross',
      header: 'Earnings to date',
      className: AMOUNT,
      cell: (s) => amountCell(money(s.ytd.gross_earnings)),
    },
    {
      key: 'paye',
      header: 'PAYE to date',
      className: AMOUNT,
      cell: (s) => amountCell(money(s.ytd.paye)),
    },
    {
      key: 'uif',
      header: 'UIF to date',
      className: AMOUNT,
      cell: (s) => amountCell(money(s.ytd.uif_employee)),
    },
  ];
  return (
    <Card aria-label="Year to date">
      <CardHeader>
        <CardTitle>Year to date · tax year {taxYear}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2">
        <p className="text-xs text-muted-foreground">
          From 1 March: the finalised payrolls paid before this one, and this payroll.
        </p>
        <DataTable
          caption="Year to date"
          columns={columns}
          rows={slips}
          getRowId={(s) => s.staff_id}
          pageSize={PAYROLL_PAGE_SIZE}
        />
      </CardContent>
    </Card>
  );
}

/** Each slip's lines with who added them and when. */
function SlipLines({ slips, money }: { slips: PayslipView[]; money: (cents: number) => string }) {
  const withLines = slips.filter((s) => s.lines.length > 0);
  if (withLines.length === 0) return null;
  return (
    <details>
      <summary className="cursor-pointer text-sm font-medium">
        Earnings and deductions lines
      </summary>
      <ul className="mt-2 grid gap-1 text-sm">
        {withLines.flatMap((s) =>
          s.lines.map((l) => (
            <li key={l.id}>
              {s.name}: {l.category} · {l.name} · {money(l.amount)}
              {l.irregular ? ' (once-off)' : ''} — added {l.added_at}
            </li>
          )),
        )}
      </ul>
    </details>
  );
}
