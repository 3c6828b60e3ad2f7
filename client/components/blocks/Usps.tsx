import type { BlockOfType } from '../../../shared/content/types';

export default function Usps({ block }: { block: BlockOfType<'Usps'> }) {
  return (
    <section className="usps" aria-label="Waarom VELD">
      <ul className="usps__list container">
        {block.items.map((item) => (
          <li key={item._key} className="usps__item">
            <span className="usps__check" aria-hidden="true">✓</span>
            <span><strong>{item.title}</strong>{item.text ? <span className="usps__text"> {item.text}</span> : null}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
