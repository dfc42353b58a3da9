import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PostSlideshow } from './post-slideshow';

const images = [1, 2, 3].map((n) => ({ name: `p${n}.png`, url: `/images/events/x/p${n}.png` }));

function reducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

const shown = () => screen.getByText(/^\d \/ 3$/).textContent;
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the read-post slideshow', () => {
  it('moves on by itself, each picture with its own effect, and by the buttons', () => {
    reducedMotion(false);
    render(<PostSlideshow images={images} title="News" />);
    expect(shown()).toBe('1 / 3');
    const slides = screen.getAllByRole('img', { hidden: true });
    expect(slides.map((s) => s.dataset.effect)).toEqual(['fade', 'slide', 'zoom']);
    wait(5000);
    expect(shown()).toBe('2 / 3');
    expect(slides[1]).toHaveAttribute('data-active', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Next picture' }));
    expect(shown()).toBe('3 / 3');
    fireEvent.click(screen.getByRole('button', { name: 'Next picture' }));
    expect(shown()).toBe('1 / 3');
    fireEvent.click(screen.getByRole('button', { name: 'Previous picture' }));
    expect(shown()).toBe('3 / 3');
  });

  it('holds still under the pointer, with the keyboard on it, and when paused', () => {
    reducedMotion(false);
    render(<PostSlideshow images={images} title="News" />);
    const region = screen.getByRole('region', { name: 'Pictures of News' });
    fireEvent.mouseEnter(region);
    wait(12_000);
    expect(shown()).toBe('1 / 3');
    fireEvent.mouseLeave(region);
    wait(5000);
    expect(shown()).toBe('2 / 3');
    fireEvent.focus(screen.getByRole('button', { name: 'Next picture' }));
    wait(12_000);
    expect(shown()).toBe('2 / 3');
    fireEvent.blur(screen.getByRole('button', { name: 'Next picture' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    wait(12_000);
    expect(shown()).toBe('2 / 3');
    fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
    wait(5000);
    expect(shown()).toBe('3 / 3');
  });

  it('does not move by itself for people who ask for reduced motion', () => {
    reducedMotion(true);
    render(<PostSlideshow images={images} title="News" />);
    wait(20_000);
    expect(shown()).toBe('1 / 3');
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
  });
});
