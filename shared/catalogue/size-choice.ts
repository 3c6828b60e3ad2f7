// A fashion shop asks for the size (#32): a product page opens on a variant (the listing's
// display variant, XS), but that is not the shopper's size. So a group a shopper chooses for
// themselves (a size; every group but colours, which show the garment) counts as chosen only
// when the URL says so: `?maat=M` beside the M variant's path. The configurator's size links and
// a listing filtered on one size (client/components/listing/ProductCard.tsx) carry it; the buy
// box adds nothing until every such group is chosen, and asks for it in Dutch instead.
//
// The page's own question and answer travel in the URL too, so they work without JavaScript:
// /cart/add sends the shopper back with `?kies=maat` (asked to choose) or `?toegevoegd=<id>`
// (added; worker/app.ts).
import type { ConfiguratorGroup } from './types';

export { ADDED_PARAM } from './added';
/** Back from /cart/add without JavaScript: nothing added, these groups (by param) to choose first. */
export const CHOOSE_PARAM = 'kies';

/** The groups a shopper chooses themselves: every group but colours (a size, a length). */
export function groupsToChoose(configurator: readonly ConfiguratorGroup[]): ConfiguratorGroup[] {
  return configurator.filter((group) => group.displayType !== 'color');
}

/** The search parameter that carries a group's choice: its name in lower case ('maat'). */
export function choiceParam(group: { name: string }): string {
  return group.name.trim().toLocaleLowerCase('nl-NL');
}

/** Whether the shopper chose `group`: the URL names the option this variant has. */
export function isChosen(group: ConfiguratorGroup, search: URLSearchParams): boolean {
  const selected = group.options.find((o) => o.selected);
  return selected !== undefined && search.get(choiceParam(group)) === selected.name;
}

/** The groups still to choose on this variant's page. */
export function unchosenGroups(configurator: readonly ConfiguratorGroup[], search: URLSearchParams): ConfiguratorGroup[] {
  return groupsToChoose(configurator).filter((group) => !isChosen(group, search));
}

/**
 * The query a configurator link carries (with its '?', or ''): the option picked in a group to
 * choose, and every choice already made that the target variant keeps (a colour switch keeps
 * the size when the new colour has it).
 */
export function choiceSearch(
  configurator: readonly ConfiguratorGroup[], search: URLSearchParams, targetOptionIds: readonly string[],
  picked?: { groupId: string; optionName: string },
): string {
  const params = new URLSearchParams();
  for (const group of groupsToChoose(configurator)) {
    if (picked?.groupId === group.id) {
      params.set(choiceParam(group), picked.optionName);
      continue;
    }
    const selected = group.options.find((o) => o.selected);
    if (selected && isChosen(group, search) && targetOptionIds.includes(selected.id)) params.set(choiceParam(group), selected.name);
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

/**
 * What a listing filtered on options carries to its product pages: each group to choose with
 * exactly one option chosen in the filter (Maat M → `?maat=M`). Colours need no carrying: the
 * backend shows a filtered card through a variant of the filtered colour.
 */
export function carriedChoices(filters: readonly { label: string; options: readonly { id: string; label: string; colorHex?: string | null }[] }[], chosenIds: readonly string[]): string {
  const params = new URLSearchParams();
  for (const filter of filters) {
    if (filter.options.some((o) => o.colorHex)) continue;
    const chosen = filter.options.filter((o) => chosenIds.includes(o.id));
    if (chosen.length === 1) params.set(choiceParam({ name: filter.label }), chosen[0]!.label);
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

/**
 * What a cart line's link carries (with its '?', or ''): the line's choices, `?maat=M`, so its
 * product page opens on the size in the cart, chosen (#50). A colour goes along harmlessly: the
 * line's variant is that colour already, and only the groups to choose are read (isChosen).
 */
export function lineChoiceSearch(options: readonly { group: string; option: string }[]): string {
  const params = new URLSearchParams();
  for (const { group, option } of options) params.set(choiceParam({ name: group }), option);
  const query = params.toString();
  return query ? `?${query}` : '';
}
