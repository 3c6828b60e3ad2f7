// Contact form block (spec sections 4, 5, 7 and 8). Rules and messages: shared/forms/
// contact-rules.ts (the worker checks the same ones again). Each field is validated live once
// it has been edited, and every field on submit; an invalid form is not sent ('Form validation
// failed'). While sending the button says so and is disabled; a success message shows for
// 5000 ms, then the form resets; a failure shows the server's message, the snippet or
// 'Form submission failed'. reCAPTCHA Enterprise runs only when a site key is configured.
// Without JavaScript the form posts to the worker, which redirects back with the outcome.
import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import type { BlockOfType } from '../../../shared/content/types';
import {
  CONTACT_FIELDS, CONTACT_FORM_ID, CONTACT_RATE_LIMIT, CONTACT_LIMITS, CONTACT_MESSAGES, CONTACT_POST_PATH, CONTACT_STATUS_PARAM,
  CONTACT_SUCCESS_MS, EMPTY_CONTACT_VALUES, contactPostStatus, emailStyledInvalid, submissionFailureMessage,
  toContactSubmission, validateContact, type ContactField, type ContactPostStatus, type ContactTextField, type ContactValues,
} from '../../../shared/forms/contact-rules';
import { useApi } from '../../app';
import { shopEvent } from '../../lib/shop-events';
import { useSnippets } from '../../lib/snippets';
import { Checkbox, TextArea, TextInput } from '../ui/fields';
import { recaptchaSiteKey } from './contact/recaptcha-site-key';

export const CONTACT_SUCCESS_TEXT = 'Thank you for your message. We will get back to you as soon as possible.';

type Status =
  | { kind: 'idle' }
  | { kind: 'submitting' }
  | { kind: 'success'; message: string }
  | { kind: 'error'; message: string };

type Text = ReturnType<typeof useSnippets>['text'];

/** A message of the rules (English, the spec's words) through its snippet contact.message.{name}. */
function contactMessage(message: string, text: Text): string {
  const name = (Object.keys(CONTACT_MESSAGES) as (keyof typeof CONTACT_MESSAGES)[]).find((k) => CONTACT_MESSAGES[k] === message);
  return name ? text(`contact.message.${name}`, message) : message;
}

function rateLimited(text: Text): string {
  const minutes = Math.max(1, Math.ceil(CONTACT_RATE_LIMIT.windowSeconds / 60));
  return text('contact.rateLimited', { one: 'Too many messages. Try again in {count} minute.', other: 'Too many messages. Try again in {count} minutes.' }, { count: minutes });
}

/** The outcome of a post without JavaScript, as the redirect back reports it. */
function statusAfterPost(status: ContactPostStatus | null, text: Text): Status {
  switch (status) {
    case 'sent': return { kind: 'success', message: text('contact.success', CONTACT_SUCCESS_TEXT) };
    case 'invalid': return { kind: 'error', message: contactMessage(CONTACT_MESSAGES.validationFailed, text) };
    case 'recaptcha': return { kind: 'error', message: text('contact.recaptchaVerifyError', contactMessage(CONTACT_MESSAGES.recaptchaVerify, text)) };
    case 'limited': return { kind: 'error', message: rateLimited(text) };
    case 'failed': return { kind: 'error', message: submissionFailureMessage(null, text('contact.submissionError', contactMessage(CONTACT_MESSAGES.submissionFailed, text))) };
    default: return { kind: 'idle' };
  }
}

const TEXT_FIELDS: readonly ContactTextField[] = ['firstname', 'surname', 'phone', 'email', 'subject', 'message'];

/** Values in the server-rendered inputs when the form hydrates (typed before its code arrived). */
function typedBeforeHydration(form: HTMLFormElement): Partial<ContactValues> {
  const data = new FormData(form);
  const typed: Partial<ContactValues> = {};
  for (const field of TEXT_FIELDS) {
    const value = data.get(field);
    if (typeof value === 'string' && value !== '') typed[field] = value;
  }
  if (data.get('agree')) typed.agree = true;
  return typed;
}

function recaptchaFailure(error: unknown, text: Text): string {
  const kind = (error as { kind?: string } | null)?.kind;
  return kind === 'load'
    ? text('contact.recaptchaLoadError', contactMessage(CONTACT_MESSAGES.recaptchaLoad, text))
    : text('contact.recaptchaVerifyError', contactMessage(CONTACT_MESSAGES.recaptchaVerify, text));
}

