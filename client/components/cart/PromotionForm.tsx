// The discount code form of the cart and the checkout: a module of its own, so the checkout
// does not load the cart's screen.
import { useId, useState, type FormEvent } from 'react';
import { useSnippets } from '../../lib/snippets';

export function PromotionForm({ busy, onApply }: { busy: boolean; onApply: (code: string) => void }) {
  const id = useId();
  const { text } = useSnippets();
  const [code, setCode] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const clean = code.trim();
    if (!clean || busy) return;
    onApply(clean);
    setCode('');
  };
  return (
    <form className="promotion" onSubmit={submit} aria-label={text('cart.promotion.add', 'Add discount code')}>
      <label htmlFor={`${id}-code`}>{text('cart.promotion.code', 'Discount code')}</label>
      <div className="promotion__row">
        <input id={`${id}-code`} className="input" name="code" autoComplete="off" maxLength={100} value={code} onChange={(e) => setCode(e.target.value)} />
        <button type="submit" className="button button--secondary" aria-disabled={busy || undefined}>{text('listing.filter.apply', 'Apply')}</button>
      </div>
    </form>
  );
}
