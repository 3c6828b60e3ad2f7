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
  CONTACT_FIELDS, CONTACT_FORM_ID, CONTACT_RATE_LIMIT, rateLimitedMessage, CONTACT_LIMITS, CONTACT_MESSAGES, CONTACT_POST_PATH, CONTACT_STATUS_PARAM,
  CONTACT_SUCCESS_MS, EMPTY_CONTACT_VALUES, contactPostStatus, emailStyledInvalid, submissionFailureMessage,
  toContactSubmission, validateContact, type ContactField, type ContactPostStatus, type ContactTextField, type ContactValues,
} from '../../../shared/forms/contact-rules';
import { useApi } from '../../app';
import { shopEvent } from '../../lib/shop-events';
import { useSnippets } from '../../lib/snippets';
import { Checkbox, TextArea, TextInput } from '../ui/fields';
import { recaptchaSiteKey } from './contact/recaptcha-site-key';

export const CONTACT_SUCCESS_TEXT = 'Bedankt voor je bericht. We nemen zo snel mogelijk contact met je op.';

type Status =
  | { kind: 'idle' }
  | { kind: 'submitting' }
  | { kind: 'success'; message: string }
  | { kind: 'error'; message: string };

type Translate = (key: string) => string;

/** The outcome of a post without JavaScript, as the redirect back reports it. */
function statusAfterPost(status: ContactPostStatus | null, t: Translate): Status {
  switch (status) {
    case 'sent': return { kind: 'success', message: t('contact.success') || CONTACT_SUCCESS_TEXT };
    case 'invalid': return { kind: 'error', message: CONTACT_MESSAGES.validationFailed };
    case 'recaptcha': return { kind: 'error', message: t('contact.recaptchaVerifyError') || CONTACT_MESSAGES.recaptchaVerify };
    case 'limited': return { kind: 'error', message: rateLimitedMessage(CONTACT_RATE_LIMIT.windowSeconds) };
    case 'failed': return { kind: 'error', message: submissionFailureMessage(null, t('contact.submissionError')) };
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

function recaptchaFailure(error: unknown, t: Translate): string {
  const kind = (error as { kind?: string } | null)?.kind;
  return kind === 'load'
    ? t('contact.recaptchaLoadError') || CONTACT_MESSAGES.recaptchaLoad
    : t('contact.recaptchaVerifyError') || CONTACT_MESSAGES.recaptchaVerify;
}

export default function ContactForm({ block }: { block: BlockOfType<'ContactForm'> }) {
  const api = useApi();
  const { t } = useSnippets();
  const location = useLocation();
  const headingId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const resetTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [values, setValues] = useState<ContactValues>(EMPTY_CONTACT_VALUES);
  const [edited, setEdited] = useState<ReadonlySet<ContactField>>(() => new Set());
  const [status, setStatus] = useState<Status>(() =>
    statusAfterPost(contactPostStatus(new URLSearchParams(location.search).get(CONTACT_STATUS_PARAM)), t));
  const [focusInvalid, setFocusInvalid] = useState(0);
  const [enhanced, setEnhanced] = useState(false);

  const errors = validateContact(values);
  const shown = (field: ContactField) => (edited.has(field) ? errors[field] : undefined);
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
      setStatus({ kind: 'error', message: CONTACT_MESSAGES.validationFailed });
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
        setStatus({ kind: 'error', message: recaptchaFailure(error, t) });
        return;
      }
    }
    try {
      const result = await api.sendContactForm(toContactSubmission(values, token));
      setStatus({ kind: 'success', message: t('contact.success') || result.message || CONTACT_SUCCESS_TEXT });
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
      setStatus({ kind: 'error', message: submissionFailureMessage(serverMessage, t('contact.submissionError')) });
    }
  };

  const text = (field: ContactTextField) => ({
    name: field,
    value: values[field],
    error: shown(field),
    onChange: (e: { target: { value: string } }) => change(field, e.target.value),
  });

  return (
    <section className="contact-form container" aria-labelledby={headingId}>
      <h2 className="section-title" id={headingId}>{block.title}</h2>
      {block.intro && <p className="contact-form__intro">{block.intro}</p>}
      <form ref={formRef} id={CONTACT_FORM_ID} className="contact-form__form" method="post" action={CONTACT_POST_PATH}
        aria-labelledby={headingId} onSubmit={onSubmit} onFocus={startRecaptcha} data-enhanced={enhanced ? 'true' : undefined}>
        <input type="hidden" name="back" value={location.pathname} />
        <div className="contact-form__grid">
          <TextInput label="Voornaam" required autoComplete="given-name" maxLength={CONTACT_LIMITS.name} {...text('firstname')} />
          <TextInput label="Achternaam" required autoComplete="family-name" maxLength={CONTACT_LIMITS.name} {...text('surname')} />
          <TextInput label="Telefoonnummer" required type="tel" autoComplete="tel" inputMode="tel" maxLength={CONTACT_LIMITS.phone} {...text('phone')} />
          <TextInput label="E-mailadres" required type="email" autoComplete="email" maxLength={CONTACT_LIMITS.email} {...text('email')}
            className={edited.has('email') && emailStyledInvalid(values.email) ? 'input--invalid' : undefined} />
        </div>
        <TextInput label="Onderwerp" maxLength={CONTACT_LIMITS.subject} {...text('subject')} />
        <TextArea label="Bericht" required rows={6} maxLength={CONTACT_LIMITS.message} {...text('message')} />
        <Checkbox name="agree" value="on" checked={values.agree} error={shown('agree')} required
          onChange={(e) => change('agree', e.target.checked)}
          label={<>Ik ga akkoord met het <a href="/privacybeleid" target="_blank" rel="noopener">privacybeleid<span className="visually-hidden"> (opent in nieuw venster)</span></a></>} />
        <div className="contact-form__actions">
          <button type="submit" className="button button--primary" disabled={submitting}>
            {submitting ? 'Bezig met versturen…' : 'Versturen'}
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
