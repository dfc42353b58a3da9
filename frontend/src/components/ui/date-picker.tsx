import { format, isValid, parse } from 'date-fns';
import { CalendarDays } from 'lucide-react';
import { useState, type CSSProperties } from 'react';
import { DayPicker } from 'react-day-picker';
import 'react-day-picker/style.css';
import { cn } from '../../lib/cn';
import { Button } from './button';
import { fieldClasses } from './input';
import { Popover, PopoverContent, PopoverTrigger } from './popover';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** 'YYYY-MM-DD' to a local Date at midnight; undefined when it is not a real date. */
export function parseIsoDate(value: string | null | undefined): Date | undefined {
  if (!value || !ISO_DATE.test(value)) return undefined;
  const date = parse(value, 'yyyy-MM-dd', new Date());
  return isValid(date) ? date : undefined;
}

function toIsoDate(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}

// react-day-picker's own CSS, in the brand's colours and a size that fits a 320 px phone.
const calendarTheme = {
  '--rdp-accent-color': 'var(--brand)',
  '--rdp-accent-background-color': 'var(--muted)',
  '--rdp-day-width': '2.5rem',
  '--rdp-day-height': '2.5rem',
  '--rdp-day_button-width': '2.25rem',
  '--rdp-day_button-height': '2.25rem',
  '--rdp-day_button-border-radius': 'var(--radius)',
  '--rdp-nav_button-width': '2rem',
  '--rdp-nav_button-height': '2rem',
} as CSSProperties;

// Important: the library's stylesheet is not in a cascade layer, so it would beat plain utilities.
const dayClassNames = {
  selected: '[&>button]:bg-brand! [&>button]:text-brand-foreground!',
};

export type DatePickerProps = {
  /** 'YYYY-MM-DD', or '' for none. */
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  /** Earliest and latest choosable day, 'YYYY-MM-DD'. */
  min?: string;
  max?: string;
  /** Shows a Clear button in the calendar (for optional dates). */
  clearable?: boolean;
  disabled?: boolean;
  className?: string;
  id?: string;
  'aria-label'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-describedby'?: string;
  /** Accepted from FormField and not passed on: a button may not carry aria-required (axe). */
  'aria-required'?: boolean | 'true' | 'false';
};

/** A field-like button showing the date ("14 Mar 2025") that opens a month calendar. */
export function DatePicker({
  value,
  onChange,
  placeholder = 'Pick a date',
  min,
  max,
  clearable = false,
  disabled,
  className,
  'aria-required': _required,
  ...triggerProps
}: DatePickerProps) {
  const [open, setOpen] = useState(false);
  const selected = parseIsoDate(value);
  const minDate = parseIsoDate(min);
  const maxDate = parseIsoDate(max);
  const thisYear = new Date().getFullYear();

  const choose = (date: Date | undefined) => {
    onChange(date ? toIsoDate(date) : '');
    setOpen(false);
  };

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <button
          type="button"
          disabled={disabled}
          className={cn(
            fieldClasses,
            'flex h-10 cursor-pointer items-center gap-2 text-left',
            !selected && 'text-muted-foreground',
            className,
          )}
          {...triggerProps}
        >
          <CalendarDays className="size-4 shrink-0 opacity-60" aria-hidden="true" />
          <span className="truncate">
            {selected ? format(selected, 'd MMM yyyy') : placeholder}
          </span>
        </button>
      </PopoverTrigger>
      <PopoverContent align="start" className="w-auto p-3">
        <DayPicker
          mode="single"
          required
          autoFocus
          selected={selected}
          onSelect={choose}
          defaultMonth={selected ?? minDate}
          captionLayout="dropdown"
          startMonth={minDate ?? new Date(thisYear - 100, 0)}
          endMonth={maxDate ?? new Date(thisYear + 10, 11)}
          disabled={[
            ...(minDate ? [{ before: minDate }] : []),
            ...(maxDate ? [{ after: maxDate }] : []),
          ]}
          style={calendarTheme}
          modifiersClassNames={dayClassNames}
        />
        {clearable && selected && (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="mt-2 w-full"
            onClick={() => choose(undefined)}
          >
            Clear
          </Button>
        )}
      </PopoverContent>
    </Popover>
  );
}
