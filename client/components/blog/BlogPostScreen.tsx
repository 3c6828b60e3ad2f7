// A journal post at /blog/{slug}: category and date, title, excerpt and author, the cover,
// the body (portable text) and a slider of related posts.
import { useSuspenseQuery } from '@tanstack/react-query';
import { formatDate } from '../../../shared/format';
import { useApi } from '../../app';
import { blogPostQuery } from '../../queries/content';
import type { LoaderArgs, RouteDeps, RouteHead } from '../../router/types';
import { notFound } from '../../router/outcomes';
import { ContentImage } from '../blocks/ContentImage';
import { onIntent } from '../../lib/preloadable';
import { Breadcrumbs } from '../ui/Breadcrumbs';
import { Later } from '../ui/HydrateLater';
import { blogCategoryLabel } from './blog-category';
import '../../styles/blocks-overviews.css';
import { useSnippets } from '../../lib/snippets';
import type { QueryClient } from '@tanstack/react-query';
import type { BlogPost } from '../../../shared/content/listings';
import { queryKeys } from '../../queries';

export interface BlogPostScreenData {
  slug: string;
}

/**
 * The body (its links and images work as they are) and the related posts (a row that scrolls)
 * are parts on intent (decision 028): readied by load() on the server and before a client-side
 * page change, their code waits on a first view for the shopper to reach for them.
 */
const PostBody = onIntent(async () => ({ default: (await import('../content/RichText')).RichText }));
const RelatedPosts = onIntent(async () => ({ default: (await import('./BlogCardSlider')).BlogCardSlider }));

/** The post's title and its excerpt. */
export function head(data: BlogPostScreenData, queryClient: QueryClient): RouteHead | undefined {
  const post = queryClient.getQueryData<BlogPost | null>(queryKeys.blogPost(data.slug));
  return post ? { title: post.title, description: post.excerpt || null } : undefined;
}

/** A journal post is stored up to an hour, as long as its shortest read allows: an editor's change purges it at once. */
export const storedFor = 60 * 60;

export async function load(args: LoaderArgs, deps: RouteDeps, target: { slug: string }): Promise<BlogPostScreenData> {
  const [post] = await Promise.all([deps.queryClient.ensureQueryData(blogPostQuery(deps.api, target.slug)), PostBody.preload(), RelatedPosts.preload()]);
  if (!post) notFound(new URL(args.request.url).pathname);
  return { slug: target.slug };
}

export function Screen({ data }: { data: BlogPostScreenData }) {
  const { text } = useSnippets();
  const { data: post } = useSuspenseQuery(blogPostQuery(useApi(), data.slug));
  if (!post) return null;
  return (
    <article className="blog-post">
      <header className="blog-post__header container">
        <Breadcrumbs items={[
          { label: text('breadcrumbs.home', 'Home'), href: '/' },
          // The journal's overview page (a content page with the BlogOverview block).
          { label: text('breadcrumbs.journal', 'Journal'), href: '/blog' },
          { label: post.title, href: null },
        ]} />
        <p className="blog-post__meta">
          {post.category && <span className="blog-post__category">{blogCategoryLabel(post.category)}</span>}
          <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time>
        </p>
        <h1 className="blog-post__title">{post.title}</h1>
        {post.excerpt && <p className="blog-post__excerpt">{post.excerpt}</p>}
        {post.author && (
          <p className="blog-post__author">{text('blog.by', 'By')} <strong>{post.author.name}</strong>{post.author.jobTitle ? `, ${post.author.jobTitle}` : ''}</p>
        )}
      </header>
      {post.image && (
        <div className="blog-post__cover container">
          <ContentImage image={post.image} sizes="(min-width: 1440px) 1376px, 100vw" className="blog-post__image" priority />
        </div>
      )}
      <div className="blog-post__body container">
        <Later name="post-body" component={PostBody} props={{ value: post.body }} />
      </div>
      <Later name="related-posts" component={RelatedPosts} props={{ title: text('blog.readAlso', 'Read also'), blogs: post.related }} />
    </article>
  );
}