export default function ContactForm({ block }: { block: BlockOfType<'ContactForm'> }) {
  const api = useApi();
  const { text } = useSnippets();
  const location = useLocation();
  const headingId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const resetTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [values, setValues] = useState<ContactValues>(EMPTY_CONTACT_VALUES);
  const [edited, setEdited] = useState<ReadonlySet<ContactField>>(() => new Set());
  const [status, setStatus] = useState<Status>(() =>
    statusAfterPost(contactPostStatus(new URLSearchParams(location.search).get(CONTACT_STATUS_PARAM)), text));
  const [focusInvalid, setFocusInvalid] = useState(0);
  const [enhanced, setEnhanced] = useState(false);

  const errors = validateContact(values);
  const shown = (field: ContactField) => {
    const error = edited.has(field) ? errors[field] : undefined;
    return error && contactMessage(error, text);
  };
  const submitting = status.kind === 'submitting';

  // Live: the form's own messages replace the browser's (which guard a post made without
  // JavaScript). Before paint and before the part replays a press held while its code loaded.
  useLayoutEffect(() => {
    if (formRef.current) formRef.current.noValidate = true;
  }, []);

  useEffect(() => {
    const form = formRef.current;
    if (form) {
      // What the shopper typed before this code arrived is kept.
      const typed = typedBeforeHydration(form);
      if (Object.keys(typed).length > 0) {
        setValues((v) => ({ ...v, ...typed }));
        setEdited(new Set(Object.keys(typed) as ContactField[]));
      }
    }
    setEnhanced(true);
    return () => clearTimeout(resetTimer.current);
  }, []);

  useEffect(() => {
    if (focusInvalid) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusInvalid]);

  // The script loads on the form's first focus (or at the latest on submit).
  const recaptchaStarted = useRef(false);
  const startRecaptcha = () => {
    const key = recaptchaSiteKey();
    if (!key || recaptchaStarted.current) return;
    recaptchaStarted.current = true;
    import('./contact/recaptcha').then((m) => m.loadRecaptcha(key))
      .catch(() => { recaptchaStarted.current = false; /* reported on submit */ });
  };

  const change = (field: ContactField, value: string | boolean) => {
    setValues((v) => ({ ...v, [field]: value }));
    setEdited((e) => (e.has(field) ? e : new Set(e).add(field)));
    if (status.kind === 'error') setStatus({ kind: 'idle' });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setEdited(new Set(CONTACT_FIELDS));
    if (Object.keys(validateContact(values)).length > 0) {
      setStatus({ kind: 'error', message: contactMessage(CONTACT_MESSAGES.validationFailed, text) });
      setFocusInvalid((n) => n + 1);
      return;
    }
    setStatus({ kind: 'submitting' });
    let token: string | undefined;
    const siteKey = recaptchaSiteKey();
    if (siteKey) {
      try {
        token = await (await import('./contact/recaptcha')).recaptchaToken(siteKey);
      } catch (error) {
        console.error('reCAPTCHA failed', error);
        setStatus({ kind: 'error', message: recaptchaFailure(error, text) });
        return;
      }
    }
    try {
      const result = await api.sendContactForm(toContactSubmission(values, token));
      setStatus({ kind: 'success', message: text('contact.success', result.message || CONTACT_SUCCESS_TEXT) });
      shopEvent({ type: 'generate_lead', source: 'contact_form' });
      clearTimeout(resetTimer.current);
      resetTimer.current = setTimeout(() => {
        setValues(EMPTY_CONTACT_VALUES);
        setEdited(new Set());
        setStatus({ kind: 'idle' });
      }, CONTACT_SUCCESS_MS);
    } catch (error) {
      console.error('Contact form submission failed', error);
      const serverMessage = (error as { serverMessage?: string } | null)?.serverMessage;
      setStatus({ kind: 'error', message: submissionFailureMessage(serverMessage, text('contact.submissionError', contactMessage(CONTACT_MESSAGES.submissionFailed, text))) });
    }
  };

  const field = (name: ContactTextField) => ({
    name,
    value: values[name],
    error: shown(name),
    onChange: (e: { target: { value: string } }) => change(name, e.target.value),
  });

  return (
    <section className="contact-form container" aria-labelledby={headingId}>
      <h2 className="section-title" id={headingId}>{block.title}</h2>
      {block.intro && <p className="contact-form__intro">{block.intro}</p>}
      <form ref={formRef} id={CONTACT_FORM_ID} className="contact-form__form" method="post" action={CONTACT_POST_PATH}
        aria-labelledby={headingId} onSubmit={onSubmit} onFocus={startRecaptcha} data-enhanced={enhanced ? 'true' : undefined}>
        <input type="hidden" name="back" value={location.pathname} />
        <div className="contact-form__grid">
          <TextInput label={text('contact.field.firstName', 'First name')} required autoComplete="given-name" maxLength={CONTACT_LIMITS.name} {...field('firstname')} />
          <TextInput label={text('contact.field.lastName', 'Last name')} required autoComplete="family-name" maxLength={CONTACT_LIMITS.name} {...field('surname')} />
          <TextInput label={text('contact.field.phone', 'Phone number')} required type="tel" autoComplete="tel" inputMode="tel" maxLength={CONTACT_LIMITS.phone} {...field('phone')} />
          <TextInput label={text('contact.field.email', 'Email')} required type="email" autoComplete="email" maxLength={CONTACT_LIMITS.email} {...field('email')}
            className={edited.has('email') && emailStyledInvalid(values.email) ? 'input--invalid' : undefined} />
        </div>
        <TextInput label={text('contact.field.subject', 'Subject')} maxLength={CONTACT_LIMITS.subject} {...field('subject')} />
        <TextArea label={text('contact.field.message', 'Message')} required rows={6} maxLength={CONTACT_LIMITS.message} {...field('message')} />
        <Checkbox name="agree" value="on" checked={values.agree} error={shown('agree')} required
          onChange={(e) => change('agree', e.target.checked)}
          label={<>{text('contact.agree', 'I agree to the')} <a href="/privacybeleid" target="_blank" rel="noopener">{text('contact.privacyPolicy', 'privacy policy')}<span className="visually-hidden"> {text('link.newWindow', '(opens in a new window)')}</span></a></>} />
        <div className="contact-form__actions">
          <button type="submit" className="button button--primary" disabled={submitting}>
            {submitting ? text('contact.sending', 'Sending…') : text('contact.send', 'Send')}
          </button>
        </div>
        <div className="contact-form__status" role="status">
          {status.kind === 'success' && <p className="contact-form__message contact-form__message--success">{status.message}</p>}
        </div>
        <div className="contact-form__status" role="alert">
          {status.kind === 'error' && <p className="contact-form__message contact-form__message--error">{status.message}</p>}
        </div>
      </form>
    </section>
  );
}
