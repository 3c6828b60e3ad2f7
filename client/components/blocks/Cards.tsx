import { useId } from 'react';
import type { BlockOfType } from '../../../shared/content/types';
import { Card } from './Card';

/** A grid of cards (one column on phones, up to four side by side). */
export default function Cards({ block }: { block: BlockOfType<'Cards'> }) {
  const titleId = useId();
  return (
    <section className="cards container" {...(block.title ? { 'aria-labelledby': titleId } : { 'aria-label': 'Uitgelicht' })}>
      {block.title && <h2 id={titleId} className="section-title">{block.title}</h2>}
      <ul className="cards__grid" role="list">
        {block.cards.map((card) => (
          <li key={card._key}>
            <Card card={card} sizes="(min-width: 1024px) 25vw, (min-width: 768px) 50vw, 100vw" />
          </li>
        ))}
      </ul>
    </section>
  );
}
