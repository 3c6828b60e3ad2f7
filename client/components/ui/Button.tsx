import type { ButtonHTMLAttributes, ReactNode } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'text';

interface Props extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: 'default' | 'small';
  block?: boolean;
  /** Shows the busy label and disables the button (a double click never submits twice). */
  busy?: boolean;
  busyLabel?: string;
  children: ReactNode;
}

export function Button({ variant = 'primary', size = 'default', block = false, busy = false, busyLabel, children, className, disabled, type = 'button', ...rest }: Props) {
  const cls = ['button', `button--${variant}`, size === 'small' && 'button--small', block && 'button--block', className].filter(Boolean).join(' ');
  return (
    <button type={type} className={cls} disabled={disabled || busy} aria-busy={busy || undefined} {...rest}>
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}
