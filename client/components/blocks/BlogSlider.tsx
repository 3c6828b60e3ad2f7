import { useSuspenseQuery } from '@tanstack/react-query';
import { BLOG_PAGE_SIZE } from '../../../shared/content/listings';
import type { BlockOfType } from '../../../shared/content/types';
import { useApi } from '../../app';
import { blogsQuery } from '../../queries/content';
import { BlogCardSlider } from '../blog/BlogCardSlider';
import { ButtonLink } from './ButtonLink';

/** The newest journal posts (the first page of the overview, so both share one request). */
export default function BlogSlider({ block }: { block: BlockOfType<'BlogSlider'> }) {
  const { data } = useSuspenseQuery(blogsQuery(useApi(), 1, BLOG_PAGE_SIZE));
  return (
    <BlogCardSlider
      title={block.title}
      blogs={data.blogs}
      perViewDesktop={block.perViewDesktop}
      perViewTablet={block.perViewTablet}
      perViewMobile={block.perViewMobile}
      action={block.button ? <ButtonLink button={block.button} variant="text" /> : undefined}
    />
  );
}
