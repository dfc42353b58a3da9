import { ArrowLeft } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-client';
import { useCompany } from '../../../lib/company';
import { usePublicPost } from '../api/posts';
import { PostBody } from '../components/post-body';
import { PostSlideshow } from '../components/post-slideshow';
import { postDate } from '../lib/format';

/**
 * `/read-post?post=<id>` (extended.md §2 Post Read): the slideshow of the post's pictures, its
 * title, author, date and body, on the site's own pages. Only published posts are found.
 */
export function ReadPostPage() {
  const { company } = useCompany();
  const [params] = useSearchParams();
  const id = params.get('post') ?? '';
  const read = usePublicPost(company.domain, id);
  const post = read.data?.post;

  useEffect(() => {
    document.title = post ? `${post.title} · ${company.name}` : `News · ${company.name}`;
  }, [post, company.name]);

  const back = (
    <Link to="/news" className="inline-flex items-center gap-1 text-sm hover:underline">
      <ArrowLeft aria-hidden="true" className="size-4" /> All news
    </Link>
  );

  if (!id || (read.isError && read.error instanceof ApiError && read.error.status === 404))
    return (
      <div className="mx-auto grid max-w-3xl gap-4 px-4 py-8 sm:px-6">
        {back}
        <h1 className="text-2xl font-semibold">Post not found</h1>
        <p className="text-muted-foreground">This post does not exist or is no longer published.</p>
      </div>
    );

  return (
    <article className="mx-auto grid max-w-3xl gap-6 px-4 py-8 sm:px-6">
      {back}
      {read.isPending ? (
        <div className="grid gap-4" role="status" aria-label="Loading the post">
          <Skeleton className="aspect-[9/5] w-full" />
          <Skeleton className="h-8 w-2/3" />
          <Skeleton className="h-24 w-full" />
        </div>
      ) : read.isError ? (
        <p role="alert" className="text-destructive">
          {read.error.message}
        </p>
      ) : post ? (
        <>
          <PostSlideshow images={post.images} title={post.title} />
          <header className="grid gap-1">
            <h1 className="text-3xl font-semibold">{post.title}</h1>
            <p className="text-sm text-muted-foreground">
              By {post.user.name} ·{' '}
              <time dateTime={post.date_posted}>{postDate(post.date_posted)}</time>
            </p>
          </header>
          <PostBody html={post.body} />
        </>
      ) : null}
    </article>
  );
}
