// Product badges (spec section 5): New within 720 hours of creation, Sale when a list price
// discount exists, 'Duurzaam' when a product property has that name.
import type { ProductCard } from './types';

export const NEW_BADGE_HOURS = 720;

export function isNewProduct(createdAt: string, now: Date = new Date()): boolean {
  const created = new Date(createdAt).getTime();
  if (Number.isNaN(created)) throw new Error('Invalid datetime provided');
  return now.getTime() - created <= NEW_BADGE_HOURS * 3600_000;
}

export type Badge = 'new' | 'sale' | 'sustainable';

export function productBadges(product: Pick<ProductCard, 'createdAt' | 'listPrice' | 'discountPercent' | 'sustainable'>, now?: Date): Badge[] {
  const badges: Badge[] = [];
  if (product.createdAt && isNewProduct(product.createdAt, now)) badges.push('new');
  if (product.listPrice !== null && (product.discountPercent ?? 0) > 0) badges.push('sale');
  if (product.sustainable) badges.push('sustainable');
  return badges;
}

/** The badges to show: a backend date we cannot read gives no New badge rather than a broken page. */
export function safeBadges(product: Pick<ProductCard, 'createdAt' | 'listPrice' | 'discountPercent' | 'sustainable'>): Badge[] {
  try {
    return productBadges(product);
  } catch {
    return productBadges({ ...product, createdAt: null });
  }
}

/** Each badge's snippet: its key and the English fallback (the shop's words come from the snippets). */
export const BADGE_SNIPPETS: Record<Badge, readonly [key: string, fallback: string]> = {
  new: ['product.badge.new', 'New'],
  sale: ['product.badge.sale', 'Sale'],
  sustainable: ['product.badge.sustainable', 'Sustainable'],
};
