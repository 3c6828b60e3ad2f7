import { useSuspenseQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { NavItem } from '../../../shared/site/types';
import { useApi } from '../../app';
import { mainNavigationQuery } from '../../queries';
import { ChevronLeft, ChevronRight, CloseIcon } from '../ui/icons';
import { NavLink } from './MainNav';

/**
 * Mobile menu (under 1024 px): a modal drawer with drill-down (top level, submenu,
 * grandchild), back and close. The native <dialog> traps focus and returns it to the button.
 */
/** The drawer: loaded on first open (or intent), so desktop pages never carry its code. */
interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Speaks through the live region the always-present menu button keeps. */
  announce: (message: string) => void;
}

export default function MobileMenuDrawer({ open, onOpenChange, announce }: Props) {
  const { data: items } = useSuspenseQuery(mainNavigationQuery(useApi()));
  const dialog = useRef<HTMLDialogElement>(null);
  const [trail, setTrail] = useState<NavItem[]>([]);

  // The header owns which panel is open; the dialog follows.
  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (open && !d.open) {
      d.showModal();
      document.body.classList.add('scroll-locked');
      announce('Menu opened');
    } else if (!open && d.open) {
      d.close();
    }
  }, [open]);

  const close = () => dialog.current?.close();
  const onClosed = () => {
    document.body.classList.remove('scroll-locked');
    setTrail([]);
    announce('Menu closed');
    // The native dialog returns focus to the button that opened it.
    if (open) onOpenChange(false);
  };

  const current = trail.at(-1);
  const list = current ? current.children : items;

  return (
    <>
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
