// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import './test-setup';

describe('Button', () => {
  it('is disabled and busy while loading, and ignores clicks', async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('works normally when not loading', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute('aria-busy');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it("while loading, puts its spinner in its first icon's place, so its width holds", () => {
    const { rerender } = render(
      <Button>
        <svg data-testid="icon" /> Check now
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Check now' });
    expect(button.className).not.toContain('[&>svg+svg]:hidden');
    rerender(
      <Button loading>
        <svg data-testid="icon" /> Check now
      </Button>,
    );
    // The rule (display: none for an svg right after the spinner) is in the built stylesheet.
    expect(button.className).toContain('[&>svg+svg]:hidden');
    expect(button.firstElementChild).toHaveClass('animate-spin');
    expect(button.firstElementChild?.nextElementSibling).toBe(screen.getByTestId('icon'));
  });

  it('renders its child with asChild', () => {
    render(
      <Button asChild variant="outline">
        <a href="/plans">Plans</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Plans' });
    expect(link).toHaveAttribute('href', '/plans');
    expect(link.className).toContain('border-input');
  });
});
