// Replays the presses the head's inline script recorded before hydration (shared/page/early-press.ts).
import { EARLY_PRESS_ATTRIBUTE, EARLY_PRESS_GLOBAL } from '../../shared/page/early-press';

type Holder = { [EARLY_PRESS_GLOBAL]?: HTMLElement[] };

/**
 * Presses again, in order, every button pressed before the page was hydrated, that is still on
 * the page and enabled. Call once the page is hydrated (the recording stops then).
 */
export function replayEarlyPresses(holder: Holder = window as unknown as Holder): void {
  const held = holder[EARLY_PRESS_GLOBAL]?.splice(0) ?? [];
  for (const button of held) {
    button.removeAttribute(EARLY_PRESS_ATTRIBUTE);
    if (button.isConnected && !(button as HTMLButtonElement).disabled) button.click();
  }
}
