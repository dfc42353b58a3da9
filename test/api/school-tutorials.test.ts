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
