import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type CSSProperties, type MouseEvent } from 'react';
import { useNavigate } from '../../router/hooks';
import type { ConfiguratorOption, ProductDetail } from '../../../shared/catalogue/types';
import { useApi } from '../../app';

import { loadExtras } from './load-extras';

const preload = () => void loadExtras();
const STATE_LABELS = { available: '', 'sold-out': 'uitverkocht', unavailable: 'niet leverbaar' };

/**
 * Colour swatches and size buttons. Each option is a link to its variant's SEO URL, so the
 * choice works without JavaScript; with it, the switch asks find-variant and moves to the
 * variant's URL in place (history replace, no full load, the scroll position kept), the
 * picked option showing as chosen meanwhile. Sold-out and non-existing combinations are
 * struck through and not offered.
 */
export function Configurator({ product }: { product: ProductDetail }) {
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
              {group.name}: <span className="pdp-config__value">{group.options.find(chosen)?.name ?? 'kies'}</span>
            </p>
            <ul className={`pdp-config__options pdp-config__options--${swatches ? 'swatches' : 'text'}`}>
              {group.options.map((option) => {
                const state = STATE_LABELS[option.state];
                const props = {
                  className: `pdp-option${chosen(option) ? ' pdp-option--selected' : ''}`,
                  'aria-current': chosen(option) ? ('true' as const) : undefined,
                  title: state ? `${option.name} (${state})` : option.name,
                  style: swatches ? ({ '--swatch': option.colorHex ?? '#d9d3ca' } as CSSProperties) : undefined,
                  children: swatches
                    ? <span className="visually-hidden">{option.name}{state && `, ${state}`}</span>
                    : <>{option.name}{state && <span className="visually-hidden">, {state}</span>}</>,
                };
                return (
                  <li key={option.id}>
                    {option.state === 'available'
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
