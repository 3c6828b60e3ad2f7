// Said on window after each client-side navigation has rendered (entry.client.tsx), for code
// outside the React tree that follows the address: the Presentation tool's history adapter
// (client/preview/visual-editing.ts).
export const NAVIGATED_EVENT = 'shop:navigated';

export function announceNavigated(): void {
  window.dispatchEvent(new Event(NAVIGATED_EVENT));
}
