import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type CSSProperties, type MouseEvent, type ReactNode } from 'react';
import { useNavigate } from '../../router/hooks';
import type { ConfiguratorOption, ProductDetail } from '../../../shared/catalogue/types';
import { useApi } from '../../app';
import { useSnippets } from '../../lib/snippets';
import { loadExtras } from './load-extras';

const preload = () => void loadExtras();

/** An option's props (its class, swatch colour, title and content), the same for a link and a span. */
function optionProps(option: ConfiguratorOption, selected: boolean, swatches: boolean, title: string, children: ReactNode) {
  return {
    className: `pdp-option${selected ? ' pdp-option--selected' : ''}`,
    'aria-current': selected ? ('true' as const) : undefined,
    title,
    style: swatches ? ({ '--swatch': option.colorHex ?? '#d9d3ca' } as CSSProperties) : undefined,
    children,
  };
}

/**
 * Colour swatches and size buttons. Each option is a link to its variant's SEO URL, so the
 * choice works without JavaScript; with it, the switch asks find-variant and moves to the
 * variant's URL in place (history replace, no full load, the scroll position kept), the
 * picked option showing as chosen meanwhile. Sold-out and non-existing combinations are
 * struck through and not offered.
 */
export function Configurator({ product }: { product: ProductDetail }) {
  const { text } = useSnippets();
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const id = useId();
  const [pending, setPending] = useState<string | null>(null);
  if (product.configurator.length === 0) return null;

  const choose = (event: MouseEvent<HTMLAnchorElement>, groupId: string, option: ConfiguratorOption) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return; // a new tab is the shopper's call
    event.preventDefault();
    const href = event.currentTarget.href;
    if (!option.selected && !pending) {
      // When the switch in place fails (its code, find-variant), the link does what it does without JavaScript.
      const fallBack = () => location.assign(href);
      loadExtras().then((m) => m.chooseOption({ api, queryClient, navigate, product, groupId, optionId: option.id, setPending, fallBack }), fallBack);
    }
  };

  return (
    <div className="pdp-config" onPointerEnter={preload} onFocus={preload} onTouchStart={preload}>
      {product.configurator.map((group) => {
        // While a switch loads, the picked option already shows as chosen.
        const chosen = (o: ConfiguratorOption) => (pending && group.options.some((x) => x.id === pending) ? o.id === pending : o.selected);
        const swatches = group.displayType === 'color';
        return (
          <div key={group.id} className="pdp-config__group" role="group" aria-labelledby={id + group.id}>
            <p id={id + group.id} className="pdp-config__label">
              {text('product.option.label', '{name}:', { name: group.name })}{' '}<span className="pdp-config__value">{group.options.find(chosen)?.name ?? text('product.option.choose', 'choose')}</span>
            </p>
            <ul className={`pdp-config__options pdp-config__options--${swatches ? 'swatches' : 'text'}`}>
              {group.options.map((option) => {
                const state = option.state === 'sold-out' ? text('product.option.soldOut', 'sold out')
                  : option.state === 'unavailable' ? text('product.option.unavailable', 'unavailable') : '';
                const props = optionProps(option, chosen(option), swatches,
                  state ? text('product.option.title', '{name} ({state})', { name: option.name, state }) : option.name,
                  swatches
                    ? <span className="visually-hidden">{state ? text('product.option.withState', '{name}, {state}', { name: option.name, state }) : option.name}</span>
                    : <>{option.name}{state && <span className="visually-hidden">{text('product.option.stateSuffix', ', {state}', { state })}</span>}</>);
                return (
                  <li key={option.id}>
                    {option.state === 'available'
                      // eslint-disable-next-line jsx-a11y/anchor-has-content -- the content comes in through props.children
                      ? <a {...props} href={option.target?.href ?? product.href} onClick={(e) => choose(e, group.id, option)} />
                      : <span {...props} aria-disabled="true" />}
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
    </div>
  );
}
