import type { ComponentProps, ReactNode } from 'react';
import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { Combobox, type ComboboxOption } from './ui/combobox';
import type { LoadMoreState } from './ui/load-more';
import { DatePicker } from './ui/date-picker';
import { FormField } from './ui/form-field';
import { Input } from './ui/input';
import { OptionSelect, type SelectOption } from './ui/select';

/**
 * The kit's fields bound to a react-hook-form form by name: label, required marker, the field's
 * message under it. Text and money are inputs; pickers, dates and choices are controlled.
 */
type FieldProps<T extends FieldValues> = {
  form: UseFormReturn<T>;
  name: Path<T>;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  className?: string;
};

const errorOf = <T extends FieldValues>(form: UseFormReturn<T>, name: Path<T>) =>
  form.getFieldState(name, form.formState).error?.message;

export function TextField<T extends FieldValues>({
  form,
  name,
  label,
  required,
  hint,
  className,
  ...input
}: FieldProps<T> &
  Pick<ComponentProps<'input'>, 'type' | 'inputMode' | 'placeholder' | 'autoComplete'>) {
  return (
    <FormField
      label={label}
      required={required}
      hint={hint}
      error={errorOf(form, name)}
      className={className}
    >
      <Input {...input} {...form.register(name)} />
    </FormField>
  );
}

/** An amount as people type it ('1,250.50'); the server turns it into cents. */
export function MoneyField<T extends FieldValues>(props: FieldProps<T>) {
  return <TextField {...props} inputMode="decimal" placeholder="0.00" autoComplete="off" />;
}

export function PickerField<T extends FieldValues>({
  form,
  name,
  label,
  required,
  hint,
  className,
  options,
  placeholder,
  emptyText = 'Nothing found',
  disabled,
  onPicked,
  more,
}: FieldProps<T> & {
  options: ComboboxOption[];
  placeholder: string;
  emptyText?: string;
  disabled?: boolean;
  /** The options are a paged list's loaded rows: "Load more" in the list. */
  more?: LoadMoreState;
  /** Called after a choice, to fill in what follows from it. */
  onPicked?: (value: string) => void;
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <FormField
          label={label}
          required={required}
          hint={hint}
          error={fieldState.error?.message}
          className={className}
        >
          {(control) => (
            <Combobox
              {...control}
              options={options}
              value={(field.value as string) || null}
              onChange={(value) => {
                field.onChange(value);
                onPicked?.(value);
              }}
              placeholder={placeholder}
              searchPlaceholder="Search…"
              emptyText={emptyText}
              disabled={disabled}
              more={more}
            />
          )}
        </FormField>
      )}
    />
  );
}

export function DateField<T extends FieldValues>({
  form,
  name,
  label,
  required,
  hint,
  className,
}: FieldProps<T>) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <FormField
          label={label}
          required={required}
          hint={hint}
          error={fieldState.error?.message}
          className={className}
        >
          {(control) => (
            <DatePicker
              {...control}
              value={(field.value as string) ?? ''}
              onChange={field.onChange}
              clearable={!required}
            />
          )}
        </FormField>
      )}
    />
  );
}

export function ChoiceField<T extends FieldValues>({
  form,
  name,
  label,
  required,
  hint,
  className,
  options,
  placeholder,
  onValueChange,
}: FieldProps<T> & {
  options: readonly SelectOption[];
  placeholder?: string;
  /** Instead of setting the field (e.g. to fill the form from the choice). */
  onValueChange?: (value: string) => void;
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <FormField
          label={label}
          required={required}
          hint={hint}
          error={fieldState.error?.message}
          className={className}
        >
          {(control) => (
            <OptionSelect
              {...control}
              className="w-full"
              placeholder={placeholder}
              value={(field.value as string) ?? ''}
              onValueChange={onValueChange ?? field.onChange}
              options={options}
            />
          )}
        </FormField>
      )}
    />
  );
}
