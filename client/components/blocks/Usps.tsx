import type { BlockOfType } from '../../../shared/content/types';
import { useSnippets } from '../../lib/snippets';

/** The shop's promises in a row; each icon is drawn by CSS (blocks-content.css), not JavaScript. */
export default function Usps({ block }: { block: BlockOfType<'Usps'> }) {
  const { text } = useSnippets();
  return (
    <section className="usps" aria-label={text('usp.label', 'Why VELD')}>
      <ul className="usps__list container">
        {block.items.map((item) => (
          <li key={item._key} className="usps__item">
            <span className={`usps__icon usps__icon--${item.icon}`} aria-hidden="true" />
            <span><strong>{item.title}</strong>{item.text ? <span className="usps__text"> {item.text}</span> : null}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
