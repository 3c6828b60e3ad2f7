import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useApi } from '../../app';
import { useSnippets } from '../../lib/snippets';

export const NEWSLETTER_SUCCESS = 'Thank you for subscribing to our newsletter!';

/** Newsletter sign-up (Store API newsletter route), with success and error messages. */
export function NewsletterForm() {
  const api = useApi();
  const { t } = useSnippets();
  const id = useId();
  const [email, setEmail] = useState('');
  const subscribe = useMutation({ mutationFn: (address: string) => api.subscribeNewsletter(address) });
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!subscribe.isPending) subscribe.mutate(email.trim(), { onSuccess: () => setEmail('') });
  };
  return (
    <form className="newsletter" onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
      <h2 className="footer__heading" id={`${id}-title`}>{t('footer.newsletter.title') || 'Nieuwsbrief'}</h2>
      {t('footer.newsletter.text') && <p className="newsletter__text">{t('footer.newsletter.text')}</p>}
      <div className="newsletter__row">
        <label className="visually-hidden" htmlFor={`${id}-email`}>E-mailadres</label>
        <input id={`${id}-email`} className="newsletter__input" type="email" name="email" required autoComplete="email"
          placeholder="Je e-mailadres" value={email} onChange={(e) => setEmail(e.target.value)} />
        <button className="button button--secondary" type="submit" disabled={subscribe.isPending}>
          {subscribe.isPending ? 'Bezig…' : 'Inschrijven'}
        </button>
      </div>
      <p className="newsletter__message" role="status" aria-live="polite">
        {subscribe.isSuccess && (t('newsletter.success') || NEWSLETTER_SUCCESS)}
        {subscribe.isError && (t('newsletter.error') || 'Inschrijven is niet gelukt. Controleer je e-mailadres en probeer het opnieuw.')}
      </p>
    </form>
  );
}
