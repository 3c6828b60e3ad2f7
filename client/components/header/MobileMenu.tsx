import { useSuspenseQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { NavItem } from '../../../shared/site/types';
import { useApi } from '../../app';
import { mainNavigationQuery } from '../../queries';
import { ChevronLeft, ChevronRight, CloseIcon, MenuIcon } from '../ui/icons';
import { NavLink } from './MainNav';

const ANNOUNCEMENT_MS = 1000;

/**
 * Mobile menu (under 1024 px): a modal drawer with drill-down (top level, submenu,
 * grandchild), back and close. The native <dialog> traps focus and returns it to the button.
 */
export function MobileMenu() {
  const { data: items } = useSuspenseQuery(mainNavigationQuery(useApi()));
  const dialog = useRef<HTMLDialogElement>(null);
  const [trail, setTrail] = useState<NavItem[]>([]);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (!announcement) return;
    const t = setTimeout(() => setAnnouncement(''), ANNOUNCEMENT_MS);
    return () => clearTimeout(t);
  }, [announcement]);

  const open = () => {
    dialog.current?.showModal();
    document.body.classList.add('scroll-locked');
    setAnnouncement('Menu opened');
  };
  const close = () => {
    dialog.current?.close();
  };
  const onClosed = () => {
    document.body.classList.remove('scroll-locked');
    setTrail([]);
    setAnnouncement('Menu closed');
  };

  const current = trail.at(-1);
  const list = current ? current.children : items;

  return (
    <>
      <button type="button" className="icon-button mobile-menu-button" aria-label="Menu openen" aria-haspopup="dialog" onClick={open}>
        <MenuIcon />
      </button>
      <div className="visually-hidden" role="status" aria-live="polite">{announcement}</div>
      <dialog ref={dialog} className="mobile-menu" aria-label="Menu" onClose={onClosed}>
        <div className="mobile-menu__bar">
          {current ? (
            <button type="button" className="mobile-menu__back" onClick={() => setTrail(trail.slice(0, -1))}>
              <ChevronLeft /> Terug
            </button>
          ) : <span className="logo logo--small">VELD</span>}
          <button type="button" className="icon-button" aria-label="Menu sluiten" onClick={close}>
            <CloseIcon />
          </button>
        </div>
        {current && <p className="mobile-menu__heading">{current.label}</p>}
        <ul className="mobile-menu__list">
          {current && current.href !== '#' && (
            <li><NavLink item={{ ...current, label: `Alles in ${current.label}` }} className="mobile-menu__link" onClick={close} /></li>
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
          <Link to="/login" onClick={close}>Inloggen</Link>
          <Link to="/contact/" onClick={close}>Klantenservice</Link>
        </div>
      </dialog>
    </>
  );
}
