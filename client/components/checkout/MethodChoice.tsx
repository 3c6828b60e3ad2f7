// A step of radio choices (shipping or payment method, or a customer's address) as one
// fieldset: its legend is the step's heading, its error is tied to it, and each choice is a
// large labelled target.
import type { ReactNode } from 'react';

export interface Choice {
  id: string;
  name: string;
  detail: string | null;
}

export function MethodChoice({ title, name, choices, chosen, error, disabled, onChoose, level = 2, className = 'checkout__step' }: {
  title: ReactNode; name: string; choices: Choice[]; chosen: string | null; error?: string | undefined;
  disabled?: boolean; onChoose?: (id: string) => void;
  /** The heading level of the legend: 3 for a choice inside a step. */
  level?: 2 | 3; className?: string;
}) {
  const errorId = `${name}-error`;
  const Heading = level === 3 ? 'h3' : 'h2';
  return (
    <fieldset className={className} aria-describedby={error ? errorId : undefined}>
      <legend><Heading>{title}</Heading></legend>
      <ul className="choice-list">
        {choices.map((c) => (
          <li key={c.id}>
            <label className="choice">
              <input type="radio" name={name} value={c.id} defaultChecked={c.id === chosen} disabled={disabled}
                onChange={onChoose ? () => onChoose(c.id) : undefined} />
              <span className="choice__name">{c.name}</span>
              {c.detail && <span className="choice__detail">{c.detail}</span>}
            </label>
          </li>
        ))}
      </ul>
      {error && <p className="field__error" id={errorId}>{error}</p>}
    </fieldset>
  );
}
