// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../../components/ui/test-setup';
import { InvoiceStatus } from './invoice-status';

describe('InvoiceStatus', () => {
  it('shows Paid in teal', () => {
    render(
      <InvoiceStatus
        payment={{ state: 'paid', left: 0, colour: 'teal', label: 'Paid' }}
        currency="ZAR"
      />,
    );
    expect(screen.getByText('Paid')).toHaveAttribute('data-colour', 'teal');
  });

  it('shows what is left of an overdue invoice in red and of a due one in blue', () => {
    render(
      <>
        <InvoiceStatus
          payment={{ state: 'overdue', left: 125050, colour: 'red', label: 'Overdue' }}
          currency="ZAR"
        />
        <InvoiceStatus
          payment={{ state: 'due', left: 9900, colour: 'blue', label: 'Due' }}
          currency="ZAR"
        />
      </>,
    );
    expect(screen.getByText('Overdue · R 1,250.50')).toHaveAttribute('data-colour', 'red');
    expect(screen.getByText('Due · R 99.00')).toHaveAttribute('data-colour', 'blue');
  });
});
