// What a shopper reads about the cart's errors (Shopware keys them by id; see
// docs/demo-backend/shopper.md). Unknown keys fall back to Shopware's own message.
import type { CartMessage } from './types';

export interface CartNotice {
  id: string;
  tone: 'success' | 'warning' | 'error';
  text: string;
}

export function cartNotice(message: CartMessage): CartNotice {
  const code = typeof message.parameters.code === 'string' ? message.parameters.code : '';
  const name = typeof message.parameters.name === 'string' ? message.parameters.name : 'Een artikel';
  if (message.id === 'promotion-not-found' || message.key === 'promotion-not-found') {
    return { id: message.id, tone: 'error', text: `De kortingscode ${code} bestaat niet.`.replace('  ', ' ') };
  }
  if (message.id.startsWith('promotion-discount-added')) {
    return { id: message.id, tone: 'success', text: 'De korting is toegepast.' };
  }
  if (message.id === 'promotion-not-eligible' || message.key === 'promotion-not-eligible') {
    return { id: message.id, tone: 'warning', text: `De kortingscode ${code} geldt nog niet voor je winkelwagen.`.replace('  ', ' ') };
  }
  if (message.id.startsWith('product-stock-reached')) {
    return { id: message.id, tone: 'warning', text: `${name}: je hebt het maximale aantal dat op voorraad is.` };
  }
  if (message.id.startsWith('product-out-of-stock')) {
    return { id: message.id, tone: 'error', text: `${name} is niet meer op voorraad en is uit je winkelwagen gehaald.` };
  }
  return { id: message.id, tone: message.level === 'notice' ? 'success' : message.level === 'warning' ? 'warning' : 'error', text: message.message };
}
