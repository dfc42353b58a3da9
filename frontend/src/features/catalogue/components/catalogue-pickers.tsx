import { Link } from 'react-router';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { PickerField } from '../../../components/form-fields';
import { useCategories } from '../api/get-categories';
import { useSuppliers } from '../api/get-all-suppliers';

type Props<T extends FieldValues> = {
  form: UseFormReturn<T>;
  name: Path<T>;
  required?: boolean;
  label?: string;
  onPicked?: (value: string) => void;
};

/** The company's categories (Manage Database adds them). */
export function CategoryPicker<T extends FieldValues>({
  form,
  name,
  required,
  label = 'Category',
}: Props<T>) {
  const categories = useCategories();
  const options = categories.data ?? [];
  return (
    <PickerField
      form={form}
      name={name}
      label={label}
      required={required}
      options={options}
      placeholder={categories.isPending ? 'Loading categories…' : 'Choose a category'}
      disabled={categories.isPending}
      emptyText="No category by that name"
      hint={
        categories.isError ? (
          categories.error.message
        ) : categories.data?.length === 0 ? (
          <>
            No categories yet:{' '}
            <Link to="/table-crud?table=categories" className="text-brand underline">
              add them in Manage Database
            </Link>
            .
          </>
        ) : undefined
      }
    />
  );
}

/** The company's suppliers, by name (the Suppliers tab adds them). */
export function SupplierPicker<T extends FieldValues>({
  form,
  name,
  required,
  label = 'Supplier',
  onPicked,
}: Props<T>) {
  const suppliers = useSuppliers();
  const options = suppliers.rows
    .map((s) => ({ value: s.id, label: s.name, description: s.contact_person }))
    .sort((a, b) => a.label.localeCompare(b.label));
  return (
    <PickerField
      form={form}
      name={name}
      label={label}
      required={required}
      options={options}
      placeholder={suppliers.isPending ? 'Loading suppliers…' : 'Choose a supplier'}
      disabled={suppliers.isPending}
      more={suppliers}
      emptyText="No supplier by that name"
      onPicked={onPicked}
      hint={
        suppliers.isError
          ? suppliers.error.message
          : !suppliers.isPending && suppliers.rows.length === 0
            ? 'No suppliers yet: add one on the Suppliers tab first.'
            : undefined
      }
    />
  );
}
