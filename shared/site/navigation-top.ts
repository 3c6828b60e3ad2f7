// The main navigation's top level: what a page's first view shows of the menu (the header's
// items, which of them open a panel). The whole tree (every panel's links, 2-3 levels deep) is
// the same on every page; the page's state carries only this part of it, and the browser
// reads the tree itself when a panel's code wakes (client/components/header/MainNav.tsx).
import type { NavItem } from './types';

export type NavTopItem = Omit<NavItem, 'children'> & {
  /** It opens a panel of links (desktop submenu, the menu without JavaScript's disclosure). */
  hasPanel: boolean;
};

export function navigationTop(tree: readonly NavItem[]): NavTopItem[] {
  return tree.map(({ children, ...item }) => ({ ...item, hasPanel: children.length > 0 }));
}

/** A top item's place in the tree, by id (its panel's links). */
export function navigationPanel(tree: readonly NavItem[], id: string): NavItem | undefined {
  return tree.find((item) => item.id === id);
}
