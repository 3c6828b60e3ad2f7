import type { CSSProperties } from 'react';
import type { BlockOfType, ReviewItem } from '../../../shared/content/types';
import { Slider } from '../ui/Slider';
import { perViewOf, shapeClass } from './block-layout';
import { normaliseStars, starsLabel } from './stars';

/** Spec section 9: reviews 3.7 / 4.2 / 1.4 per view. */
export const REVIEWS_VIEW = { desktop: 3.7, tablet: 4.2, mobile: 1.4 };
export const REVIEWS_SPACING = { mobile: 16, desktop: 24 };

/** 0–5 stars in halves, drawn by CSS from --stars; read out as "4,5 van 5 sterren". */
export function Stars({ value }: { value: number }) {
  return <span className="stars" role="img" aria-label={starsLabel(value)} style={{ '--stars': normaliseStars(value) } as CSSProperties} />;
}

/** Customer reviews in a slider, over an optional background shape (round, triangle, zigzag). */
export default function Reviews({ block }: { block: BlockOfType<'Reviews'> }) {
  const items = (block.items as unknown as Array<ReviewItem | null>).filter((item): item is ReviewItem => Boolean(item?.text));
  if (items.length === 0) return null;
  return (
    <div className={`reviews${shapeClass(block.backgroundShape)}`}>
      <div className="container">
        <Slider label={block.title} perView={perViewOf(block, REVIEWS_VIEW)} spacing={REVIEWS_SPACING}
          head={<h2 className="section-title">{block.title}</h2>}>
          {items.map((review) => (
            <figure key={review._key} className="review">
              <Stars value={review.stars} />
              <blockquote className="review__text"><p>{review.text}</p></blockquote>
              <figcaption className="review__name">{review.name}</figcaption>
            </figure>
          ))}
        </Slider>
      </div>
    </div>
  );
}
