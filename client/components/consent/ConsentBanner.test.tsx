// @vitest-environment happy-dom
// The cookie choice with JavaScript: each button stores its choice in place (refusing is as
// easy as accepting), the purposes can be chosen one by one, and focus moves on to the page
// when the bar it was in goes.
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConsentChoice } from '../../../shared/analytics/consent';
import { click, renderInDom, type Rendered } from '../../testing/render';

const saved: ConsentChoice[] = [];
vi.mock('../../lib/consent-choice', () => ({ saveConsent: (choice: ConsentChoice) => { saved.push(choice); } }));
vi.mock('../../analytics/runtime', () => ({ startAnalyticsRuntime: () => {} }));
const { ConsentBanner } = await import('./ConsentBanner');
const { openConsentSettings, closeConsentSettings } = await import('../../lib/consent');

let view: Rendered;
let main: HTMLElement;
beforeEach(() => {
  main = document.createElement('main');
  main.id = 'main';
  main.tabIndex = -1;
  document.body.appendChild(main);
});
afterEach(async () => {
  await view.unmount();
  main.remove();
  saved.length = 0;
});

const button = (value: string) => view.container.querySelector<HTMLButtonElement>(`button[value="${value}"]`)!;

describe('ConsentBanner', () => {
  it('refuses or accepts everything with one press each, both offered side by side', async () => {
    view = await renderInDom(<ConsentBanner />);
    await click(button('refuse'));
    await click(button('accept'));
    expect(saved).toEqual([{ analytics: false, marketing: false }, { analytics: true, marketing: true }]);
  });

  it('saves the purposes as ticked', async () => {
    view = await renderInDom(<ConsentBanner />);
    view.container.querySelector<HTMLInputElement>('input[name="analytics"]')!.click();
    await click(button('save'));
    expect(saved).toEqual([{ analytics: true, marketing: false }]);
  });

  it('moves focus on to the page when the bar that had it goes', async () => {
    view = await renderInDom(<ConsentBanner />);
    button('accept').focus();
    await click(button('accept'));
    expect(document.activeElement).toBe(main);
  });

  it('opens as a dialog from the footer\'s link, its settings unfolded', async () => {
    view = await renderInDom(<ConsentBanner />);
    await act(async () => openConsentSettings());
    const dialog = view.container.querySelector('dialog')!;
    expect(dialog.open).toBe(true);
    expect(dialog.querySelector('details')!.open).toBe(true);
    await act(async () => closeConsentSettings());
    expect(view.container.querySelector('dialog')).toBeNull();
  });
});
