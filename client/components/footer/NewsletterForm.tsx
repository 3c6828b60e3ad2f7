import { useId, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { NEWSLETTER_FORM_ID, NEWSLETTER_POST_PATH, NEWSLETTER_STATUS_PARAM, newsletterPostStatus } from '../../../shared/forms/newsletter';
import { useApi } from '../../app';
import { shopEvent } from '../../lib/shop-events';
import { useSnippets } from '../../lib/snippets';

export const NEWSLETTER_SUCCESS = 'Thank you for subscribing to our newsletter!';

type Status = 'idle' | 'submitting' | 'success' | 'error';

/**
 * Newsletter sign-up (Store API newsletter route), with success and error messages. A plain
 * async submit: this form sits on every page, so it carries no mutation library code.
 * The footer hydrates late (or never, without JavaScript): until then the form is a real POST
 * to the worker, which subscribes and redirects back here with the outcome in the query
 * string, which this form shows as it would after its own submit.
 */
export function NewsletterForm() {
  const api = useApi();
  const { t, text } = useSnippets();
  const id = useId();
  const [email, setEmail] = useState('');
  const location = useLocation();
  const [status, setStatus] = useState<Status>(() => {
    const posted = newsletterPostStatus(new URLSearchParams(location.search).get(NEWSLETTER_STATUS_PARAM));
    return posted === 'subscribed' ? 'success' : posted ? 'error' : 'idle';
  });
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (status === 'submitting') return;
    setStatus('submitting');
    try {
      await api.subscribeNewsletter(email.trim());
      setEmail('');
      setStatus('success');
      shopEvent({ type: 'generate_lead', source: 'newsletter' });
    } catch {
      setStatus('error');
    }
  };
  return (
    <form className="newsletter" id={NEWSLETTER_FORM_ID} method="post" action={NEWSLETTER_POST_PATH}
      onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
      <h2 className="footer__heading" id={`${id}-title`}>{text('footer.newsletter.title', 'Newsletter')}</h2>
      {t('footer.newsletter.text') && <p className="newsletter__text">{t('footer.newsletter.text')}</p>}
      <div className="newsletter__row">
        <label className="visually-hidden" htmlFor={`${id}-email`}>{text('contact.field.email', 'Email address')}</label>
        <input id={`${id}-email`} className="newsletter__input" type="email" name="email" required autoComplete="email"
          placeholder={text('newsletter.placeholder', 'Your email address')} value={email} onChange={(e) => setEmail(e.target.value)} />
        <button className="button button--secondary" type="submit" disabled={status === 'submitting'}>
          {status === 'submitting' ? text('newsletter.submitting', 'Busy…') : text('newsletter.submit', 'Subscribe')}
        </button>
      </div>
      <p className="newsletter__message" role="status" aria-live="polite">
        {status === 'success' && text('newsletter.success', NEWSLETTER_SUCCESS)}
        {status === 'error' && text('newsletter.error', 'Subscribing failed. Check your email address and try again.')}
      </p>
    </form>
  );
}
