import type { ManufacturerOption } from './types';

const byLabel = (a: ManufacturerOption, b: ManufacturerOption) => a.label.localeCompare(b.label, 'nl');

/** Popular manufacturers: the first 5 (alphabetical) first, then the rest alphabetical. */
export function orderManufacturers(options: ManufacturerOption[]): ManufacturerOption[] {
  const popular = options.filter((o) => o.popular).sort(byLabel).slice(0, 5);
  const rest = options.filter((o) => !popular.includes(o)).sort(byLabel);
  return [...popular, ...rest];
}
