import { useSuspenseQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from '../../router/Link';
import type { NavItem } from '../../../shared/site/types';
import { useApi } from '../../app';
import { mainNavigationQuery } from '../../queries';
import { ChevronLeft, ChevronRight, CloseIcon } from '../ui/icons';
import { useModalDialog } from '../ui/use-modal-dialog';
import { useSnippets } from '../../lib/snippets';
import { useLoggedIn } from '../../lib/use-logged-in';
import { NavLink } from './NavLink';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Speaks through the live region the always-present menu button keeps. */
  announce: (message: string) => void;
}

/**
 * Mobile menu (under 1024 px): a modal drawer with drill-down (top level, submenu,
 * grandchild), back and close. Loaded on first open (or intent), so desktop pages never
 * carry its code. The header owns which panel is open; the dialog follows.
 */
export default function MobileMenuDrawer({ open, onOpenChange, announce }: Props) {
  const { data: items } = useSuspenseQuery(mainNavigationQuery(useApi()));
  const loggedIn = useLoggedIn();
  const { text } = useSnippets();
  const [trail, setTrail] = useState<NavItem[]>([]);
  const modal = useModalDialog(open, () => {
    setTrail([]);
    announce(text('menu.closed', 'Menu closed'));
    if (open) onOpenChange(false);
  });
  const close = modal.close;
  useEffect(() => {
    if (open) announce(text('menu.opened', 'Menu opened'));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, announce]);

  const current = trail.at(-1);
  const list = current ? current.children : items;

  return (
    <>
      <dialog ref={modal.ref} className="mobile-menu" aria-label={text('menu.label', 'Menu')} onClose={modal.onClose}>
        <div className="mobile-menu__bar">
          {current ? (
            <button type="button" className="mobile-menu__back" onClick={() => setTrail(trail.slice(0, -1))}>
              <ChevronLeft /> {text('menu.back', 'Back')}
            </button>
          ) : <span className="logo logo--small">{text('header.logo', 'VELD')}</span>}
          <button type="button" className="icon-button" aria-label={text('menu.close', 'Close menu')} onClick={close}>
            <CloseIcon />
          </button>
        </div>
        {current && <p className="mobile-menu__heading">{current.label}</p>}
        <ul className="mobile-menu__list">
          {current && current.href !== '#' && (
            <li><NavLink item={{ ...current, label: text('menu.allIn', 'All in {label}', { label: current.label }) }} className="mobile-menu__link" onClick={close} /></li>
          )}
          {list.map((item) => (
            <li key={item.id}>
              {item.children.length > 0 ? (
                <button type="button" className="mobile-menu__link" onClick={() => setTrail([...trail, item])}>
                  {item.label} <ChevronRight />
                </button>
              ) : (
                <NavLink item={item} className="mobile-menu__link" onClick={close} />
              )}
            </li>
          ))}
        </ul>
        <div className="mobile-menu__footer">
          <Link to={loggedIn ? '/account' : '/login'} onClick={close}>{loggedIn ? text('account.myAccount', 'My account') : text('account.login', 'Log in')}</Link>
          <Link to="/contact/" onClick={close}>{text('menu.customerService', 'Customer service')}</Link>
        </div>
      </dialog>
    </>
  );
}
