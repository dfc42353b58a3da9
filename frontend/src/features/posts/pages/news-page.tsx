import { Newspaper } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { LoadMore } from '../../../components/ui/load-more';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useCompany } from '../../../lib/company';
import { usePublicPosts } from '../api/posts';
import { excerpt, postDate } from '../lib/format';

/** `/news`: the site's published posts, newest first, 10 at a time with "Load more". */
export function NewsPage() {
  const { company } = useCompany();
  const posts = usePublicPosts(company.domain);

  useEffect(() => {
    document.title = `News · ${company.name}`;
  }, [company.name]);

  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-semibold">News</h1>
      {posts.isPending ? (
        <div className="grid gap-4" role="status" aria-label="Loading news">
          {[0, 1, 2].map((n) => (
            <Skeleton key={n} className="h-32 w-full" />
          ))}
        </div>
      ) : posts.isError ? (
        <div className="grid justify-items-start gap-2">
          <p role="alert" className="text-destructive">
            {posts.error.message}
          </p>
          <Button variant="outline" onClick={posts.retry}>
            Try again
          </Button>
        </div>
      ) : posts.rows.length === 0 ? (
        <p className="flex items-center gap-2 text-muted-foreground">
          <Newspaper aria-hidden="true" /> No news yet.
        </p>
      ) : (
        <>
          <ul className="grid gap-4" aria-label="Posts">
            {posts.rows.map((post) => (
              <li key={post.id}>
                <article className="grid gap-2 rounded-lg border p-4 sm:p-5">
                  <h2 className="text-xl font-semibold">
                    <Link
                      to={{
                        pathname: '/read-post',
                        search: `?post=${encodeURIComponent(post.id)}`,
                      }}
                      className="hover:underline"
                    >
                      {post.title}
                    </Link>
                  </h2>
                  <p className="text-sm text-muted-foreground">
                    {postDate(post.date_posted)} · {post.user.name}
                  </p>
                  <p>{excerpt(post.body)}</p>
                </article>
              </li>
            ))}
          </ul>
          <LoadMore more={posts} label="Load more news" />
        </>
      )}
    </div>
  );
}
