import { useEffect, useRef } from 'react';
import type { ColumnSpec } from '@shared/tables/columns';
import { ColourPicker } from '../../../components/ui/colour-picker';
import { Combobox } from '../../../components/ui/combobox';
import { DatePicker } from '../../../components/ui/date-picker';
import { DateTimePicker } from '../../../components/ui/date-time-picker';
import type { FieldControlProps } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { OptionSelect } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import type { Option } from '../api/get-dependent-table-columns';

/** How long a colour must stay unchanged before it is saved. */
export const COLOUR_SETTLE_MS = 400;

export type FieldWidget =
  'colour' | 'date' | 'datetime' | 'reference' | 'choice' | 'longtext' | 'number' | 'text';

/**
 * The spec's widget rules, by column name: names containing `color` get a colour picker, names
 * containing `date` (or `start`/`end`) a date picker, `date_time` a date-time picker, names ending
 * in `_id` a foreign-key picker. Other columns follow their type.
 */
export function widgetFor(column: ColumnSpec): FieldWidget {
  const name = column.name;
  if (name.includes('color')) return 'colour';
  if (name.includes('date_time') || column.type === 'datetime') return 'datetime';
  if (name.includes('date') || name === 'start' || name === 'end' || column.type === 'date')
    return 'date';
  if (name.endsWith('_id') || column.type === 'reference') return 'reference';
  if (column.type === 'enum') return 'choice';
  if (column.type === 'longtext') return 'longtext';
  if (column.type === 'number') return 'number';
  return 'text';
}

const INPUT_TYPES: Partial<Record<ColumnSpec['type'], string>> = {
  email: 'email',
  phone: 'tel',
  url: 'url',
};

type FieldInputProps = {
  column: ColumnSpec;
  value: string;
  onChange: (value: string) => void;
  /** Called when the person is done with the field (blur, or a choice made in a picker). */
  onCommit?: (value: string) => void;
  options?: Option[];
  disabled?: boolean;
  field: FieldControlProps;
};

/** One column's input, as the form dialog and the settings screens use it. */
export function FieldInput({
  column,
  value,
  onChange,
  onCommit,
  options = [],
  disabled,
  field,
}: FieldInputProps) {
  const choose = (next: string) => {
    onChange(next);
    onCommit?.(next);
  };
  // Dragging across the colour area changes the value many times a second: the change is
  // saved once the colour stays put.
  const colourTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(colourTimer.current), []);
  const chooseColour = (next: string) => {
    onChange(next);
    clearTimeout(colourTimer.current);
    colourTimer.current = setTimeout(() => onCommit?.(next), COLOUR_SETTLE_MS);
  };
  switch (widgetFor(column)) {
    case 'colour':
      return <ColourPicker value={value} onChange={chooseColour} disabled={disabled} {...field} />;
    case 'date':
      return (
        <DatePicker
          value={value}
          onChange={choose}
          disabled={disabled}
          clearable={!column.required}
          {...field}
        />
      );
    case 'datetime':
      return <DateTimePicker value={value} onChange={choose} disabled={disabled} {...field} />;
    case 'reference':
      return (
        <Combobox
          options={options}
          value={value || null}
          onChange={choose}
          disabled={disabled}
          placeholder={`Choose ${column.label.toLowerCase()}`}
          searchPlaceholder="Search…"
          emptyText="Nothing found"
          {...field}
        />
      );
    case 'choice':
      return (
        <OptionSelect
          {...field}
          className="w-full"
          value={value}
          onValueChange={choose}
          disabled={disabled}
          placeholder={`Choose ${column.label.toLowerCase()}`}
          options={(column.options ?? []).map((option) => ({ value: option, label: option }))}
        />
      );
    case 'longtext':
      return (
        <Textarea
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={(event) => onCommit?.(event.target.value)}
          rows={4}
          disabled={disabled}
          {...field}
        />
      );
    default:
      return (
        <Input
          type={INPUT_TYPES[column.type] ?? 'text'}
          inputMode={column.type === 'number' ? 'decimal' : undefined}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={(event) => onCommit?.(event.target.value)}
          disabled={disabled}
          {...field}
        />
      );
  }
}

/** A stored value as the text an input holds. */
export function asInputText(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}
