import { useSnippets } from '../../lib/snippets';

/**
 * A row of filter buttons (brands, looks: All / Dames / Heren). Without JavaScript it is a GET
 * form that submits `name=value`; with it, `onChoose` handles the press in place.
 */
export function FilterButtons({ label, snippetPrefix, action, name, options, selected, onChoose }: {
  label: string;
  /** Each option's text is the snippet `{prefix}.{value or 'all'}`, else its label. */
  snippetPrefix: string;
  action: string;
  name: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  selected: string;
  onChoose: (event: React.MouseEvent<HTMLButtonElement>, value: string) => void;
}) {
  const { text } = useSnippets();
  return (
    <form className="filter-buttons" method="get" action={action} aria-label={label}>
      {options.map((option) => (
        <button
          key={option.value || 'all'}
          type="submit"
          name={name}
          value={option.value}
          className="filter-button"
          aria-pressed={selected === option.value}
          onClick={(event) => onChoose(event, option.value)}
        >
          {text(`${snippetPrefix}.${option.value || 'all'}`, option.label)}
        </button>
      ))}
    </form>
  );
}
