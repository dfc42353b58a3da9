// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ColourPicker } from './colour-picker';
import './test-setup';

function Harness({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('#0f4c5c');
  return (
    <ColourPicker
      aria-label="Primary colour"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('ColourPicker', () => {
  it('emits a typed hex colour only once it is a valid #rrggbb, in lower case', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup({ delay: null });
    render(<Harness onChange={onChange} />);
    const trigger = screen.getByRole('button', { name: 'Primary colour' });
    expect(trigger).toHaveTextContent('#0f4c5c');

    await user.click(trigger);
    const hex = screen.getByLabelText('Hex colour');
    await user.clear(hex);
    await user.type(hex, 'E36');
    expect(hex).toHaveAttribute('aria-invalid', 'true');
    expect(hex).toHaveAccessibleDescription('Use six hex digits, like #0F4C5C.');
    expect(onChange).not.toHaveBeenCalled();

    await user.type(hex, '414');
    expect(hex).not.toHaveAttribute('aria-invalid');
    expect(onChange).toHaveBeenLastCalledWith('#e36414');
    expect(trigger).toHaveTextContent('#e36414');
  });
});
