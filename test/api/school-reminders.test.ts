import { describe, expect, it } from 'vitest';
import { schoolYearOf } from '@shared/school/finance';
import { addCalendarDays } from '@shared/documents/recurrence';
import { formatDate, formatDateTime } from '@shared/time/sast';
import { remindOutstandingFees } from '../../functions/src/school';
import { api, login, outbox, runtimeClock, testDeps } from './support';

const SCHOOL = 'school.localhost';
const EMIS = '12824090253';

const reminders = (kind: 'email' | 'sms', to: string, sid: string) =>
  outbox(kind).filter(
    (m) =>
      String(m.to).toLowerCase() === to &&
      JSON.stringify(m).includes(`student ${sid}`) &&
      JSON.stringify(m).includes('were due on'),
  );

describe('fee reminders', () => {
  it('reminds the linked parent once per due date, by email or by SMS as the school opted in', async () => {
    const manager = await login(`manager@${SCHOOL}`, SCHOOL);
    const staff = await login(`staff@${SCHOOL}`, SCHOOL);
    const save = (channel: string, token = manager.token) =>
      api.post('/auth/save-fee-reminders', { channel }, { host: SCHOOL, token });
    expect((await save('email', staff.token)).status).toBe(403);
    expect((await save('pager')).status).toBe(400);
    expect((await save('email')).status).toBe(200);
    const read = await api.get<{ channel: string }>('/auth/get-fee-reminders', {
      host: SCHOOL,
      token: staff.token,
    });
    expect(read.body.channel).toBe('email');

    // Thabo (2026001) still owes; his account fell due two days ago (the seed's 28 February is
    // still to come in January, so the test sets the days from the server's today).
    const deps = testDeps();
    const today = formatDate(runtimeClock.now());
    const year = schoolYearOf(formatDateTime(runtimeClock.now()));
    const dueOn = (date: string) =>
      deps.db.entities.feeAccount
        .patch({ emis: EMIS, sid: '2026001', year })
        .set({ due_date: date })
        .go();
    await dueOn(addCalendarDays(today, -2));
    await remindOutstandingFees(deps, runtimeClock.now());
    await remindOutstandingFees(deps, runtimeClock.now());
    expect(reminders('email', 'parent@school.localhost', '2026001')).toHaveLength(1);

    // A new due date, reminded by SMS now: once, paid from the school's credits.
    expect((await save('sms')).status).toBe(200);
    const second = addCalendarDays(today, -1);
    await dueOn(second);
    await Promise.all([
      remindOutstandingFees(deps, runtimeClock.now()),
      remindOutstandingFees(deps, runtimeClock.now()),
    ]);
    await remindOutstandingFees(deps, runtimeClock.now());
    const toParent = outbox('sms').filter(
      (m) => JSON.stringify(m).includes('student 2026001') && JSON.stringify(m).includes(second),
    );
    expect(toParent).toHaveLength(1);
    expect(String(toParent[0]!.to)).toMatch(/^\+27\d{9}$/);

    // Opted out: nothing more, whatever is due.
    expect((await save('off')).status).toBe(200);
    await dueOn(today);
    expect(await remindOutstandingFees(deps, runtimeClock.now())).toEqual([]);
  });
});
