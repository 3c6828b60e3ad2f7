// The cookie choice (issue #20, decision 012). Rendered on the server and hydrated later
// (Shell, HydrateLater 'on-intent'): until its code runs it is a plain form that posts to the
// worker (CONSENT_POST_PATH), which stores the choice and sends the shopper back — so a press
// before the code arrived counts too. Live, the same form stores the choice in place.
//
// Two faces: a non-modal bar at the bottom (no choice yet, or the footer's link without
// JavaScript), and a modal dialog when the footer's link opens the settings in the page.
import { useId, type FormEvent } from 'react';
import { choiceFromForm, CONSENT_POST_PATH, type ConsentChoice } from '../../../shared/analytics/consent';
import { closeConsentSettings, useConsent } from '../../lib/consent';
import { saveConsent } from '../../lib/consent-choice';
import { useSnippets } from '../../lib/snippets';
import { useModalDialog } from '../ui/use-modal-dialog';
import { CloseIcon } from '../ui/icons';

const PURPOSES = [
  {
    name: 'analytics', labelKey: 'consent.analytics', label: 'Analytics', textKey: 'consent.analyticsText',
    text: 'Statistics about how the shop is used and what is bought, so that we can improve it (Google Analytics via Google Tag Manager).',
  },
  {
    name: 'marketing', labelKey: 'consent.marketing', label: 'Marketing', textKey: 'consent.marketingText',
    text: 'Ads that suit you and measuring our campaigns (Google Ads via Google Tag Manager).',
  },
] as const;

function submitted(event: FormEvent<HTMLFormElement>): ConsentChoice | null {
  const form = new FormData(event.currentTarget);
  const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
  const fields: Record<string, unknown> = Object.fromEntries(form.entries());
  fields.choice = submitter?.value ?? 'save';
  return choiceFromForm(fields);
}

function ConsentForm({ current, settingsOpen, onChosen }: {
  current: ConsentChoice | null; settingsOpen: boolean; onChosen: (choice: ConsentChoice) => void;
}) {
  const id = useId();
  const { text } = useSnippets();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const choice = submitted(event);
    if (!choice) return;
    event.preventDefault();
    onChosen(choice);
  };
  return (
    <form className="consent__form" method="post" action={CONSENT_POST_PATH} onSubmit={onSubmit}>
      <p id={`${id}-text`} className="consent__text">
        {text('consent.text', 'VELD uses functional cookies to make the shop work. With your consent also analytics cookies (how the shop is used) and marketing cookies (ads that suit you). Change your choice any time via ‘Cookie settings’ at the bottom of every page.')}
        {' '}{text('consent.readMore', 'Read more in our')} <a href="/privacybeleid">{text('contact.privacyPolicy', 'privacy policy')}</a>.
      </p>
      <div className="consent__actions">
        {/* Equally prominent: the same style, side by side. */}
        <button type="submit" name="choice" value="refuse" className="button button--primary consent__button">{text('consent.refuseAll', 'Refuse all')}</button>
        <button type="submit" name="choice" value="accept" className="button button--primary consent__button">{text('consent.acceptAll', 'Accept all')}</button>
      </div>
      <details className="consent__settings" open={settingsOpen || undefined}>
        <summary>{text('consent.perPurpose', 'Settings per purpose')}</summary>
        <fieldset className="consent__purposes">
          <legend className="visually-hidden">{text('consent.choosePerPurpose', 'Choose per purpose')}</legend>
          <div className="consent__purpose">
            <input id={`${id}-functional`} type="checkbox" checked disabled aria-describedby={`${id}-functional-text`} />
            <label htmlFor={`${id}-functional`}>{text('consent.functional', 'Functional (always on)')}</label>
            <p id={`${id}-functional-text`} className="consent__purpose-text">{text('consent.functionalText', 'Needed for your cart, logging in and this choice. These cookies always stay on.')}</p>
          </div>
          {PURPOSES.map((p) => (
            <div key={p.name} className="consent__purpose">
              <input id={`${id}-${p.name}`} type="checkbox" name={p.name} defaultChecked={current?.[p.name] ?? false}
                aria-describedby={`${id}-${p.name}-text`} />
              <label htmlFor={`${id}-${p.name}`}>{text(p.labelKey, p.label)}</label>
              <p id={`${id}-${p.name}-text`} className="consent__purpose-text">{text(p.textKey, p.text)}</p>
            </div>
          ))}
        </fieldset>
        <button type="submit" name="choice" value="save" className="button button--secondary">{text('consent.save', 'Save choice')}</button>
      </details>
    </form>
  );
}

function ConsentDialog({ current }: { current: ConsentChoice | null }) {
  const headingId = useId();
  const modal = useModalDialog(true, closeConsentSettings);
  const { text } = useSnippets();
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- a backdrop click on a native modal <dialog>; Escape closes it natively
    <dialog ref={modal.ref} className="dialog consent-dialog" aria-labelledby={`${headingId}-title`} onClose={modal.onClose} onClick={modal.onBackdropClick}>
      <div className="dialog__bar">
        <h2 id={`${headingId}-title`} className="dialog__title">{text('consent.settings', 'Cookie settings')}</h2>
        <button type="button" className="icon-button" aria-label={text('cart.added.close', 'Close')} onClick={modal.close}><CloseIcon /></button>
      </div>
      <div className="dialog__body">
        <ConsentForm current={current} settingsOpen onChosen={(choice) => {
          saveConsent(choice);
          modal.close();
        }} />
      </div>
    </dialog>
  );
}

export function ConsentBanner() {
  const { choice, settings } = useConsent();
  const headingId = useId();
  const { text } = useSnippets();
  if (settings === 'dialog') return <ConsentDialog current={choice} />;
  return (
    <section className="consent" aria-labelledby={`${headingId}-title`} data-consent="">
      <div className="consent__inner">
        <h2 id={`${headingId}-title`} className="consent__title">{text('consent.title', 'Your cookie choice')}</h2>
        <ConsentForm current={choice} settingsOpen={settings === 'page'} onChosen={(chosen) => {
          // Focus was in the bar that now goes: it continues at the page's content.
          const hadFocus = Boolean(document.activeElement?.closest('.consent'));
          saveConsent(chosen);
          if (hadFocus) document.getElementById('main')?.focus({ preventScroll: true });
        }} />
      </div>
    </section>
  );
}
