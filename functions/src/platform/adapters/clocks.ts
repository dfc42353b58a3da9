import type { Clock } from '../ports';

/** The machine's clock: always in AWS, and locally unless KANTOOR_CLOCK sets one. */
export const systemClock: Clock = { now: () => new Date() };

/**
 * Local mode's set clock (KANTOOR_CLOCK): it reads `start` when made and runs on with real time,
 * so a test can run the product on any day of any year and timers, holds and tokens still move.
 */
export function startedClock(start: string, realNow: () => number = Date.now): Clock {
  const at = Date.parse(start);
  if (Number.isNaN(at)) throw new Error(`KANTOOR_CLOCK=${start} is not an ISO time`);
  const offset = at - realNow();
  return { now: () => new Date(realNow() + offset) };
}
