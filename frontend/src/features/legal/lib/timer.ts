import { billedMinutes } from '@shared/legal/billing';

/**
 * A matter's running timer, as kept in the browser: the time already counted (closed spans) and,
 * while it runs, when the current span started. Nothing ticks in storage: the elapsed time is
 * always worked out from timestamps, so a reload (or a tab left asleep) loses nothing.
 */
export type TimerState = {
  /** Milliseconds counted in the spans already paused. */
  countedMs: number;
  /** Epoch milliseconds the running span started; null while paused or never started. */
  runningSince: number | null;
};

export const IDLE: TimerState = { countedMs: 0, runningSince: null };

export const isRunning = (state: TimerState) => state.runningSince !== null;

/** Starts (or resumes) the timer at `now`; a running timer is left as it is. */
export function start(state: TimerState, now: number): TimerState {
  return isRunning(state) ? state : { ...state, runningSince: now };
}

/** Pauses at `now`: the running span is added to the time counted. */
export function pause(state: TimerState, now: number): TimerState {
  if (state.runningSince === null) return state;
  return { countedMs: state.countedMs + Math.max(0, now - state.runningSince), runningSince: null };
}

/** Milliseconds on the timer at `now` (a clock set back never makes it count backwards). */
export function elapsedMs(state: TimerState, now: number): number {
  const running = state.runningSince === null ? 0 : Math.max(0, now - state.runningSince);
  return state.countedMs + running;
}

/** Whole minutes to bill for the time on the timer: a started minute counts as one. */
export function elapsedMinutes(state: TimerState, now: number): number {
  return Math.ceil(elapsedMs(state, now) / 60_000);
}

/** 'h:mm:ss' for the display. */
export function clockText(ms: number): string {
  const seconds = Math.floor(ms / 1000);
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}

/**
 * What the time worked becomes on a time billable: the minutes worked, the minutes billed (up to
 * the increment) and the words saying so before anything is saved.
 */
export function roundingPreview(minutes: number, increment: number) {
  const billed = minutes > 0 ? billedMinutes(minutes, increment) : 0;
  const text =
    billed === minutes
      ? `${minutes} min worked, billed as ${billed} min`
      : `${minutes} min worked, billed as ${billed} min (rounded up to ${increment}-minute increments)`;
  return { worked: minutes, billed, text };
}

/** Where a matter's timer is kept: per company and matter, so tenants and matters never mix. */
export const timerKey = (emis: string, caseId: string) => `kantoor.timer.${emis}.${caseId}`;

/** The stored timer, or IDLE when there is none or it is not one (a hand-edited value). */
export function readTimer(storage: Pick<Storage, 'getItem'>, key: string): TimerState {
  try {
    const value = JSON.parse(storage.getItem(key) ?? 'null') as Partial<TimerState> | null;
    const counted = value?.countedMs;
    const since = value?.runningSince;
    if (typeof counted !== 'number' || !Number.isFinite(counted) || counted < 0) return IDLE;
    if (since !== null && (typeof since !== 'number' || !Number.isFinite(since))) return IDLE;
    return { countedMs: counted, runningSince: since };
  } catch {
    return IDLE;
  }
}

/** Keeps the timer (or forgets it once back at zero). */
export function writeTimer(
  storage: Pick<Storage, 'setItem' | 'removeItem'>,
  key: string,
  state: TimerState,
) {
  if (state.countedMs === 0 && state.runningSince === null) storage.removeItem(key);
  else storage.setItem(key, JSON.stringify(state));
}
