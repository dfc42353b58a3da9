// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormField } from './form-field';
import { Input } from './input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select';
import './test-setup';

describe('FormField', () => {
  it('labels the control and points it at the error and the hint', () => {
    render(
      <FormField label="Password" error="Too short" hint="At least 8 characters.">
        <Input type="password" />
      </FormField>,
    );
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Too short At least 8 characters.');
    expect(screen.getByText('Too short')).toHaveClass('text-destructive');
  });

  it("keeps the control's own id and is valid without an error", () => {
    render(
      <FormField label="Email" required>
        <Input id="login-email" type="email" />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('id', 'login-email');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(input).toHaveAttribute('aria-required', 'true');
  });

  it('hands the wiring to a render function for composite controls', () => {
    render(
      <FormField label="Currency" error="Choose one">
        {(field) => (
          <Select>
            <SelectTrigger {...field}>
              <SelectValue placeholder="Choose…" />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="nad">Namibian dollar</SelectItem>
            </SelectContent>
          </Select>
        )}
      </FormField>,
    );
    const trigger = screen.getByRole('combobox', { name: 'Currency' });
    expect(trigger).toHaveAttribute('aria-invalid', 'true');
    expect(trigger).toHaveAccessibleDescription('Choose one');
  });
});
