import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import * as z from 'zod';
import { formatMoney } from '@shared/money/money';
import {
  createRateBody,
  createSalaryBody,
  PAYROLL_MESSAGES,
  PAYROLL_PAGE_SIZE,
  payrollSettingsBody,
  saveEmployeeBody,
  type EmployeeView,
  type PayrollSettings,
} from '@shared/payroll/schemas';
import { ChoiceField, DateField, PickerField, TextField } from '../../../components/form-fields';
import { ConfirmDialog } from '../../../components/ui/alert-dialog';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { OptionSelect } from '../../../components/ui/select';
import { toast } from '../../../components/ui/sonner';
import { errorText } from '../../../lib/api-client';
import { useCompany } from '../../../lib/company';
import { useSchemaForm } from '../../../lib/schema-form';
import {
  useEmployees,
  usePayrollChange,
  usePayrolls,
  useRates,
  useSalaries,
  useStaff,
  useStaffCategories,
} from '../api/payroll';
import { NamedAmountCard } from '../components/named-amount-card';

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

/** save-employee's own schema; the category select's '' is none chosen. */
const employeeForm = saveEmployeeBody.extend({
  category: z.preprocess((v) => (v === '' ? undefined : v), saveEmployeeBody.shape.category),
});

const EMPTY_FORM = {
  staffID: '',
  dateOfBirth: '',
  taxNumber: '',
  bank: '',
  account: '',
  postalCode: '',
  category: '',
};

/**
 * Manage Employees: the employees (7 a page) with their payroll details; a member of staff's
 * details (date of birth, tax number, bank...); salaries applied to selected employees; hourly
 * rates; whether the company pays SDL.
 */
