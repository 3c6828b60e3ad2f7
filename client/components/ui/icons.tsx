// Inline icons: decorative unless given a label by their control.
const base = { width: 24, height: 24, viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 1.6, strokeLinecap: 'round', strokeLinejoin: 'round', 'aria-hidden': true, focusable: false } as const;

export const SearchIcon = () => (<svg {...base}><circle cx="11" cy="11" r="6.5" /><path d="m20 20-4.2-4.2" /></svg>);
export const UserIcon = () => (<svg {...base}><circle cx="12" cy="8" r="4" /><path d="M4.5 20.5c1.2-3.6 4-5.5 7.5-5.5s6.3 1.9 7.5 5.5" /></svg>);
export const BagIcon = () => (<svg {...base}><path d="M5 8h14l-1.2 12.5H6.2z" /><path d="M9 8V6.5a3 3 0 0 1 6 0V8" /></svg>);
export const MenuIcon = () => (<svg {...base}><path d="M4 7h16M4 12h16M4 17h16" /></svg>);
export const CloseIcon = () => (<svg {...base}><path d="m6 6 12 12M18 6 6 18" /></svg>);
export const ChevronRight = () => (<svg {...base} width={18} height={18}><path d="m9 6 6 6-6 6" /></svg>);
export const ChevronLeft = () => (<svg {...base} width={18} height={18}><path d="m15 6-6 6 6 6" /></svg>);
export const ArrowRight = () => (<svg {...base} width={16} height={16}><path d="M5 12h14m-5-5 5 5-5 5" /></svg>);
export const LockIcon = () => (<svg {...base} width={18} height={18}><rect x="5" y="10.5" width="14" height="10" rx="1.5" /><path d="M8 10.5V8a4 4 0 0 1 8 0v2.5" /></svg>);
export const ShareIcon = () => (<svg {...base} width={18} height={18}><path d="M12 15V4m-4 4 4-4 4 4" /><path d="M6 11v8.5h12V11" /></svg>);
// Filled when its button is pressed (CSS: .wishlist-heart[aria-pressed='true'] svg).
export const HeartIcon = () => (<svg {...base}><path d="M12 20s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.4a4.3 4.3 0 0 1 7.5 2.4C19.5 15.4 12 20 12 20z" /></svg>);
