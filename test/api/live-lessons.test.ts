import { describe, expect, it } from 'vitest';
import type { LiveLessonView } from '@shared/school/lessons';
import { api, login, type Session } from './support';

// The live-videos page (Join Now): a lesson or a subject found by its id alone, with its class,
// subject, educator, date-time and meeting link named in one answer.

const SCHOOL = 'school.localhost';
const sessions = new Map<string, Promise<Session>>();
const as = (email: string) => {
  if (!sessions.has(email)) sessions.set(email, login(email, email.split('@')[1]));
  return sessions.get(email) as Promise<Session>;
};
const post = async <T = unknown>(email: string, path: string, body: unknown) =>
  api.post<T>(path, body, { token: (await as(email)).token, host: email.split('@')[1] });
const lesson = (email: string, body: Record<string, unknown>) =>
  post<LiveLessonView & { error?: string }>(email, '/auth/get-live-lesson', body);

describe('live lessons: Join Now', () => {
  it('finds every seeded lesson and subject by its id alone, for staff, admins and managers', async () => {
    for (const who of ['staff', 'admin', 'manager']) {
      const email = `${who}@${SCHOOL}`;
      const first = await lesson(email, { lesson: 'lesson-1', table: 'live_lessons' });
      expect(first.status, first.text).toBe(200);
      expect(first.body).toEqual({
        table: 'live_lessons',
        id: 'lesson-1',
        title: 'Calculus: differentiation revision',
        subject: 'Mathematics',
        leadEducator: 'staff@school.localhost',
        className: 'Grade 12A',
        startsAt: '2026-11-25 15:00:00',
        meetingLink: 'https://meet.jit.si/PolokwaneRidge-Maths12A',
      });
      // The spec's link names only the lesson: a subject's id is found without `table`, and a
      // wrong hint does not hide it.
      for (const body of [
        { lesson: 'subject-math-12' },
        { lesson: 'subject-math-12', table: 'live_lessons' },
      ]) {
        const subject = await lesson(email, body);
        expect(subject.status, subject.text).toBe(200);
        expect(subject.body).toMatchObject({
          table: 'subjects',
          title: 'Mathematics',
          subject: 'Mathematics · MATH',
          className: 'Grade 12A',
          startsAt: null,
          meetingLink: 'https://meet.jit.si/PolokwaneRidge-Maths12A',
        });
      }
    }
    for (const id of ['lesson-1', 'lesson-2', 'lesson-3', 'subject-accn-10', 'subject-sepe-9']) {
      const found = await lesson(`staff@${SCHOOL}`, { lesson: id });
      expect(found.status, id).toBe(200);
      expect(found.body.meetingLink, id).toMatch(/^https:\/\/meet\.jit\.si\//);
    }
  });

  it('finds a lesson created in the data-table manager, and offers only web links to join', async () => {
    const staff = `staff@${SCHOOL}`;
    const title = `Quadratics ${Date.now().toString(36)}`;
    const saved = await post(staff, '/auth/save-form-data', {
      table: 'live_lessons',
      data: {
        title,
        lead_educator: 'staff@school.localhost',
        class_id: 'class-11a',
        subject_id: 'subject-life-11',
        lesson_date_time: '2026-12-01 09:30:00',
        meeting_link: 'https://meet.jit.si/PolokwaneRidge-Quadratics',
      },
    });
    expect(saved.status, saved.text).toBe(200);
    const page = await post<{ rows: Array<{ id: string; title: string }> }>(
      staff,
      '/auth/get-table-rows',
      { table: 'live_lessons', queryFilter: { search: title.toLowerCase() }, limit: 10 },
    );
    const created = page.body.rows.find((row) => row.title === title);
    expect(created).toBeDefined();
    const view = await lesson(staff, { lesson: created!.id });
    expect(view.status, view.text).toBe(200);
    expect(view.body).toMatchObject({
      table: 'live_lessons',
      title,
      className: 'Grade 11A',
      subject: 'Life Sciences',
      startsAt: '2026-12-01 09:30:00',
      meetingLink: 'https://meet.jit.si/PolokwaneRidge-Quadratics',
    });
  });

  it("answers a missing id, another company's and a bad body with 4xx; parents are refused", async () => {
    const missing = await lesson(`staff@${SCHOOL}`, { lesson: 'lesson-404' });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe('This lesson does not exist.');
    // The school's lesson asked for from another company's back office.
    const foreign = await lesson('admin@shop.localhost', { lesson: 'lesson-1' });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error).toBe('This lesson does not exist.');
    for (const body of [{}, { lesson: '' }, { lesson: 'lesson-1', table: 'classes' }]) {
      const bad = await lesson(`staff@${SCHOOL}`, body);
      expect(bad.status, JSON.stringify(body)).toBe(400);
    }
    const parent = await lesson(`parent@${SCHOOL}`, { lesson: 'lesson-1' });
    expect(parent.status).toBe(403);
  });
});
