import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type CSSProperties, type MouseEvent, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useNavigate } from '../../router/hooks';
import { choiceSearch, groupsToChoose, isChosen } from '../../../shared/catalogue/size-choice';
import type { ConfiguratorGroup, ConfiguratorOption, ProductDetail } from '../../../shared/catalogue/types';
import { useApi } from '../../app';
import { useSnippets } from '../../lib/snippets';
import { loadExtras } from './load-extras';
import { SizeGuide } from './SizeGuide';

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

/** The id of a group's options, where the buy box sends focus when it asks for that group. */
export const groupOptionsId = (group: ConfiguratorGroup) => `choose-${group.id}`;

interface Props {
  product: ProductDetail;
  /** The buy box asked for these groups (an add without a size): they say so. */
  asked: readonly string[];
}

/**
 * Colour swatches and size buttons. Each option is a link to its variant's SEO URL, so the
 * choice works without JavaScript; with it, the switch asks find-variant and moves to the
 * variant's URL in place (history replace, no full load, the scroll position kept), the
 * picked option showing as chosen meanwhile. Sold-out and non-existing combinations are
 * struck through and not offered. A size shows as chosen only once the shopper chose it
 * (shared/catalogue/size-choice.ts): the variant a page opens on is not their size.
 */
export function Configurator({ product, asked }: Props) {
  const { text } = useSnippets();
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const id = useId();
  const [pending, setPending] = useState<string | null>(null);
  const search = new URLSearchParams(useLocation().search);
  if (product.configurator.length === 0) return null;
  const toChoose = groupsToChoose(product.configurator);
  const linkSearch = (group: ConfiguratorGroup, option: ConfiguratorOption) => choiceSearch(product.configurator, search,
    option.target?.optionIds ?? product.optionIds, toChoose.includes(group) ? { groupId: group.id, optionName: option.name } : undefined);

  const choose = (event: MouseEvent<HTMLAnchorElement>, group: ConfiguratorGroup, option: ConfiguratorOption, shown: boolean) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return; // a new tab is the shopper's call
    event.preventDefault();
    const href = event.currentTarget.href;
    if (!shown && !pending) {
      // When the switch in place fails (its code, find-variant), the link does what it does without JavaScript.
      const fallBack = () => location.assign(href);
      const choice = { api, queryClient, navigate, product, groupId: group.id, optionId: option.id, search: linkSearch(group, option), setPending, fallBack };
      loadExtras().then((m) => m.chooseOption(choice), fallBack);
    }
  };

  return (
    <div className="pdp-config" onPointerEnter={preload} onFocus={preload} onTouchStart={preload}>
      {product.configurator.map((group) => {
        // While a switch loads, the picked option already shows as chosen; a size only once chosen.
        const madeChoice = !toChoose.includes(group) || isChosen(group, search);
        const chosen = (o: ConfiguratorOption) => (pending && group.options.some((x) => x.id === pending) ? o.id === pending : o.selected && madeChoice);
        const swatches = group.displayType === 'color';
        const prompt = asked.includes(group.id) && !group.options.some(chosen);
        return (
          <div key={group.id} className={`pdp-config__group${prompt ? ' pdp-config__group--asked' : ''}`} role="group" aria-labelledby={id + group.id}
            aria-describedby={prompt ? `${id}${group.id}-prompt` : undefined}>
            <p id={id + group.id} className="pdp-config__label">
              {/* "Maat: M" once chosen; before that an invitation, "Kies je maat" (#50), not "Maat: kies". */}
              {group.options.some(chosen)
                ? <>{text('product.option.label', '{name}:', { name: group.name })}{' '}<span className="pdp-config__value">{group.options.find(chosen)!.name}</span></>
                : text('product.option.chooseYour', 'Choose your {name}', { name: group.name.toLocaleLowerCase('nl-NL') })}
            </p>
            {prompt && (
              <p id={`${id}${group.id}-prompt`} className="pdp-config__prompt" role="alert">
                {text('product.option.chooseFirst', 'Choose your {name} first.', { name: group.name.toLocaleLowerCase('nl-NL') })}
              </p>
            )}
            <ul id={groupOptionsId(group)} className={`pdp-config__options pdp-config__options--${swatches ? 'swatches' : 'text'}`}>
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
                      ? <a {...props} href={(option.target?.href ?? product.href) + linkSearch(group, option)} onClick={(e) => choose(e, group, option, chosen(option))} />
                      : <span {...props} aria-disabled="true" />}
                  </li>
                );
              })}
            </ul>
            {toChoose.includes(group) && <SizeGuide sizes={group.options.map((o) => o.name)} trail={product.breadcrumbs.map((b) => b.label)} />}
          </div>
        );
      })}
    </div>
  );
}
