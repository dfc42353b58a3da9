import { Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { atLeast, LEVEL } from '@shared/access';
import { POST_MESSAGES, POSTS_PAGE, type PostView } from '@shared/posts/schemas';
import { ConfirmDialog } from '../../../components/ui/alert-dialog';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { toast } from '../../../components/ui/sonner';
import { errorText } from '../../../lib/api-client';
import { useSignedInUser } from '../../../lib/api/current-user';
import { useDeletePost, useDeletePosts, useManagedPosts, useTogglePosts } from '../api/posts';
import { PostEditor } from '../components/post-editor';

type Editing = { post: PostView | null } | null;
type Confirming = 'update' | 'delete' | { one: PostView } | null;

/**
 * `/website-manage-posts` (extended.md §2 Manage Post): the posts, 10 a page, newest first;
 * staff select posts to turn on or off or delete in bulk; everyone writes posts, and parents and
 * students see, edit and delete only their own (the server holds them to it).
 */
export function ManagePostsPage() {
  const user = useSignedInUser();
  const staff = atLeast(user.alevel, LEVEL.staff);
  const posts = useManagedPosts();
  const toggle = useTogglePosts();
  const removeMany = useDeletePosts();
  const removeOne = useDeletePost();
  const [selected, setSelected] = useState<string[]>([]);
  const [editing, setEditing] = useState<Editing>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);

  useEffect(() => {
    document.title = 'Manage Posts';
  }, []);

  const ask = (what: 'update' | 'delete') => {
    if (selected.length === 0) return void toast.error(POST_MESSAGES.noneSelected);
    setConfirming(what);
  };

  const confirm = async () => {
    try {
      if (confirming === 'update') {
        await toggle.mutateAsync({ postsIds: selected });
        toast.success(POST_MESSAGES.updated);
        setSelected([]);
      } else if (confirming === 'delete') {
        await removeMany.mutateAsync({ postsIds: selected });
        toast.success(POST_MESSAGES.deleted);
        if (editing?.post && selected.includes(editing.post.id)) setEditing(null);
        setSelected([]);
      } else if (confirming) {
        await removeOne.mutateAsync({ postId: confirming.one.id });
        toast.success(POST_MESSAGES.deleted);
        if (editing?.post?.id === confirming.one.id) setEditing(null);
      }
    } catch (error) {
      toast.error(errorText(error));
      throw error;
    }
  };

  const columns: DataTableColumn<PostView>[] = [
    {
      key: 'title',
      header: 'Title',
      cell: (p) => <span className="font-medium">{p.title}</span>,
    },
    { key: 'date', header: 'Date posted', cell: (p) => p.date_posted },
    {
      key: 'status',
      header: 'Status',
      cell: (p) => (p.status === 1 ? <Badge>On</Badge> : <Badge variant="secondary">Off</Badge>),
    },
    { key: 'author', header: 'Author', cell: (p) => p.user.name },
    {
      key: 'actions',
      header: 'Action',
      cell: (p) => (
        <div className="flex gap-2">
          <Button size="sm" variant="outline" onClick={() => setEditing({ post: p })}>
            Edit
          </Button>
          {!staff && (
            <Button size="sm" variant="ghost" onClick={() => setConfirming({ one: p })}>
              Delete
            </Button>
          )}
        </div>
      ),
    },
  ];

  return (
    <div className="mx-auto grid max-w-7xl gap-6 p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">Manage Posts</h1>
        <Button onClick={() => setEditing({ post: null })}>
          <Plus aria-hidden="true" /> New post
        </Button>
      </div>
      {/* The editor above the list: it opens where the person is looking. */}
      {editing && (
        <Card className="min-w-0">
          <CardHeader>
            <CardTitle>{editing.post ? 'Edit post' : 'New post'}</CardTitle>
          </CardHeader>
          <CardContent>
            <PostEditor
              key={editing.post?.id ?? 'new'}
              post={editing.post}
              alevel={user.alevel}
              onSaved={(post) => setEditing({ post })}
              onCancel={() => setEditing(null)}
            />
          </CardContent>
        </Card>
      )}
      <Card className="min-w-0">
        <CardHeader>
          <CardTitle>{staff ? 'Posts' : 'My posts'}</CardTitle>
        </CardHeader>
        <CardContent>
          {posts.isError ? (
            <div className="grid justify-items-start gap-2">
              <p role="alert" className="text-sm text-destructive">
                {posts.error.message}
              </p>
              <Button variant="outline" size="sm" onClick={posts.retry}>
                Try again
              </Button>
            </div>
          ) : (
            <DataTable
              caption="Posts"
              columns={columns}
              rows={posts.rows}
              getRowId={(p) => p.id}
              getRowLabel={(p) => p.title}
              pageSize={POSTS_PAGE}
              loading={posts.isPending}
              more={posts}
              selectable={staff}
              selectedIds={selected}
              onSelectedIdsChange={setSelected}
              emptyText={staff ? 'No posts yet.' : 'You have not written a post yet.'}
              toolbar={
                staff && (
                  <div className="flex flex-wrap gap-2">
                    <Button variant="outline" onClick={() => ask('update')}>
                      Update status of selected
                    </Button>
                    <Button variant="outline" onClick={() => ask('delete')}>
                      Delete selected
                    </Button>
                  </div>
                )
              }
            />
          )}
        </CardContent>
      </Card>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={confirming === 'update' ? POST_MESSAGES.confirmUpdate : POST_MESSAGES.confirmDelete}
        description={
          confirming === 'update'
            ? 'Each selected post that is on goes off, and each that is off goes on.'
            : confirming === 'delete'
              ? `${selected.length} selected post(s) will be deleted.`
              : confirming
                ? `“${confirming.one.title}” will be deleted.`
                : undefined
        }
        confirmLabel={confirming === 'update' ? 'Update' : 'Delete'}
        destructive={confirming !== 'update'}
        onConfirm={confirm}
      />
    </div>
  );
}
