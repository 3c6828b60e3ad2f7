// The size guide beside the sizes (content from Sanity): a <details>, so it opens without
// JavaScript, with the table that fits the product's sizes (clothing or shoes).
import { useQuery } from '@tanstack/react-query';
import { sizeTableFor } from '../../../shared/catalogue/size-guide';
import { useApi } from '../../app';
import { useSnippets } from '../../lib/snippets';
import { sizeGuideQuery } from '../../queries/catalogue';

/** `trail`: the product's breadcrumb labels (Dames or Heren picks the table between equals). */
export function SizeGuide({ sizes, trail }: { sizes: string[]; trail: string[] }) {
  const { text } = useSnippets();
  // Loaded with the product (ProductScreen's load); a guide that failed to load is left out.
  const { data: guide } = useQuery(sizeGuideQuery(useApi()));
  const table = guide ? sizeTableFor(guide, sizes, trail) : null;
  if (!guide || !table) return null;
  return (
    <details className="size-guide">
      <summary className="size-guide__summary">{guide.title}</summary>
      <div className="size-guide__body">
        {guide.intro && <p className="size-guide__intro">{guide.intro}</p>}
        {/* Wider than a phone: it scrolls sideways on its own, reachable by keyboard. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus to scroll by keyboard */}
        <div className="size-guide__scroll" role="region" aria-label={table.name} tabIndex={0}>
          <table className="size-guide__table">
            <caption className="visually-hidden">{table.name}</caption>
            <thead><tr>{table.columns.map((c) => <th key={c} scope="col">{c}</th>)}</tr></thead>
            <tbody>
              {table.rows.map(([size, ...cells]) => (
                <tr key={size} className={sizes.includes(size!) ? undefined : 'size-guide__other'}>
                  <th scope="row">{size}</th>
                  {cells.map((cell, i) => <td key={i}>{cell}</td>)}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {guide.howToMeasure.length > 0 && (
          <>
            <p className="size-guide__subtitle">{text('product.sizeGuide.howToMeasure', 'How to measure')}</p>
            <ul className="size-guide__steps">{guide.howToMeasure.map((step) => <li key={step}>{step}</li>)}</ul>
          </>
        )}
      </div>
    </details>
  );
}
