import { Pause, Play, RotateCcw, Timer } from 'lucide-react';
import { useEffect, useState } from 'react';
import { billAmount } from '@shared/legal/billing';
import { formatMoney } from '@shared/money/money';
import { formatDate } from '@shared/time/sast';
import { ConfirmDialog } from '../../../components/ui/alert-dialog';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { OptionSelect } from '../../../components/ui/select';
import { toast } from '../../../components/ui/sonner';
import { errorText } from '../../../lib/api-client';
import { useCompany } from '../../../lib/company';
import { useAddBilling } from '../api/matters';
import type { Billable } from '../api/types';
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
  type TimerState,
} from '../lib/timer';

/**
 * The matter's timer, kept in this browser per company and matter (survives a reload). Mounted
 * per matter (keyed by it), so the key never changes under it.
 */
function useStoredTimer(key: string) {
  const [state, setState] = useState<TimerState>(() => readTimer(localStorage, key));
  // Another tab of the same matter changed it.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === key) setState(readTimer(localStorage, key));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [key]);
  const change = (next: TimerState) => {
    writeTimer(localStorage, key, next);
    setState(next);
  };
  return [state, change] as const;
}

/**
 * Re-renders every second while running (the display only: the state holds timestamps; a stale
 * `now` right after resuming counts as zero for the new span, never less).
 */
function useNow(running: boolean) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [running]);
  return now;
}

/**
 * A running timer per matter: start, pause, resume; "Bill time" turns the minutes into a bill on
 * the chosen time billable, the rounding to its increment shown before anything is saved.
 */
export function MatterTimer({ caseID, billables }: { caseID: string; billables: Billable[] }) {
  const { company, currency } = useCompany();
  const [state, setState] = useStoredTimer(timerKey(company.emis, caseID));
  const running = isRunning(state);
  const now = useNow(running);
  const timeBillables = billables.filter((b) => b.unit.minutes !== null);
  const [chosen, setChosen] = useState('');
  const billable = timeBillables.find((b) => b.id === chosen) ?? timeBillables[0];
  const [confirming, setConfirming] = useState<number | null>(null);
  const [resetting, setResetting] = useState(false);
  const add = useAddBilling(caseID);
  const ms = elapsedMs(state, now);
  const started = ms > 0 || running;

  const preview = (minutes: number) => {
    if (!billable?.unit.minutes) return null;
    const rounding = roundingPreview(minutes, billable.unit.minutes);
    const amount = minutes > 0 ? billAmount(billable, billable.cost_per_hour, minutes) : 0;
    return { ...rounding, amount };
  };

  const openBill = () => {
    const at = Date.now();
    const paused = pause(state, at);
    setState(paused);
    setConfirming(elapsedMinutes(paused, at));
  };

  const bill = async () => {
    if (!billable || !confirming) return;
    try {
      await add.mutateAsync({
        caseID,
        billableID: billable.id,
        hours: confirming,
        billableDate: formatDate(new Date()),
        description: `Time recorded: ${confirming} min`,
      });
      setState(IDLE);
      toast.success('Time billed');
    } catch (error) {
      toast.error(errorText(error));
      throw error;
    }
  };

  const shown = confirming === null ? null : preview(confirming);

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h3 className="flex items-center gap-2">
            <Timer className="size-4" aria-hidden="true" /> Timer
          </h3>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p
          className="text-3xl font-semibold tabular-nums"
          role="timer"
          aria-label="Time on this matter"
          data-testid="timer-clock"
        >
          {clockText(ms)}
        </p>
        <div className="flex flex-wrap gap-2">
          {running ? (
            <Button variant="outline" onClick={() => setState(pause(state, Date.now()))}>
              <Pause aria-hidden="true" /> Pause
            </Button>
          ) : (
            <Button variant="outline" onClick={() => setState(start(state, Date.now()))}>
              <Play aria-hidden="true" /> {started ? 'Resume' : 'Start'}
            </Button>
          )}
          {started && (
            <Button variant="ghost" onClick={() => setResetting(true)}>
              <RotateCcw aria-hidden="true" /> Reset
            </Button>
          )}
        </div>
        {timeBillables.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No time billable (minutes) for this court type and scale: time cannot be billed here.
          </p>
        ) : (
          <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end">
            <FormField label="Time billable">
              {(control) => (
                <OptionSelect
                  {...control}
                  className="w-full"
                  value={billable?.id ?? ''}
                  onValueChange={setChosen}
                  options={timeBillables.map((b) => ({
                    value: b.id,
                    label: `${b.name} (${b.unit.minutes}-minute increments, ${formatMoney(b.cost_per_hour, currency)}/h)`,
                  }))}
                />
              )}
            </FormField>
            <Button onClick={openBill} disabled={!started || !billable}>
              Bill time
            </Button>
          </div>
        )}
        <p className="text-xs text-muted-foreground">
          The timer is kept in this browser, per {company.name} matter; it keeps running across a
          reload.
        </p>
      </CardContent>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title="Bill the time?"
        description={
          !shown || shown.worked === 0
            ? 'There is no time on the timer yet.'
            : `${shown.text} on ${billable?.name}: ${formatMoney(shown.amount, currency)}.`
        }
        confirmLabel="Bill time"
        onConfirm={shown && shown.worked > 0 ? bill : () => undefined}
      />
      <ConfirmDialog
        open={resetting}
        onOpenChange={setResetting}
        title="Reset the timer?"
        description="The time on it is forgotten (nothing is billed)."
        confirmLabel="Reset"
        destructive
        onConfirm={() => setState(IDLE)}
      />
    </Card>
  );
}
