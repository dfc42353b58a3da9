import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LEVEL } from '@shared/access';
import type { PostView } from '@shared/posts/schemas';
import { fakeApi, renderForCompany, testCompany } from '../../../lib/test-render';
import { PostEditor } from './post-editor';

afterEach(() => vi.unstubAllGlobals());

// jsdom lays nothing out: ProseMirror's scroll-into-view asks a range for its boxes.
beforeAll(() => {
  Range.prototype.getClientRects = () => [] as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
});

const company = testCompany({ emis: '12824090253', name: 'School', domain: 'school.localhost' });

const post: PostView = {
  id: '01JPOST0000000000000000001',
  title: 'Sports day',
  body: '<p>Bring <strong>water</strong>.</p>',
  date_posted: '2026-02-10',
  status: 1,
  picture_folder: 'events',
  user: { name: 'School Office', email: 'staff@school.localhost' },
  created_at: null,
  updated_at: null,
  mine: true,
};

function setup(given: PostView | null, alevel: number = LEVEL.staff) {
  const api = fakeApi((path, body) => {
    if (path.endsWith('/auth/get-images-for-given-folder'))
      return { body: [{ name: 'post-1.png', url: '/images/events/12824090253/post-1.png' }] };
    if (path.endsWith('/auth/save-post'))
      return {
        body: {
          status: 'success',
          message: 'Post saved',
          post: { ...post, ...(body as object), id: post.id },
        },
      };
    return { status: 404, body: { error: 'No such route' } };
  });
  vi.stubGlobal('fetch', api.fetch);
  const onSaved = vi.fn();
  renderForCompany(
    company,
    '/website-manage-posts',
    <PostEditor post={given} alevel={alevel} onSaved={onSaved} onCancel={() => undefined} />,
  );
  return { api, onSaved, user: userEvent.setup() };
}

const saves = (api: ReturnType<typeof fakeApi>) =>
  api.calls.filter((c) => c.path.endsWith('/auth/save-post'));

describe('the post editor', () => {
  it('says Required. under an empty title and sends nothing, then saves the post', async () => {
    const { api, onSaved, user } = setup(null);
    const title = screen.getByRole('textbox', { name: /Title/ });
    await user.click(screen.getByRole('button', { name: 'Save post' }));
    await waitFor(() => expect(title).toHaveAccessibleDescription('Required.'));
    expect(title).toBeInvalid();
    expect(saves(api)).toHaveLength(0);

    await user.type(title, 'Open day');
    await user.click(screen.getByRole('button', { name: 'Save post' }));
    await waitFor(() => expect(saves(api)).toHaveLength(1));
    expect(saves(api)[0]?.body).toMatchObject({
      postId: '',
      title: 'Open day',
      status: 'on',
      pictureFolder: 'events',
    });
    expect((saves(api)[0]?.body as { datePosted: string }).datePosted).toMatch(
      /^\d{4}-\d{2}-\d{2}$/,
    );
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
  });

  it('edits a post: its body as loaded, the status turned off', async () => {
    const { api, user } = setup(post);
    expect(screen.getByRole('textbox', { name: /Title/ })).toHaveValue('Sports day');
    const body = screen.getByRole('textbox', { name: 'Body' });
    expect(body).toHaveTextContent('Bring water.');
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Off (hidden)' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(saves(api)).toHaveLength(1));
    expect(saves(api)[0]?.body).toMatchObject({
      postId: post.id,
      title: 'Sports day',
      body: '<p>Bring <strong>water</strong>.</p>',
      datePosted: '2026-02-10',
      status: 'off',
    });
  });

  it('refuses a javascript: link and takes an https one', async () => {
    const { user } = setup(post);
    await user.click(screen.getByRole('button', { name: 'Link' }));
    const address = screen.getByRole('textbox', { name: 'Link address' });
    await user.type(address, 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Apply link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Links must start with http://, https:// or mailto:',
    );
    await user.clear(address);
    await user.type(address, 'https://example.com');
    await user.click(screen.getByRole('button', { name: 'Apply link' }));
    await waitFor(() =>
      expect(screen.queryByRole('textbox', { name: 'Link address' })).not.toBeInTheDocument(),
    );
  });

  it('shows the folder’s pictures to staff, and only the folder to parents', async () => {
    setup(post);
    expect(await screen.findByRole('img', { name: 'post-1.png' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add picture/ })).not.toBeInTheDocument();
  });

  it('lets parents choose the folder without listing it', () => {
    const { api } = setup(post, LEVEL.family);
    expect(screen.getByText(/The company’s staff add pictures to it/)).toBeInTheDocument();
    expect(api.calls.some((c) => c.path.endsWith('/auth/get-images-for-given-folder'))).toBe(false);
  });
});
