import type { BlockOfType } from '../../../shared/content/types';
import { usePublicEnv } from '../../lib/public-env';
import { imageUrlBuilder } from '../../lib/sanity-image';
import { linkHref } from './ButtonLink';

const HEIGHT = { portrait: 1000, landscape: 600, square: 800 } as const;

export default function Cards({ block }: { block: BlockOfType<'Cards'> }) {
  const url = imageUrlBuilder(usePublicEnv());
  return (
    <section className="cards container" aria-label={block.title ?? 'Uitgelicht'}>
      {block.title && <h2 className="section-title">{block.title}</h2>}
      <ul className="cards__grid">
        {block.cards.map((card) => {
          const height = HEIGHT[card.imageStyle] ?? 1000;
          return (
            <li key={card._key} className={`card card--${card.imageStyle}`}>
              <a className="card__link" href={linkHref(card.link)}>
                <img src={url(card.image, 800, height)} width={800} height={height}
                  alt={card.image.alt ?? ''} loading="lazy" decoding="async" className="card__image" />
                <span className="card__body">
                  {card.tagText && <span className="card__tag">{card.tagText}</span>}
                  <span className="card__title">{card.title}</span>
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
