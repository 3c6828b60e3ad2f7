import { useId } from 'react';
import type { BlockOfType } from '../../../shared/content/types';
import { ButtonLink } from './ButtonLink';

/** Info cards: a title, a short text and an optional button each (phone, mail, route…). */
export default function InfoCard({ block }: { block: BlockOfType<'InfoCard'> }) {
  const titleId = useId();
  // Without a section title the cards' own titles are the section's headings.
  const Heading = block.title ? 'h3' : 'h2';
  return (
    <section className="info-cards container" {...(block.title ? { 'aria-labelledby': titleId } : { 'aria-label': 'Informatie' })}>
      {block.title && <h2 id={titleId} className="section-title">{block.title}</h2>}
      <ul className="info-cards__list" role="list">
        {block.items.map((item) => (
          <li key={item._key} className="info-card">
            <Heading className="info-card__title">{item.title}</Heading>
            <p className="info-card__text">{item.subText}</p>
            {item.button && <ButtonLink button={item.button} variant="text" />}
          </li>
        ))}
      </ul>
    </section>
  );
}
