import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ManageEmployeesPage } from '../pages/manage-employees-page';
import { employee, fakeApi, renderAt } from './render';

afterEach(() => vi.unstubAllGlobals());

describe('Manage Employees: employee details', () => {
  it('says a field is wrong under it, sends nothing, then saves the corrected details', async () => {
    const api = fakeApi((path) => {
      if (path.includes('/get-all-employees'))
        return { body: { rows: [employee('lindiwe', 'Lindiwe Mkhize')], cursor: null } };
      if (path.includes('/get-all-staff-categories'))
        return { body: { categories: [{ id: 'c1', name: 'Permanent' }] } };
      if (path.includes('/get-all-staff'))
        return {
          body: {
            rows: [
              { id: 'lindiwe', name: 'Lindiwe Mkhize', id_number: '9105310000000' },
              { id: 'sipho', name: 'Sipho Dube', id_number: '8801015000000' },
            ],
            cursor: null,
          },
        };
      if (path.includes('/get-all-salaries')) return { body: { salaries: [] } };
      if (path.includes('/get-all-rates')) return { body: { rates: [] } };
      if (path.includes('/get-all-payrolls-for-current-year'))
        return { body: { year: 2026, payrolls: [], settings: { sdl_liable: false } } };
      if (path.endsWith('/auth/save-employee')) return { body: { status: 'success' } };
      return { status: 404, body: { error: 'No such route' } };
    });
    vi.stubGlobal('fetch', api.fetch);
    renderAt('/manage-employees', <ManageEmployeesPage />);
    const user = userEvent.setup();

    const save = screen.getByRole('button', { name: 'Save employee' });
    expect(save).toBeDisabled();
    await user.click(screen.getByRole('combobox', { name: 'Staff member' }));
    await user.click(await screen.findByRole('option', { name: /Sipho Dube/ }));
    expect(save).toBeEnabled();

    const tax = screen.getByRole('textbox', { name: 'Tax number' });
    await user.type(tax, '1'.repeat(21));
    await user.type(screen.getByRole('textbox', { name: 'Bank' }), 'FNB');
    await user.click(save);
    await waitFor(() => expect(tax).toHaveAccessibleDescription('At most 20 characters'));
    expect(tax).toBeInvalid();
    expect(api.calls.some((c) => c.path.endsWith('/auth/save-employee'))).toBe(false);

    await user.clear(tax);
    await user.type(tax, '0123456789');
    await user.click(screen.getByRole('combobox', { name: 'Staff category' }));
    await user.click(await screen.findByRole('option', { name: 'Permanent' }));
    await user.click(save);
    await waitFor(() =>
      expect(api.calls.find((c) => c.path.endsWith('/auth/save-employee'))?.body).toEqual({
        staffID: 'sipho',
        dateOfBirth: '',
        taxNumber: '0123456789',
        bank: 'FNB',
        account: '',
        postalCode: '',
        category: 'Permanent',
      }),
    );
    // Saved: the form is empty again.
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Bank' })).toHaveValue(''));
    expect(tax).not.toBeInvalid();
  });
});
