// Payment methods as accessible inline SVG badges (no image requests).
import { useSnippets } from '../../lib/snippets';

const METHODS: { name: string; bg: string; fg: string; text: string }[] = [
  { name: 'iDEAL', bg: '#cc0066', fg: '#fff', text: 'iDEAL' },
  { name: 'Bancontact', bg: '#005498', fg: '#fff', text: 'Bancontact' },
  { name: 'Apple Pay', bg: '#000', fg: '#fff', text: 'Apple Pay' },
  { name: 'Klarna', bg: '#ffb3c7', fg: '#17120f', text: 'Klarna.' },
  { name: 'Creditcard', bg: '#1a1f71', fg: '#fff', text: 'VISA' },
  { name: 'PayPal', bg: '#fff', fg: '#003087', text: 'PayPal' },
];

export function PaymentIcons() {
  const { text } = useSnippets();
  return (
    <ul className="payment-icons" aria-label={text('footer.paymentMethods', 'Payment methods')}>
      {METHODS.map((m) => (
        <li key={m.name}>
          <svg role="img" aria-label={m.name} width="56" height="34" viewBox="0 0 56 34">
            <rect x="0.5" y="0.5" width="55" height="33" rx="5" fill={m.bg} stroke="#d9d4cc" />
            <text x="28" y="21" textAnchor="middle" fontFamily="system-ui, sans-serif" fontSize={m.text.length > 7 ? 8.5 : 10} fontWeight="700" fill={m.fg}>{m.text}</text>
          </svg>
        </li>
      ))}
    </ul>
  );
}
