import type { ReactNode } from 'react';
import type { BlogCard as BlogCardData } from '../../../shared/content/listings';
import type { SliderProps } from '../../../shared/content/types';
import { Slider } from '../ui/Slider';
import { BlogCard } from './BlogCard';

/** Spec section 9: blog sliders show 3.7 / 4.2 / 1.4 posts (desktop / tablet / mobile). */
export const BLOG_SLIDER_VIEW = { desktop: 3.7, tablet: 4.2, mobile: 1.4 };

interface Props extends SliderProps {
  title: string;
  blogs: BlogCardData[];
  /** A link beside the title (e.g. to the whole journal). */
  action?: ReactNode;
}

/** The newest posts, or a post's related posts, as a slider of blog cards. */
export function BlogCardSlider({ title, blogs, action, perViewDesktop, perViewTablet, perViewMobile }: Props) {
  if (blogs.length === 0) return null;
  const perView = {
    desktop: perViewDesktop ?? BLOG_SLIDER_VIEW.desktop,
    tablet: perViewTablet ?? BLOG_SLIDER_VIEW.tablet,
    mobile: perViewMobile ?? BLOG_SLIDER_VIEW.mobile,
  };
  return (
    <section className="blog-slider container">
      <Slider
        label={title}
        perView={perView}
        head={(
          <div className="section-head">
            <h2 className="section-title">{title}</h2>
            {action}
          </div>
        )}
      >
        {blogs.map((blog) => <BlogCard key={blog.id} blog={blog} sizes="(min-width: 1024px) 27vw, (min-width: 768px) 24vw, 70vw" />)}
      </Slider>
    </section>
  );
}
