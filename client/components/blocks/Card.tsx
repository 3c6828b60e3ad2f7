import type { Card as CardData } from '../../../shared/content/types';
import { ContentLink } from './ButtonLink';
import { ContentImage } from './ContentImage';
import { useSnippets } from '../../lib/snippets';

/** One card of the Cards grid and the CardsSlider: image, optional tag, title over a soft fade. */
export function Card({ card, sizes }: { card: CardData; sizes: string }) {
  const { text } = useSnippets();
  return (
    <article className={`card card--${card.imageStyle}`}>
      <ContentLink className="card__link" link={card.link}>
        <span className="card__media">
          <ContentImage image={card.image} className="card__image" sizes={sizes} />
        </span>
        <span className="card__body">
          {card.tagText && <span className="card__tag">{card.tagText}</span>}
          <span className="card__title">{card.title}</span>
          <span className="card__cta" aria-hidden="true">{text('card.cta', 'Discover')}</span>
        </span>
      </ContentLink>
    </article>
  );
}
