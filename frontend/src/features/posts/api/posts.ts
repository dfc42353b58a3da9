import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MediaImage } from '@shared/media/schemas';
import {
  POSTS_PAGE,
  type PostView,
  type PostsPage,
  type PublicPostsReply,
  type SavePostInput,
} from '@shared/posts/schemas';
import { apiPost } from '../../../lib/api-client';
import { usePagedList, usePagedQuery } from '../../../lib/use-paged-list';

export { postsKeys } from './keys';
import { postsKeys } from './keys';

/** GET /auth/get-all-posts-for-management: staff all the company's, others their own; 10 a page. */
export const useManagedPosts = () =>
  usePagedList<PostView>(postsKeys.managed, '/auth/get-all-posts-for-management', {
    limit: POSTS_PAGE,
  });

/** A posts change; every list of posts is read again afterwards. */
function usePostsChange<B, R = unknown>(path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: B) => apiPost<R>(path, body),
    onSuccess: () => client.invalidateQueries({ queryKey: postsKeys.all }),
  });
}

export const useSavePost = () =>
  usePostsChange<SavePostInput, { post: PostView; message: string }>('/auth/save-post');
export const useTogglePosts = () =>
  usePostsChange<{ postsIds: string[] }>('/auth/update-selected-posts-statuses');
export const useDeletePosts = () =>
  usePostsChange<{ postsIds: string[] }>('/auth/bulk-delete-posts');
export const useDeletePost = () => usePostsChange<{ postId: string }>('/auth/delete-post');

/** POST /get-public-posts: the site's published posts, newest first, a page at a time. */
export const usePublicPosts = (domain: string) =>
  usePagedQuery<PostView>(postsKeys.public(domain), (cursor, signal) =>
    apiPost<PostsPage>(
      '/get-public-posts',
      { domain, limit: POSTS_PAGE, ...(cursor ? { cursor } : {}) },
      signal,
    ),
  );

/** POST /get-public-posts {postId}: one published post and its folder's images. */
export const usePublicPost = (domain: string, postId: string) =>
  useQuery({
    queryKey: postsKeys.one(domain, postId),
    queryFn: ({ signal }) =>
      apiPost<PublicPostsReply>('/get-public-posts', { domain, postId }, signal),
    enabled: postId !== '',
    retry: false,
  });

/** POST /auth/get-images-for-given-folder: a folder's images (staff and above). */
export const useFolderImages = (folder: string, enabled: boolean) =>
  useQuery({
    queryKey: postsKeys.images(folder),
    queryFn: ({ signal }) =>
      apiPost<MediaImage[]>('/auth/get-images-for-given-folder', { folder }, signal),
    enabled,
  });

/** POST /auth/upload-image into the post's folder (admins and above, as the media routes say). */
export function useUploadPostImage(folder: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { image64: string; name: string }) =>
      apiPost<MediaImage[]>('/auth/upload-image', { ...body, folder }),
    onSuccess: (images) => client.setQueryData(postsKeys.images(folder), images),
  });
}
