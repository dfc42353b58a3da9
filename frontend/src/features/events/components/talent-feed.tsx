import { CalendarClock, CalendarX, Copy } from 'lucide-react';
import { useRef, useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/alert-dialog';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/sonner';
import { errorText } from '../../../lib/api-client';
import { useCreateCalendarFeed, useRevokeCalendarFeed } from '../api/events';

type Asking = 'renew' | 'stop' | null;

/**
 * A talent's private calendar feed (iCalendar of their bookings): make a link, copy it into a
 * calendar app, or stop it. The server shows a link once (it keeps only its hash), and a new
 * link stops the old one, so making another is confirmed.
 */
export function TalentFeed({ staffId, staffName }: { staffId: string; staffName: string }) {
  const create = useCreateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const [url, setUrl] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [asking, setAsking] = useState<Asking>(null);
  const field = useRef<HTMLInputElement>(null);

  const make = async () => {
    setProblem(null);
    try {
      const reply = await create.mutateAsync(staffId);
      setUrl(reply.url);
      toast.success('Calendar feed link made');
    } catch (error) {
      setProblem(errorText(error));
    }
  };

  const stop = async () => {
    setProblem(null);
    try {
      const reply = await revoke.mutateAsync(staffId);
      setUrl(null);
      toast.success(
        reply.revoked ? 'The calendar feed link no longer works' : 'There was no feed link to stop',
      );
    } catch (error) {
      setProblem(errorText(error));
    }
  };

  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Link copied');
    } catch {
      // No clipboard (an insecure page or a refusal): select it for Ctrl+C.
      field.current?.focus();
      field.current?.select();
      toast.info('The link is selected: press Ctrl+C (or ⌘C) to copy it');
    }
  };

  return (
    <section aria-labelledby={`feed-${staffId}`} className="grid gap-2 border-t pt-4">
      <h3 id={`feed-${staffId}`} className="text-sm font-medium">
        Calendar feed
      </h3>
      <p className="text-sm text-muted-foreground">
        {staffName}’s bookings in a calendar app (iCal). Making a new link stops the old one.
      </p>
      {url && (
        <div className="flex gap-2">
          <Input
            ref={field}
            readOnly
            value={url}
            aria-label="Calendar feed link"
            className="min-w-0 flex-1 font-mono text-xs"
            onFocus={(e) => e.currentTarget.select()}
          />
          <Button type="button" variant="outline" size="sm" onClick={() => void copy()}>
            <Copy aria-hidden="true" /> Copy
          </Button>
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          loading={create.isPending}
          onClick={() => (url ? setAsking('renew') : void make())}
        >
          <CalendarClock aria-hidden="true" /> {url ? 'New feed link' : 'Calendar feed'}
        </Button>
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="text-destructive"
          loading={revoke.isPending}
          onClick={() => setAsking('stop')}
        >
          <CalendarX aria-hidden="true" /> Stop feed
        </Button>
      </div>
      <FormAlert>{problem}</FormAlert>
      <ConfirmDialog
        open={asking === 'renew'}
        onOpenChange={(open) => setAsking(open ? 'renew' : null)}
        title="Make a new calendar feed link?"
        description="The link shown now stops working: calendar apps subscribed to it must be given the new one."
        confirmLabel="Make a new link"
        onConfirm={make}
      />
      <ConfirmDialog
        open={asking === 'stop'}
        onOpenChange={(open) => setAsking(open ? 'stop' : null)}
        title={`Stop ${staffName}’s calendar feed?`}
        description="Calendar apps subscribed to the link get no more bookings."
        confirmLabel="Stop feed"
        destructive
        onConfirm={stop}
      />
    </section>
  );
}
