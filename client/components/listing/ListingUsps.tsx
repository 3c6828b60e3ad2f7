import { useSnippets } from '../../lib/snippets';

const KEYS = ['usp.shipping', 'usp.returns', 'usp.help'] as const;

/** The USP row under listings (texts from snippets; empty ones are left out). */
export function ListingUsps() {
  const { t, text } = useSnippets();
  const items = KEYS.map((k) => t(k)).filter(Boolean);
  if (items.length === 0) return null;
  return (
    <ul className="listing-usps" aria-label={text('usp.label', 'Why VELD')}>
      {items.map((text) => <li key={text}><span aria-hidden="true">✓</span> {text}</li>)}
    </ul>
  );
}
