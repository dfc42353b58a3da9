// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  Carousel,
  CarouselAutoplayToggle,
  CarouselContent,
  CarouselDots,
  CarouselItem,
  CarouselNext,
  CarouselPrevious,
  type CarouselApi,
} from './carousel';
import './test-setup';

function Slides({
  autoplayMs,
  setApi,
}: {
  autoplayMs?: number;
  setApi?: (api: CarouselApi) => void;
}) {
  return (
    <Carousel label="Highlights" autoplayMs={autoplayMs} setApi={setApi} opts={{ loop: true }}>
      <CarouselContent>
        {['One', 'Two', 'Three'].map((name) => (
          <CarouselItem key={name}>{name}</CarouselItem>
        ))}
      </CarouselContent>
      <CarouselPrevious />
      <CarouselNext />
      <CarouselDots />
      <CarouselAutoplayToggle />
    </Carousel>
  );
}

function preferReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({
        matches: reduce && query.includes('reduce'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('Carousel', () => {
  it('is a labelled carousel of labelled slides with named controls', () => {
    render(<Slides />);
    const region = screen.getByRole('region', { name: 'Highlights' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = screen.getAllByRole('group');
    expect(slides).toHaveLength(3);
    expect(slides[1]).toHaveAttribute('aria-roledescription', 'slide');
    expect(slides[1]).toHaveAccessibleName('2 of 3');
    expect(screen.getByRole('button', { name: 'Previous slide' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to slide 2' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to slide 1' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('moves on by itself every autoplayMs, and can be paused', async () => {
    vi.useFakeTimers();
    preferReducedMotion(false);
    let api: CarouselApi;
    render(<Slides autoplayMs={5000} setApi={(next) => (api = next)} />);
    const scrollNext = vi.spyOn(api!, 'scrollNext');

    act(() => vi.advanceTimersByTime(5000));
    expect(scrollNext).toHaveBeenCalledOnce();

    vi.useRealTimers();
    await userEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    vi.useFakeTimers();
    // The click left focus inside, which pauses too: blur it to prove the button alone holds.
    act(() => (document.activeElement as HTMLElement).blur());
    act(() => vi.advanceTimersByTime(15000));
    expect(scrollNext).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
  });

  it('does not autoplay, nor offer to, when the person prefers reduced motion', () => {
    vi.useFakeTimers();
    preferReducedMotion(true);
    let api: CarouselApi;
    render(<Slides autoplayMs={5000} setApi={(next) => (api = next)} />);
    const scrollNext = vi.spyOn(api!, 'scrollNext');
    act(() => vi.advanceTimersByTime(20000));
    expect(scrollNext).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: /slideshow/ })).not.toBeInTheDocument();
  });
});
