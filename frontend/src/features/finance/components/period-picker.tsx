import { monthLater } from '@shared/finance/statement';
import { DatePicker } from '../../../components/ui/date-picker';
import { FormField } from '../../../components/ui/form-field';

export type Period = { dateFrom: string; dateTo: string };

/**
 * From and To date pickers. `linked` (the expense and budget screens, extended.md §9): choosing a
 * From date sets the To date a month later.
 */
export function PeriodPicker({
  value,
  onChange,
  linked = false,
}: {
  value: Period;
  onChange: (period: Period) => void;
  linked?: boolean;
}) {
  const wrong = value.dateFrom > value.dateTo;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField label="From">
        {(control) => (
          <DatePicker
            {...control}
            value={value.dateFrom}
            onChange={(dateFrom) =>
              dateFrom &&
              onChange({ dateFrom, dateTo: linked ? monthLater(dateFrom) : value.dateTo })
            }
          />
        )}
      </FormField>
      <FormField
        label="To"
        error={wrong ? 'The From date must be on or before the To date' : undefined}
      >
        {(control) => (
          <DatePicker
            {...control}
            value={value.dateTo}
            onChange={(dateTo) => dateTo && onChange({ ...value, dateTo })}
          />
        )}
      </FormField>
    </div>
  );
}