export function ManageEmployeesPage() {
  const { currency } = useCompany();
  const money = (cents: number) => formatMoney(cents, currency);
  const employees = useEmployees();
  const staff = useStaff();
  const salaries = useSalaries();
  const rates = useRates();
  const categories = useStaffCategories();
  const settings = usePayrolls(new Date().getFullYear()).data?.settings;
  const [selected, setSelected] = useState<string[]>([]);
  const { form, submitWith } = useSchemaForm(employeeForm, EMPTY_FORM);
  const staffID = useWatch({ control: form.control, name: 'staffID' });
  const [salaryID, setSalaryID] = useState('');
  const save = usePayrollChange<Record<string, unknown>>('/auth/save-employee');
  const remove = usePayrollChange<{ selectedEmployees: string[] }>(
    '/auth/delete-selected-employees',
  );
  const createSalary = usePayrollChange<{ name: string; amount: string }>('/auth/create-salary');
  const apply = usePayrollChange<{ salaryID: string; selectedStaff: string[] }>(
    '/auth/apply-salary-to-selected-staff',
  );
  const createRate = usePayrollChange<{ name: string; price: string }>('/auth/create-staff-rate');
  const saveSettings = usePayrollChange<{ sdlLiable: boolean } & Partial<ReferenceValues>>(
    '/auth/save-payroll-settings',
  );

  useEffect(() => {
    document.title = 'Manage Employees';
  }, []);

  const edit = (e: EmployeeView) =>
    form.reset({
      staffID: e.id,
      dateOfBirth: e.date_of_birth ?? '',
      taxNumber: e.tax_number ?? '',
      bank: e.bank ?? '',
      account: e.account ?? '',
      postalCode: e.postal_code ?? '',
      category: e.category ?? '',
    });

  const columns: DataTableColumn<EmployeeView>[] = [
    { key: 'name', header: 'Name', cell: (e) => e.name },
    { key: 'id_number', header: 'ID number', cell: (e) => e.id_number },
    { key: 'dob', header: 'Date of birth', cell: (e) => e.date_of_birth ?? '—' },
    { key: 'tax', header: 'Tax number', cell: (e) => e.tax_number ?? '—' },
    { key: 'category', header: 'Category', cell: (e) => e.category ?? '—' },
    { key: 'salary', header: 'Salary', cell: (e) => e.salary_name ?? '—' },
    { key: 'base', header: 'Base salary', cell: (e) => money(e.base_salary) },
    {
      key: 'edit',
      header: '',
      cell: (e) => (
        <Button size="sm" variant="outline" onClick={() => edit(e)}>
          Edit
        </Button>
      ),
    },
  ];

  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const deleteSelected = () => {
    if (selected.length === 0) return void toast.error(PAYROLL_MESSAGES.selectEmployee);
    setConfirmingDelete(true);
  };
  const removeSelected = async () => {
    if (
      await attempt(() => remove.mutateAsync({ selectedEmployees: selected }), 'Employees deleted')
    )
      setSelected([]);
  };
  const applySalary = async () => {
    if (selected.length === 0) return void toast.error(PAYROLL_MESSAGES.selectStaff);
    if (!salaryID) return void toast.error('Choose a salary');
    if (
      await attempt(
        () => apply.mutateAsync({ salaryID, selectedStaff: selected }),
        'Salary applied',
      )
    )
      setSelected([]);
  };
  const saveEmployee = () =>
    submitWith(employeeForm, async (values) => {
      const ok = await attempt(
        () => save.mutateAsync({ ...values, category: values.category || undefined }),
        'Employee saved',
      );
      if (ok) form.reset(EMPTY_FORM);
    });

  return (
    <div className="mx-auto grid max-w-7xl gap-6 p-4">
      <h1 className="text-2xl font-semibold">Manage Employees</h1>
      <Card>
        <CardHeader>
          <CardTitle>Employees</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-3">
          <DataTable
            caption="Employees"
            columns={columns}
            rows={employees.rows}
            getRowId={(e) => e.id}
            getRowLabel={(e) => e.name}
            pageSize={PAYROLL_PAGE_SIZE}
            loading={employees.isPending}
            more={employees}
            selectable
            selectedIds={selected}
            onSelectedIdsChange={setSelected}
            searchText={(e) => `${e.name} ${e.id_number}`}
            searchPlaceholder="Search employees"
            emptyText="No employees yet."
            toolbar={
              <div className="flex flex-wrap items-end gap-2">
                <OptionSelect
                  aria-label="Salary"
                  className="w-56"
                  placeholder="Choose a salary"
                  options={(salaries.data ?? []).map((s) => ({
                    value: s.id,
                    label: `${s.name} (${money(s.amount)})`,
                  }))}
                  value={salaryID}
                  onValueChange={setSalaryID}
                />
                <Button variant="outline" onClick={() => void applySalary()}>
                  Apply salary to selected
                </Button>
                <Button variant="outline" onClick={() => void deleteSelected()}>
                  Delete selected
                </Button>
              </div>
            }
          />
        </CardContent>
      </Card>

      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Employee details</CardTitle>
          </CardHeader>
          <CardContent>
            <form
              noValidate
              className="grid gap-2"
              onSubmit={(e) => {
                e.preventDefault();
                void saveEmployee();
              }}
            >
              <PickerField
                form={form}
                name="staffID"
                label="Staff member"
                placeholder={staff.isPending ? 'Loading…' : 'Choose a staff member'}
                disabled={staff.isPending}
                hint={staff.isError ? staff.error.message : undefined}
                options={staff.rows.map((s) => ({
                  value: s.id,
                  label: `${s.name} [${s.id_number}]`,
                }))}
                more={staff}
                onPicked={(chosen) => {
                  const known = employees.rows.find((e) => e.id === chosen);
                  if (known) edit(known);
                  else form.reset({ ...EMPTY_FORM, staffID: chosen });
                }}
              />
              <DateField form={form} name="dateOfBirth" label="Date of birth" />
              <TextField form={form} name="taxNumber" label="Tax number" />
              <TextField form={form} name="bank" label="Bank" />
              <TextField form={form} name="account" label="Account number" />
              <TextField form={form} name="postalCode" label="Postal code" />
              <ChoiceField
                form={form}
                name="category"
                label="Staff category"
                placeholder="Choose a category"
                options={(categories.data ?? []).map((c) => ({ value: c.name, label: c.name }))}
              />
              <Button type="submit" disabled={!staffID || save.isPending}>
                Save employee
              </Button>
            </form>
          </CardContent>
        </Card>

        <div className="grid gap-6">
          <NamedAmountCard
            title="Salaries"
            rows={(salaries.data ?? []).map((s) => ({ id: s.id, name: s.name, cents: s.amount }))}
            money={money}
            noun="Salary"
            amountName="amount"
            schema={createSalaryBody}
            amountPlaceholder="Amount a month"
            onCreate={(name, amount) =>
              attempt(() => createSalary.mutateAsync({ name, amount }), 'Salary created')
            }
          />
          <NamedAmountCard
            title="Rates per hour"
            rows={(rates.data ?? []).map((r) => ({ id: r.id, name: r.name, cents: r.price }))}
            money={money}
            noun="Rate"
            amountName="price"
            schema={createRateBody}
            amountPlaceholder="Price per hour"
            onCreate={(name, price) =>
              attempt(() => createRate.mutateAsync({ name, price }), 'Rate created')
            }
          />
          <SdlSetting
            settings={settings}
            onSave={(sdlLiable) =>
              attempt(() => saveSettings.mutateAsync({ sdlLiable }), 'Setting saved')
            }
          />
          {settings && (
            <ReferencesSetting
              settings={settings}
              onSave={(references) =>
                attempt(
                  () => saveSettings.mutateAsync({ sdlLiable: settings.sdl_liable, ...references }),
                  'References saved',
                )
              }
            />
          )}
        </div>
      </div>
      <ConfirmDialog
        open={confirmingDelete}
        onOpenChange={setConfirmingDelete}
        title="Are you sure you want to Delete Selected Employees?"
        description={`${selected.length} selected. Their payroll details go; their staff records stay.`}
        confirmLabel="Delete Selected Employees"
        destructive
        onConfirm={removeSelected}
      />
    </div>
  );
}

