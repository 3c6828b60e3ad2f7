import type { BlockOfType } from '../../../shared/content/types';
import { linkHref } from './ButtonLink';
import { ContentImage } from './ContentImage';

export default function Cards({ block }: { block: BlockOfType<'Cards'> }) {
  return (
    <section className="cards container" aria-label={block.title ?? 'Uitgelicht'}>
      {block.title && <h2 className="section-title">{block.title}</h2>}
      <ul className="cards__grid">
        {block.cards.map((card) => {
          return (
            <li key={card._key} className={`card card--${card.imageStyle}`}>
              <a className="card__link" href={linkHref(card.link)}>
                <ContentImage image={card.image} className="card__image" sizes="(min-width: 768px) 25vw, 100vw" />
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
