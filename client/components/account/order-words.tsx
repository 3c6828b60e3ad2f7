// An order's state and an address in the shopper's words: the account's overview, order list
// and address book show them without the whole order summary (OrderSummaryView.tsx).
import type { Address, OrderSummary } from '../../../shared/account/types';
import { orderStateWords, paymentStateWords, type StateWords } from '../../../shared/account/order-state';
import { useSnippets } from '../../lib/snippets';

/** The order's and its payment's state in the shopper's words (shared/account/order-state.ts). */
export function useOrderStates() {
  const { text } = useSnippets();
  const say = (words: StateWords | null, label: string) => (words ? text(words.key, words.fallback) : label);
  return (order: OrderSummary) => ({
    status: say(orderStateWords(order), order.status.label),
    payment: say(paymentStateWords(order), order.paymentStatus.label),
  });
}

/** An address as the account shows it everywhere (the overview, an order, the address book). */
export function AddressBlock({ address }: { address: Address | null }) {
  const { text } = useSnippets();
  if (!address) return <p>{text('account.address.none', 'No address yet.')}</p>;
  return (
    <address className="account-address">
      {address.firstName} {address.lastName}<br />
      {address.street}<br />
      {address.zipcode} {address.city}<br />
      {address.countryName}
    </address>
  );
}
