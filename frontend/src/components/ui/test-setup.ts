// Shared by the ui tests: jest-dom matchers, cleanup between tests (vitest globals are off) and
// the browser APIs that Radix, embla and friends expect but jsdom lacks.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

afterEach(cleanup);

// findBy* and waitFor give up after 1 s by default: a lazy chunk or a chart rendering on two busy
// cores took longer (finance-screens failed beside other work). A passing wait ends as soon as
// its element is there, so the larger budget costs only a failing test's time.
configure({ asyncUtilTimeout: 15_000 });

// KANTOOR_CLOCK=2031-12-31T10:00:00+02:00 runs these tests on that day: the date starts there and
// runs on (timers stay real), as the API suites' runtime does with the same variable. Set before
// the test file loads (its own `today`), and again before each test (one may restore real time).
const clock = process.env.KANTOOR_CLOCK;
const setDate = () => {
  if (clock)
    vi.useFakeTimers({ now: Date.parse(clock), toFake: ['Date'], shouldAdvanceTime: true });
};
setDate();
beforeEach(setDate);

class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
globalThis.ResizeObserver ??= NoopObserver as unknown as typeof ResizeObserver;
globalThis.IntersectionObserver ??= NoopObserver as unknown as typeof IntersectionObserver;

window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;

Element.prototype.scrollIntoView ??= function scrollIntoView() {};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.setPointerCapture ??= () => {};
Element.prototype.releasePointerCapture ??= () => {};
