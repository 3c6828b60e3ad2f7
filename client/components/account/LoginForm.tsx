// The login form and the password recovery request it opens (LoginScreen.tsx): a part that
// wakes when the shopper reaches for it (login-parts.ts).
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from '../../router/hooks';
import { LOGIN_RULES, RECOVERY_REQUEST_RULES } from '../../../shared/account/rules';
import { useApi } from '../../app';
import { shopEvent } from '../../lib/shop-events';
import { useSnippets } from '../../lib/snippets';
import { TextInput } from '../ui/fields';
import { FormMessage } from './FormMessage';
import { sessionChanged } from './session';
import { useForm } from './use-form';

export default function LoginForm({ target, serverError, email }: { target: string; serverError: string | null; email: string }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { text } = useSnippets();
  const [recovering, setRecovering] = useState(false);
  const { errors, message, sending, formProps } = useForm(() => LOGIN_RULES, async (values) => {
    const customer = await api.login({ email: values.email!.trim(), password: values.password! });
    shopEvent({ type: 'login', method: 'e-mail' });
    await sessionChanged(queryClient, api, customer);
    await navigate(target, { replace: true });
  });
  return (
    <section className="account__panel" aria-labelledby="login-title">
      <h2 id="login-title">{text('account.login.existing', 'I already have an account')}</h2>
      {recovering ? <RecoveryRequest onDone={() => setRecovering(false)} /> : (
        <form method="post" action="/login" aria-labelledby="login-title" {...formProps}>
          <input type="hidden" name="redirect" value={target} />
          <FormMessage message={message ?? serverError} />
          <TextInput name="email" type="email" label={text('contact.field.email', 'Email address')} required autoComplete="username" defaultValue={email} error={errors.email} />
          <TextInput name="password" type="password" label={text('account.field.password', 'Password')} required autoComplete="current-password" error={errors.password} />
          <button type="submit" className="button button--primary button--block" aria-disabled={sending || undefined}>
            {sending ? text('account.login.sending', 'Logging in…') : text('account.login', 'Log in')}
          </button>
          <button type="button" className="link-button" onClick={() => setRecovering(true)}>{text('account.login.forgotPassword', 'Forgot your password?')}</button>
        </form>
      )}
    </section>
  );
}

function RecoveryRequest({ onDone }: { onDone: () => void }) {
  const api = useApi();
  const { text } = useSnippets();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { errors, message, sending, formProps } = useForm(() => RECOVERY_REQUEST_RULES, async (values) => {
    await api.requestPasswordRecovery(values.email!.trim());
    setSentTo(values.email!.trim());
  });
  if (sentTo) {
    return (
      <div className="account__done" role="status">
        <p>{text('account.recovery.sentTo', 'If there is an account with the email address {email}, we will send you a link to choose a new password. The link is valid for two hours.', { email: sentTo })}</p>
        <button type="button" className="link-button" onClick={onDone}>{text('account.recovery.back', 'Back to login')}</button>
      </div>
    );
  }
  return (
    <form method="post" action="/account/recover" aria-label={text('account.recovery.title', 'Forgot password')} {...formProps}>
      <p>{text('account.recovery.intro', 'Enter your email address. We will send you a link to choose a new password.')}</p>
      <FormMessage message={message} />
      {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the form appears at the shopper's request; focus moves into it */}
      <TextInput name="email" type="email" label={text('contact.field.email', 'Email address')} required autoComplete="username" error={errors.email} autoFocus />
      <button type="submit" className="button button--primary button--block" aria-disabled={sending || undefined}>
        {sending ? text('contact.sending', 'Sending…') : text('account.recovery.send', 'Send the link')}
      </button>
      <button type="button" className="link-button" onClick={onDone}>{text('account.recovery.back', 'Back to login')}</button>
    </form>
  );
}
