import { useState } from 'react';
import { cn } from '../../lib/cn';
import { DatePicker, parseIsoDate, type DatePickerProps } from './date-picker';
import { Input } from './input';

const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

function split(value: string) {
  const [date = '', time = ''] = value.split(' ');
  return {
    date: parseIsoDate(date) ? date : '',
    time: TIME.test(time) ? time.slice(0, 5) : '',
    seconds: TIME.test(time) && time.length === 8 ? time.slice(6) : '00',
  };
}

export type DateTimePickerProps = Omit<DatePickerProps, 'value' | 'onChange' | 'clearable'> & {
  /** 'YYYY-MM-DD HH:mm:ss', or '' for none. */
  value: string;
  onChange: (value: string) => void;
  /** The time used until the person picks one. */
  defaultTime?: string;
  timeLabel?: string;
};

/**
 * A date (the calendar) and a time (the browser's time field, to the minute). It reports a value
 * only once the date is chosen; seconds are kept from the value, else ':00'.
 */
export function DateTimePicker({
  value,
  onChange,
  defaultTime = '09:00',
  timeLabel = 'Time',
  disabled,
  className,
  ...dateProps
}: DateTimePickerProps) {
  const parts = split(value);
  // The time field keeps its own text: while it is being typed it may be briefly empty.
  const [time, setTime] = useState(parts.time || defaultTime);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (parts.time) setTime(parts.time);
  }

  const emit = (date: string, hhmm: string) => {
    if (date && TIME.test(hhmm)) onChange(`${date} ${hhmm}:${parts.seconds}`);
  };

  return (
    <div role="group" className={cn('flex gap-2', className)}>
      <DatePicker
        {...dateProps}
        value={parts.date}
        onChange={(date) => emit(date, time)}
        disabled={disabled}
        className="min-w-0 flex-1"
      />
      <Input
        type="time"
        aria-label={timeLabel}
        value={time}
        disabled={disabled}
        onChange={(event) => {
          setTime(event.target.value);
          emit(parts.date, event.target.value);
        }}
        className="w-32 shrink-0"
      />
    </div>
  );
}
