// The variant configurator's logic (colour swatches, size buttons): which option combinations
// exist, which are sold out, and where each option leads. Groups are read in order, as a
// shopper reads them: a colour counts as available when any of its sizes is; a size when it is
// available in the chosen colour. The worker works this out once per variant (the product
// mapper), so the browser only shows it.
import type { ConfiguratorGroup, ConfiguratorOption, ProductOptionGroup, ProductVariant } from './types';

export type OptionState = ConfiguratorOption['state'];

/**
 * The configurator of the variant with `optionIds`, from the parent's option groups and its
 * variants. Without variants (a backend that does not send them) every option is offered and
 * the switch is left to find-variant.
 */
export function configuratorGroups(groups: ProductOptionGroup[], optionIds: string[], variants: ProductVariant[]): ConfiguratorGroup[] {
  const selection = groups.map((g) => g.options.find((o) => optionIds.includes(o.id))?.id);
  const overlap = (v: ProductVariant) => v.optionIds.filter((id) => optionIds.includes(id)).length;
  return groups.map((group, index) => {
    const earlier = selection.slice(0, index).filter((id): id is string => id !== undefined);
    return {
      ...group,
      options: group.options.map((option): ConfiguratorOption => {
        const candidates = variants.filter((v) => v.optionIds.includes(option.id) && earlier.every((id) => v.optionIds.includes(id)));
        const best = candidates.filter((v) => v.available).sort((a, b) => overlap(b) - overlap(a))[0];
        return {
          ...option,
          selected: selection[index] === option.id,
          state: variants.length === 0 || best ? 'available' : candidates.length > 0 ? 'sold-out' : 'unavailable',
          target: best ? { id: best.id, href: best.href, optionIds: best.optionIds } : null,
        };
      }),
    };
  });
}

/**
 * The options to ask find-variant for when the shopper picks `optionId` in `groupId` (group
 * id → option id): those of the in-stock variant the option leads to when known, otherwise
 * the current choice with the picked option in place (find-variant then lets the switched
 * group win).
 */
export function wantedOptions(groups: ConfiguratorGroup[], groupId: string, optionId: string): Record<string, string> {
  const picked = groups.find((g) => g.id === groupId)?.options.find((o) => o.id === optionId);
  const wanted: Record<string, string> = {};
  for (const group of groups) {
    const option = group.options.find((o) => (picked?.target ? picked.target.optionIds.includes(o.id) : o.selected));
    if (option) wanted[group.id] = option.id;
  }
  wanted[groupId] = optionId;
  return wanted;
}
