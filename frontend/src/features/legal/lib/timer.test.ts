import { describe, expect, it } from 'vitest';
import {
  clockText,
  elapsedMinutes,
  elapsedMs,
  IDLE,
  isRunning,
  pause,
  readTimer,
  roundingPreview,
  start,
  timerKey,
  writeTimer,
} from './timer';
import { billingPreview } from './billing-preview';

const MIN = 60_000;
const T0 = Date.UTC(2026, 10, 23, 8, 0, 0);

/** A Storage stand-in (what localStorage keeps, as text). */
function memory() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('the matter timer', () => {
  it('counts time across pause and resume, and not while paused', () => {
    let state = start(IDLE, T0);
    expect(isRunning(state)).toBe(true);
    expect(elapsedMs(state, T0 + 20 * MIN)).toBe(20 * MIN);
    state = pause(state, T0 + 20 * MIN);
    expect(isRunning(state)).toBe(false);
    // An hour of lunch is not counted.
    expect(elapsedMs(state, T0 + 80 * MIN)).toBe(20 * MIN);
    state = start(state, T0 + 80 * MIN);
    expect(elapsedMs(state, T0 + 105 * MIN)).toBe(45 * MIN);
    expect(elapsedMinutes(state, T0 + 105 * MIN)).toBe(45);
  });

  it('ignores a second start or pause, and never counts backwards', () => {
    const running = start(IDLE, T0);
    expect(start(running, T0 + 5 * MIN)).toBe(running);
    expect(pause(IDLE, T0)).toBe(IDLE);
    expect(elapsedMs(running, T0 - MIN)).toBe(0);
  });

  it('counts a started minute as one, and shows h:mm:ss', () => {
    const state = start(IDLE, T0);
    expect(elapsedMinutes(state, T0)).toBe(0);
    expect(elapsedMinutes(state, T0 + 1000)).toBe(1);
    expect(elapsedMinutes(state, T0 + 44 * MIN + 1000)).toBe(45);
    expect(clockText(0)).toBe('0:00:00');
    expect(clockText(45 * MIN + 7000)).toBe('0:45:07');
    expect(clockText(125 * MIN)).toBe('2:05:00');
  });

  it('survives a reload: kept as timestamps, read back running, per company and matter', () => {
    const storage = memory();
    const key = timerKey('mokoena-attorneys', 'matter-1');
    expect(key).not.toBe(timerKey('other-firm', 'matter-1'));
    expect(key).not.toBe(timerKey('mokoena-attorneys', 'matter-2'));
    const paused = pause(start(IDLE, T0), T0 + 10 * MIN);
    writeTimer(storage, key, start(paused, T0 + 30 * MIN));
    // Nothing ticks in storage: the same text an hour later.
    const stored = storage.getItem(key);
    expect(JSON.parse(stored ?? '')).toEqual({ countedMs: 10 * MIN, runningSince: T0 + 30 * MIN });
    // "Reloaded" 35 minutes after resuming: 10 + 35 minutes.
    const read = readTimer(storage, key);
    expect(isRunning(read)).toBe(true);
    expect(elapsedMinutes(read, T0 + 65 * MIN)).toBe(45);
    // Back at zero, it is forgotten.
    writeTimer(storage, key, IDLE);
    expect(storage.items.has(key)).toBe(false);
  });

  it('reads anything that is not a timer as a stopped one at zero', () => {
    const storage = memory();
    for (const text of ['nonsense', '{"countedMs":-5,"runningSince":null}', '{"countedMs":1}']) {
      storage.setItem('k', text);
      expect(readTimer(storage, 'k')).toEqual(IDLE);
    }
    expect(readTimer(storage, 'missing')).toEqual(IDLE);
  });

  it('shows the rounding to the increment before billing', () => {
    expect(roundingPreview(45, 15)).toEqual({
      worked: 45,
      billed: 45,
      text: '45 min worked, billed as 45 min',
    });
    expect(roundingPreview(46, 15).billed).toBe(60);
    expect(roundingPreview(46, 15).text).toBe(
      '46 min worked, billed as 60 min (rounded up to 15-minute increments)',
    );
    expect(roundingPreview(7, 5).billed).toBe(10);
    expect(roundingPreview(0, 15).billed).toBe(0);
  });
});

describe('the billing form preview', () => {
  const quarter = { item_type: 'billable' as const, qty_increment_id: 2, cost_per_hour: 120_000 };
  const copies = { item_type: 'billable' as const, qty_increment_id: 3, cost_per_hour: 500 };

  it('labels the units and prices them by the shared rule', () => {
    expect(billingPreview(quarter, '45')).toEqual({
      label: 'minutes',
      amount: 90_000,
      problem: null,
      billedMinutes: 45,
    });
    expect(billingPreview(quarter, '46')).toMatchObject({ amount: 120_000, billedMinutes: 60 });
    expect(billingPreview(copies, '10')).toMatchObject({ label: 'Copies', amount: 5_000 });
  });

  it('says what is wrong instead of an amount', () => {
    expect(billingPreview(quarter, '7.5').problem).toBe('Enter whole minutes');
    expect(billingPreview(copies, '').problem).toBe('Enter the units');
    expect(billingPreview(copies, '0').amount).toBeNull();
    expect(billingPreview(undefined, '3')).toMatchObject({ label: 'Units', amount: null });
  });
});
