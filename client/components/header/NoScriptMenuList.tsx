// The mobile menu's list without JavaScript (MobileMenu's NoScriptMenu): its own chunk, as the
// page's code hides it (the drawer takes over) and its server markup stays as it is.
import { useSuspenseQuery } from '@tanstack/react-query';
import type { NavItem } from '../../../shared/site/types';
import { useApi } from '../../app';
import { mainNavigationQuery } from '../../queries';
import { useSnippets } from '../../lib/snippets';
import { NavLink } from './NavLink';

export default function NoScriptMenuList() {
  const { data: items } = useSuspenseQuery(mainNavigationQuery(useApi()));
  const { text } = useSnippets();
  const entry = (item: NavItem) => (item.children.length === 0 ? <NavLink item={item} /> : (
    <details>
      <summary>{item.label}</summary>
      <ul>
        {item.href !== '#' && <li><NavLink item={{ ...item, label: text('menu.allIn', 'All in {label}', { label: item.label }) }} /></li>}
        {item.children.map((child) => <li key={child.id}><NavLink item={child} /></li>)}
      </ul>
    </details>
  ));
  return (
    <ul className="nojs-menu__list">
      {items.map((item) => <li key={item.id}>{entry(item)}</li>)}
    </ul>
  );
}
