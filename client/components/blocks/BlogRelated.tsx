import { useSuspenseQuery } from '@tanstack/react-query';
import type { BlockOfType } from '../../../shared/content/types';
import { useApi } from '../../app';
import { relatedBlogsQuery } from '../../queries/content';
import { BlogCardSlider } from '../blog/BlogCardSlider';

/** The posts related to `block.blog` (that post's `related` list). */
export default function BlogRelated({ block }: { block: BlockOfType<'BlogRelated'> }) {
  const { data: blogs } = useSuspenseQuery(relatedBlogsQuery(useApi(), block.blog._ref));
  return (
    <BlogCardSlider
      title={block.title}
      blogs={blogs}
      perViewDesktop={block.perViewDesktop}
      perViewTablet={block.perViewTablet}
      perViewMobile={block.perViewMobile}
    />
  );
}
