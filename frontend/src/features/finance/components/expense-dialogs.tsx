import { createCategoryBody, createProviderBody, saveExpenseBody } from '@shared/finance/schemas';
import { formatDate } from '@shared/time/sast';
import {
  ChoiceField,
  DateField,
  MoneyField,
  PickerField,
  TextField,
} from '../../../components/form-fields';
import { toast } from '../../../components/ui/sonner';
import { useCompany } from '../../../lib/company';
import { useSchemaForm } from '../../../lib/schema-form';
import {
  useCreateCategory,
  useFinanceCategories,
  useProviders,
  useSaveExpense,
  useSaveProvider,
} from '../api/finance';
import type { Expense } from '../api/types';
import { FormDialog } from './form-dialog';

type ExpenseValues = {
  expenseID: string;
  selectedServiceProvider: string;
  selectedExpenseCategory: string;
  expenseAmount: string;
  expenseDate: string;
  expenseDescription: string;
  includesVat: string;
};

const amountText = (cents: number) => (cents / 100).toFixed(2);

/**
 * A new expense, or a change of `expense`: provider, category and an amount other than 0 are
 * required ('All Fields Are Required !!'); "Includes VAT" keeps the VAT part apart at the
 * company's rate (Yes by default: most business expenses include VAT).
 */
export function ExpenseDialog({ expense, onClose }: { expense?: Expense; onClose: () => void }) {
  const { company } = useCompany();
  const categories = useFinanceCategories();
  const providers = useProviders();
  const save = useSaveExpense();
  const { form, alert, submitWith } = useSchemaForm<ExpenseValues>(saveExpenseBody, {
    expenseID: expense?.id ?? '',
    selectedServiceProvider: expense?.service_provider_id ?? '',
    selectedExpenseCategory: expense?.expenses_category_id ?? '',
    expenseAmount: expense ? amountText(expense.amount) : '',
    expenseDate: expense?.entry_date ?? formatDate(new Date()),
    expenseDescription: expense?.description ?? '',
    includesVat: expense ? (expense.vat !== 0 ? 'Yes' : 'No') : 'Yes',
  });
  const submit = () =>
    submitWith(saveExpenseBody, async (values) => {
      await save.mutateAsync(values);
      toast.success('Data Saved Successfully');
      onClose();
    });
  return (
    <FormDialog
      title={expense ? 'Edit expense' : 'New expense'}
      description="Who was paid, for what, how much and when."
      alert={alert}
      busy={save.isPending}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <PickerField
        form={form}
        name="selectedServiceProvider"
        label="Service provider"
        required
        placeholder="Select a service provider"
        options={(providers.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
      />
      <PickerField
        form={form}
        name="selectedExpenseCategory"
        label="Expense category"
        required
        placeholder="Select a category"
        options={(categories.data?.expensesCats ?? []).map((c) => ({
          value: c.id,
          label: c.name,
        }))}
      />
      <MoneyField form={form} name="expenseAmount" label="Amount" required />
      <DateField form={form} name="expenseDate" label="Date" required />
      <ChoiceField
        form={form}
        name="includesVat"
        label={`Amount includes VAT (${company.tax_rate ?? 15}%)`}
        options={[
          { value: 'Yes', label: 'Yes' },
          { value: 'No', label: 'No' },
        ]}
      />
      <TextField form={form} name="expenseDescription" label="Description" />
    </FormDialog>
  );
}

/** A new expense category: 'Category Name is Required !!'. */
export function CategoryDialog({ onClose }: { onClose: () => void }) {
  const create = useCreateCategory();
  const { form, alert, submitWith } = useSchemaForm(createCategoryBody, { categoryName: '' });
  const submit = () =>
    submitWith(createCategoryBody, async (values) => {
      await create.mutateAsync(values);
      toast.success('Data Saved Successfully');
      onClose();
    });
  return (
    <FormDialog
      title="New expense category"
      description="A heading expenses are filed under."
      alert={alert}
      busy={create.isPending}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <TextField form={form} name="categoryName" label="Category name" required />
    </FormDialog>
  );
}

const PROVIDER = {
  companyName: '',
  representative: '',
  phone: '',
  email: '',
  address: '',
  city: '',
  code: '',
};

/** A new service provider: 'Company Name is Required !!'. */
export function ProviderDialog({ onClose }: { onClose: () => void }) {
  const save = useSaveProvider();
  const { form, alert, submitWith } = useSchemaForm(createProviderBody, PROVIDER);
  const submit = () =>
    submitWith(createProviderBody, async (values) => {
      await save.mutateAsync(values);
      toast.success('Data Saved Successfully');
      onClose();
    });
  return (
    <FormDialog
      title="New service provider"
      description="Who you pay: the company name is required."
      alert={alert}
      busy={save.isPending}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <TextField form={form} name="companyName" label="Company name" required />
      <TextField form={form} name="representative" label="Representative" />
      <TextField form={form} name="phone" label="Phone" type="tel" />
      <TextField form={form} name="email" label="Email" type="email" />
      <TextField form={form} name="address" label="Address" className="sm:col-span-2" />
      <TextField form={form} name="city" label="City" />
      <TextField form={form} name="code" label="Postal code" />
    </FormDialog>
  );
}