function SdlSetting({
  settings,
  onSave,
}: {
  settings: PayrollSettings | undefined;
  onSave: (sdlLiable: boolean) => Promise<boolean>;
}) {
  if (!settings) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Skills Development Levy</CardTitle>
      </CardHeader>
      <CardContent>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={settings.sdl_liable}
            onChange={(e) => void onSave(e.target.checked)}
          />
          The company pays SDL (1%): its payroll is expected above R500,000 in the next 12 months.
          New payrolls use this setting.
        </label>
      </CardContent>
    </Card>
  );
}

// The SARS references the EMP201 prints, checked with the server's own schema.
const referencesForm = payrollSettingsBody.pick({
  payeReference: true,
  uifReference: true,
  sdlReference: true,
});
type ReferenceValues = { payeReference: string; uifReference: string; sdlReference: string };

function ReferencesSetting({
  settings,
  onSave,
}: {
  settings: PayrollSettings;
  onSave: (references: ReferenceValues) => Promise<boolean>;
}) {
  const { form } = useSchemaForm<ReferenceValues>(referencesForm, {
    payeReference: settings.paye_reference ?? '',
    uifReference: settings.uif_reference ?? '',
    sdlReference: settings.sdl_reference ?? '',
  });
  const submit = form.handleSubmit(async (values) => {
    await onSave(values);
  });
  return (
    <Card aria-label="SARS references">
      <CardHeader>
        <CardTitle>SARS references</CardTitle>
      </CardHeader>
      <CardContent>
        <form className="grid gap-3" onSubmit={(e) => void submit(e)} noValidate>
          <TextField
            form={form}
            name="payeReference"
            label="PAYE reference"
            placeholder="7xxxxxxxxx"
            hint="7 and nine digits"
          />
          <TextField
            form={form}
            name="uifReference"
            label="UIF reference"
            placeholder="Uxxxxxxxxx"
            hint="U and nine digits"
          />
          <TextField
            form={form}
            name="sdlReference"
            label="SDL reference"
            placeholder="Lxxxxxxxxx"
            hint="L and nine digits"
          />
          <div>
            <Button type="submit" disabled={form.formState.isSubmitting}>
              Save references
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
