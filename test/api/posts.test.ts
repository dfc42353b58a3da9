import { describe, expect, it } from 'vitest';
import { POST_MESSAGES } from '../../shared/src/posts/schemas';
import {
  AGENCY,
  LEGAL,
  SCHOOL,
  allPages,
  call,
  managed,
  publicPosts,
  savePost,
} from './posts-support';

const STAFF = `staff@${SCHOOL}`;
const PARENT = `parent@${SCHOOL}`;
const unique = (what: string) => `${what} ${Math.random().toString(36).slice(2, 8)}`;

const publicAll = (host: string) =>
  allPages((cursor) => publicPosts(host, cursor ? { cursor } : {}));

describe('posts: management list, paging and the public news list', () => {
  it('pages the company’s posts 10 at a time, newest first, with no post twice', async () => {
    const manager = `manager@${LEGAL}`;
    const ids: string[] = [];
    // Twelve posts on distinct dates, saved out of order.
    for (const day of [5, 1, 12, 3, 9, 7, 11, 2, 10, 4, 8, 6]) {
      const date = `2030-01-${String(day).padStart(2, '0')}`;
      ids.push((await savePost(manager, { title: `Paged ${date}`, datePosted: date })).id);
    }
    const first = await managed(manager);
    expect(first.status).toBe(200);
    expect(first.body.rows).toHaveLength(10);
    expect(first.body.cursor).toBeTruthy();
    const rows = await allPages((cursor) => managed(manager, cursor));
    const mine = rows.filter((r) => ids.includes(r.id));
    expect(mine).toHaveLength(12);
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    const dates = rows.map((r) => r.date_posted);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(mine.map((r) => r.date_posted)).toEqual(
      Array.from({ length: 12 }, (_, n) => `2030-01-${String(12 - n).padStart(2, '0')}`),
    );
    // The public list pages the same way, published only.
    const page = await publicPosts(LEGAL, { limit: 5 });
    expect(page.body.rows).toHaveLength(5);
    expect(page.body.cursor).toBeTruthy();
  });

  it('refuses a cursor of another list', async () => {
    const agencyPage = await publicPosts(AGENCY, { limit: 1 });
    const cursor = agencyPage.body.cursor!;
    expect(cursor).toBeTruthy();
    expect((await publicPosts(SCHOOL, { cursor })).status).toBe(400);
    expect((await managed(`staff@${AGENCY}`, cursor)).status).toBe(400);
  });

  it('shows visitors the published posts only, newest first, and the seeded draft to staff only', async () => {
    const visible = await publicAll(SCHOOL);
    expect(visible.length).toBeGreaterThanOrEqual(3);
    expect(visible.every((p) => p.status === 1)).toBe(true);
    expect(visible.map((p) => p.title)).not.toContain('Draft: term 2 calendar');
    const dates = visible.map((p) => p.date_posted);
    expect(dates).toEqual([...dates].sort().reverse());
    // Visitors are not told the author's email.
    expect(visible.every((p) => p.user.email === '')).toBe(true);
    const staffView = await allPages((cursor) => managed(STAFF, cursor));
    const draft = staffView.find((p) => p.title === 'Draft: term 2 calendar');
    expect(draft?.status).toBe(0);
    // read-post of the draft answers like a missing post.
    const read = await publicPosts(SCHOOL, { postId: draft!.id });
    expect(read.status).toBe(404);
    expect(read.body.error).toBe(POST_MESSAGES.noPost);
  });

  it('reads one published post with its folder’s images', async () => {
    const [first] = await publicAll(SCHOOL);
    const read = await publicPosts(SCHOOL, { postId: first!.id });
    expect(read.status).toBe(200);
    expect(read.body.post?.title).toBe(first!.title);
    expect(read.body.post?.images.length).toBeGreaterThanOrEqual(3);
    expect(read.body.post?.images[0]?.url).toMatch(/^\/images\/events\/12824090253\//);
  });
});

describe('posts: bulk on/off and delete (staff)', () => {
  it('toggles each selected post: on goes off and leaves the public list, off comes on', async () => {
    const on = await savePost(STAFF, { title: unique('Toggle on'), status: 'on' });
    const off = await savePost(STAFF, { title: unique('Toggle off'), status: 'off' });
    let ids = (await publicAll(SCHOOL)).map((p) => p.id);
    expect(ids).toContain(on.id);
    expect(ids).not.toContain(off.id);
    const toggled = await call<{ posts: Array<{ id: string; status: number }> }>(
      STAFF,
      '/auth/update-selected-posts-statuses',
      { postsIds: [on.id, off.id] },
    );
    expect(toggled.status).toBe(200);
    expect(toggled.body.posts.map((p) => [p.id, p.status])).toEqual([
      [on.id, 0],
      [off.id, 1],
    ]);
    ids = (await publicAll(SCHOOL)).map((p) => p.id);
    expect(ids).not.toContain(on.id);
    expect(ids).toContain(off.id);
  });

  it('deletes the selected posts; none selected gets the spec’s message', async () => {
    const a = await savePost(STAFF, { title: unique('Delete A') });
    const b = await savePost(STAFF, { title: unique('Delete B') });
    const none = await call(STAFF, '/auth/bulk-delete-posts', { postsIds: [] });
    expect(none.status).toBe(400);
    expect(JSON.stringify(none.body)).toContain(POST_MESSAGES.noneSelected);
    const deleted = await call<{ deleted: number }>(STAFF, '/auth/bulk-delete-posts', {
      postsIds: [{ id: a.id }, b.id],
    });
    expect(deleted.status).toBe(200);
    expect(deleted.body.deleted).toBe(2);
    const left = (await allPages((cursor) => managed(STAFF, cursor))).map((p) => p.id);
    expect(left).not.toContain(a.id);
    expect(left).not.toContain(b.id);
    expect((await publicPosts(SCHOOL, { postId: a.id })).status).toBe(404);
  });

  it('deletes nothing when one of the selection is missing', async () => {
    const a = await savePost(STAFF, { title: unique('Kept') });
    const response = await call(STAFF, '/auth/bulk-delete-posts', {
      postsIds: [a.id, '01ZZZZZZZZZZZZZZZZZZZZZZZZ'],
    });
    expect(response.status).toBe(404);
    expect((await publicPosts(SCHOOL, { postId: a.id })).status).toBe(200);
  });

  it('keeps bulk changes from parents and students', async () => {
    const a = await savePost(STAFF, { title: unique('Staff only') });
    for (const path of ['/auth/bulk-delete-posts', '/auth/update-selected-posts-statuses']) {
      const response = await call(PARENT, path, { postsIds: [a.id] });
      expect(response.status).toBe(403);
    }
    expect((await publicPosts(SCHOOL, { postId: a.id })).body.post?.status).toBe(1);
  });
});

describe('posts: ownership (parents and students, matched by email)', () => {
  it('lists a parent’s own posts only, and lets them write and edit those', async () => {
    const written = await savePost(PARENT, { title: unique('By the parent') });
    expect(written.user.email).toBe(PARENT);
    const rows = await allPages((cursor) => managed(PARENT, cursor));
    expect(rows.map((p) => p.id)).toContain(written.id);
    expect(rows.every((p) => p.user.email === PARENT)).toBe(true);
    // The seeded staff posts are not in the parent's list.
    expect(rows.map((p) => p.title)).not.toContain('Sports day on the 14th of March');
    const edited = await savePost(PARENT, { postId: written.id, title: 'Edited by the parent' });
    expect(edited.title).toBe('Edited by the parent');
    expect(edited.id).toBe(written.id);
  });

  it('refuses a parent’s edit of someone else’s post, and changes nothing', async () => {
    const staffPost = await savePost(STAFF, { title: unique('Staff wrote') });
    const response = await call(PARENT, '/auth/save-post', {
      postId: staffPost.id,
      title: 'Hijacked',
      body: '<p>x</p>',
      datePosted: '2026-02-02',
      status: 'on',
    });
    expect(response.status).toBe(403);
    expect(response.body.error).toBe(POST_MESSAGES.notYours);
    const read = await publicPosts(SCHOOL, { postId: staffPost.id });
    expect(read.body.post?.title).toBe(staffPost.title);
  });

  it('lets a parent delete their own post only (delete-post)', async () => {
    const own = await savePost(PARENT, { title: unique('Parent deletes') });
    const staffPost = await savePost(STAFF, { title: unique('Parent may not delete') });
    const refused = await call(PARENT, '/auth/delete-post', { postId: staffPost.id });
    expect(refused.status).toBe(403);
    expect((await publicPosts(SCHOOL, { postId: staffPost.id })).status).toBe(200);
    const deleted = await call(PARENT, '/auth/delete-post', { postId: own.id });
    expect(deleted.status).toBe(200);
    expect((await publicPosts(SCHOOL, { postId: own.id })).status).toBe(404);
    const again = await call(PARENT, '/auth/delete-post', { postId: own.id });
    expect(again.status).toBe(404);
  });

  it('lets staff edit a parent’s post, which keeps its author', async () => {
    const written = await savePost(PARENT, { title: unique('Parent post') });
    const edited = await savePost(STAFF, { postId: written.id, title: 'Tidied by staff' });
    expect(edited.user.email).toBe(PARENT);
  });
});

describe('posts: validation and isolation', () => {
  it('requires a title with the spec’s word, and a date', async () => {
    const response = await call(STAFF, '/auth/save-post', {
      title: '  ',
      body: '<p>x</p>',
      datePosted: '2026-02-01',
      status: 'on',
    });
    expect(response.status).toBe(400);
    expect(response.body.fields?.title).toBe('Required.');
    const noDate = await call(STAFF, '/auth/save-post', { title: 'Dated', status: 'on' });
    expect(noDate.status).toBe(400);
    expect(noDate.body.fields?.datePosted).toBe('Required.');
    const badFolder = await call(STAFF, '/auth/save-post', {
      title: 'Folder',
      datePosted: '2026-02-01',
      pictureFolder: '../secrets',
    });
    expect(badFolder.status).toBe(400);
    expect(badFolder.body.fields?.pictureFolder).toBe(POST_MESSAGES.folder);
  });

  it('answers another company’s post id like a missing one, everywhere', async () => {
    const schoolPost = await savePost(STAFF, { title: unique('School only') });
    const other = `manager@${AGENCY}`;
    const missing = '01ZZZZZZZZZZZZZZZZZZZZZZZZ';
    for (const id of [schoolPost.id, missing]) {
      const edit = await call(other, '/auth/save-post', {
        postId: id,
        title: 'Taken',
        datePosted: '2026-02-01',
      });
      expect(edit.status).toBe(404);
      expect(edit.body.error).toBe(POST_MESSAGES.noPost);
      const del = await call(other, '/auth/bulk-delete-posts', { postsIds: [id] });
      expect(del.status).toBe(404);
      const toggle = await call(other, '/auth/update-selected-posts-statuses', { postsIds: [id] });
      expect(toggle.status).toBe(404);
      const read = await publicPosts(AGENCY, { postId: id });
      expect(read.status).toBe(404);
    }
    expect((await publicAll(AGENCY)).map((p) => p.id)).not.toContain(schoolPost.id);
    const read = await publicPosts(SCHOOL, { postId: schoolPost.id });
    expect(read.body.post?.title).toBe(schoolPost.title);
  });

  it('shows get-selected-school the published posts as its news', async () => {
    const news = await call<{ posts: Array<{ id: string; title: string }> }>(
      `admin@${SCHOOL}`,
      '/auth/get-selected-school',
      { emis: '12824090253' },
    );
    expect(news.status).toBe(200);
    const published = await publicPosts(SCHOOL);
    expect(news.body.posts.map((p) => p.id)).toEqual(published.body.rows.map((p) => p.id));
    expect(news.body.posts.map((p) => p.title)).not.toContain('Draft: term 2 calendar');
  });
});
