// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DatePicker, parseIsoDate } from './date-picker';
import { DateTimePicker } from './date-time-picker';
import { FormField } from './form-field';
import './test-setup';

describe('parseIsoDate', () => {
  it('reads real YYYY-MM-DD dates only', () => {
    expect(parseIsoDate('2025-03-14')?.getDate()).toBe(14);
    expect(parseIsoDate('2025-02-30')).toBeUndefined();
    expect(parseIsoDate('14/03/2025')).toBeUndefined();
    expect(parseIsoDate('')).toBeUndefined();
  });
});

describe('DatePicker', () => {
  it('emits the chosen day as YYYY-MM-DD and shows it', async () => {
    const onChange = vi.fn();
    function Harness() {
      const [value, setValue] = useState('2025-03-10');
      return (
        <DatePicker
          aria-label="Due date"
          value={value}
          onChange={(next) => {
            setValue(next);
            onChange(next);
          }}
        />
      );
    }
    const user = userEvent.setup({ delay: null });
    render(<Harness />);
    const trigger = screen.getByRole('button', { name: 'Due date' });
    expect(trigger).toHaveTextContent('10 Mar 2025');

    await user.click(trigger);
    // The calendar opens on the chosen day, with the keyboard there.
    expect(screen.getByRole('button', { name: /March 10th, 2025/ })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: /March 14th, 2025/ }));
    expect(onChange).toHaveBeenCalledWith('2025-03-14');
    expect(trigger).toHaveTextContent('14 Mar 2025');
  });

  it('shows the placeholder without a value and can be cleared when clearable', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup({ delay: null });
    const { rerender } = render(<DatePicker aria-label="Due date" value="" onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Due date' })).toHaveTextContent('Pick a date');

    rerender(<DatePicker aria-label="Due date" value="2025-03-10" onChange={onChange} clearable />);
    await user.click(screen.getByRole('button', { name: 'Due date' }));
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onChange).toHaveBeenCalledWith('');
  });
});

describe('DatePicker in a required FormField', () => {
  it('keeps aria-required off its button (not allowed on role button) and shows the marker', () => {
    render(
      <FormField label="Date posted" required>
        <DatePicker value="" onChange={() => undefined} />
      </FormField>,
    );
    const trigger = screen.getByRole('button', { name: /date posted/i });
    expect(trigger).not.toHaveAttribute('aria-required');
    expect(screen.getByText('*')).toBeInTheDocument();
  });
});

describe('DateTimePicker', () => {
  it('joins the date and the time as YYYY-MM-DD HH:mm:ss', async () => {
    const onChange = vi.fn();
    function Harness() {
      const [value, setValue] = useState('2025-03-10 14:30:00');
      return (
        <DateTimePicker
          aria-label="Starts"
          value={value}
          onChange={(next) => {
            setValue(next);
            onChange(next);
          }}
        />
      );
    }
    const user = userEvent.setup({ delay: null });
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Starts' }));
    await user.click(screen.getByRole('button', { name: /March 12th, 2025/ }));
    expect(onChange).toHaveBeenLastCalledWith('2025-03-12 14:30:00');

    const time = screen.getByLabelText('Time');
    await user.clear(time);
    await user.type(time, '08:15');
    expect(onChange).toHaveBeenLastCalledWith('2025-03-12 08:15:00');
  });

  it('reports nothing until a date is chosen', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup({ delay: null });
    render(<DateTimePicker aria-label="Starts" value="" onChange={onChange} />);
    const time = screen.getByLabelText('Time');
    expect(time).toHaveValue('09:00');
    await user.clear(time);
    await user.type(time, '10:00');
    expect(onChange).not.toHaveBeenCalled();
  });
});
