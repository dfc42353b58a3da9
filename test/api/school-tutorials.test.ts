import { describe, expect, it } from 'vitest';
import { api, login, testDeps } from './support';

describe('video tutorials', () => {
  it('lists the tutorial videos in the media store and serves each one', async () => {
    const bytes = new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 1, 2, 3, 4]);
    await testDeps().blobs.put('tutorials/paying-fees-online.webm', bytes, 'video/webm');
    await testDeps().blobs.put('tutorials/notes.txt', new Uint8Array([65]), 'text/plain');
    const parent = await login('parent@school.localhost', 'school.localhost');
    const list = await api.get<string[]>('/auth/bitsems-video-tutorials', {
      host: 'school.localhost',
      token: parent.token,
    });
    expect(list.status).toBe(200);
    expect(list.body).toContain('paying-fees-online.webm');
    expect(list.body).not.toContain('notes.txt');

    const file = await api.get<Buffer>('/tutorials/paying-fees-online.webm');
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('video/webm');
    expect([...file.body]).toEqual([...bytes]);
    expect((await api.get('/tutorials/notes.txt')).status).toBe(404);
    expect((await api.get('/tutorials/missing.mp4')).status).toBe(404);
    expect((await api.get('/auth/bitsems-video-tutorials')).status).toBe(401);
  });
});

describe('publishing video tutorials', () => {
  // A WebM's first bytes: EBML, then the webm doctype (the server sniffs them).
  const webm = (size = 64) => {
    const bytes = new Uint8Array(size);
    bytes.set([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84]);
    bytes.set(new TextEncoder().encode('webm'), 12);
    return bytes;
  };
  const dataUrl = (bytes: Uint8Array, type = 'video/webm') =>
    `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;
  type Reply = { name: string; tutorials: string[]; error?: string };

  it('lets the super admin publish one that every company lists and serves, and withdraw it', async () => {
    const owner = await login('owner@localhost');
    const name = `Recording a payment ${Date.now().toString(36)}`;
    const bytes = webm(2048);
    const uploaded = await api.post<Reply>(
      '/auth/upload-video-tutorial',
      { name, video: dataUrl(bytes, 'application/octet-stream') },
      { token: owner.token },
    );
    expect(uploaded.status, uploaded.text).toBe(200);
    const stored = uploaded.body.name;
    expect(stored).toMatch(/^recording-a-payment-[0-9a-z]+\.webm$/);
    expect(uploaded.body.tutorials).toContain(stored);

    // Listed in other companies, by their managers, and served as a video.
    for (const [email, host] of [
      ['manager@school.localhost', 'school.localhost'],
      ['manager@agency.localhost', 'agency.localhost'],
    ] as const) {
      const manager = await login(email, host);
      const list = await api.get<string[]>('/auth/bitsems-video-tutorials', {
        host,
        token: manager.token,
      });
      expect(list.status).toBe(200);
      expect(list.body).toContain(stored);
    }
    const file = await api.get<Buffer>(`/tutorials/${stored}`);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('video/webm');
    expect([...file.body]).toEqual([...bytes]);

    // The same title again is refused, not written over.
    const again = await api.post<Reply>(
      '/auth/upload-video-tutorial',
      { name, video: dataUrl(webm(100)) },
      { token: owner.token },
    );
    expect(again.status).toBe(409);
    expect(again.body.error).toMatch(/exists/);
    expect((await api.get<Buffer>(`/tutorials/${stored}`)).body.length).toBe(2048);

    const deleted = await api.post<Reply>(
      '/auth/delete-video-tutorial',
      { name: stored },
      { token: owner.token },
    );
    expect(deleted.status, deleted.text).toBe(200);
    expect(deleted.body.tutorials).not.toContain(stored);
    expect((await api.get(`/tutorials/${stored}`)).status).toBe(404);
    const twice = await api.post<Reply>(
      '/auth/delete-video-tutorial',
      { name: stored },
      { token: owner.token },
    );
    expect(twice.status).toBe(404);
  });

  it('refuses everyone but the super admin, and files that are no video or too large', async () => {
    const before = await testDeps().blobs.list('tutorials/');
    for (const [email, host] of [
      ['manager@school.localhost', 'school.localhost'],
      ['admin@localhost', 'localhost'],
    ] as const) {
      const session = await login(email, host);
      for (const [path, body] of [
        ['/auth/upload-video-tutorial', { name: 'Sneaky', video: dataUrl(webm()) }],
        ['/auth/delete-video-tutorial', { name: 'kantoor-welcome-tour.webm' }],
      ] as const) {
        const refused = await api.post(path, body, { host, token: session.token });
        expect(refused.status, `${email} ${path}`).toBe(403);
      }
    }
    const owner = await login('owner@localhost');
    const upload = (body: unknown) =>
      api.post<Reply>('/auth/upload-video-tutorial', body, { token: owner.token });
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 1]);
    const cases: Array<[unknown, number, RegExp]> = [
      [{ name: 'Not a video', video: dataUrl(png, 'video/webm') }, 400, /not an MP4, WebM or Ogg/],
      [{ name: 'Not base64', video: 'this is not base64!' }, 400, /Choose a video file/],
      [{ name: '', video: dataUrl(webm()) }, 400, /name/],
      [{ name: 'No video' }, 400, /Choose a video file/],
      [{ name: 'Too big', video: dataUrl(webm(4 * 1024 * 1024 + 1)) }, 413, /at most 4 MB/],
    ];
    for (const [body, status, message] of cases) {
      const refused = await upload(body);
      expect(refused.status, refused.text).toBe(status);
      expect(refused.text).toMatch(message);
    }
    // A body over the route's limit is refused before it is read.
    const huge = await upload({ name: 'Huge', video: 'A'.repeat(6_000_000) });
    expect(huge.status).toBe(413);
    expect(await testDeps().blobs.list('tutorials/')).toEqual(before);
  });
});
