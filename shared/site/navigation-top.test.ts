import { describe, expect, it } from 'vitest';
import type { NavItem } from './types';
import { navigationPanel, navigationTop } from './navigation-top';

const item = (id: string, children: NavItem[] = []): NavItem => ({
  id, label: id.toUpperCase(), href: `/${id}/`, external: false, megaMenu: children.length > 0, asLink: false, children,
});

describe('navigationTop', () => {
  const tree = [item('dames', [item('kleding', [item('jurken')]), item('schoenen')]), item('sale')];

  it('keeps the top items as they are and says which open a panel, without their links', () => {
    expect(navigationTop(tree)).toEqual([
      { id: 'dames', label: 'DAMES', href: '/dames/', external: false, megaMenu: true, asLink: false, hasPanel: true },
      { id: 'sale', label: 'SALE', href: '/sale/', external: false, megaMenu: false, asLink: false, hasPanel: false },
    ]);
    expect(JSON.stringify(navigationTop(tree))).not.toContain('jurken');
  });

  it('finds a top item\'s panel in the whole tree', () => {
    expect(navigationPanel(tree, 'dames')?.children.map((c) => c.id)).toEqual(['kleding', 'schoenen']);
    expect(navigationPanel(tree, 'kleding')).toBeUndefined();
  });
});
