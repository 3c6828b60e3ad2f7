// /login: log in, or make an account, or ask for a password reset link. Each form works
// without JavaScript (it posts to the worker, which answers with a redirect); with it, the
// shop's validation runs live and the shopper goes on to where they wanted to be.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useNavigate } from '../../router/hooks';
import { LOGIN_RULES, RECOVERY_REQUEST_RULES, registerRules } from '../../../shared/account/rules';
import { sitePath } from '../../../shared/site-path';
import { useApi } from '../../app';
import { shopEvent } from '../../lib/shop-events';
import { addressOptionsQuery } from '../../queries';
import { useSnippets } from '../../lib/snippets';
import { TextInput } from '../ui/fields';
import { AddressFields, isoOf } from './AddressFields';
import { FormMessage } from './FormMessage';
import { sessionChanged } from './session';
import { useForm } from './use-form';
import '../../styles/account.css';

/** Messages for a form the worker answered without JavaScript (?error=…): snippet key and English fallback. */
type Message = readonly [key: string, english: string];
export const LOGIN_ERRORS: Record<string, Message> = {
  credentials: ['account.login.error.credentials', 'The email address or the password is incorrect.'],
  invalid: ['account.login.error.invalid', 'Enter your email address and password.'],
  unavailable: ['account.login.error.unavailable', 'That does not work right now. Please try again shortly.'],
};
const REGISTER_ERRORS: Record<string, Message> = {
  'register-invalid': ['account.register.error.invalid', 'Fill in all fields to create an account.'],
  'register-refused': ['account.register.error.refused', 'Your account could not be created. Perhaps you already have an account with this email address: then log in.'],
};
const RECOVERY_NOTES: Record<string, Message> = {
  'recovery-sent': ['account.recovery.sent', 'If there is an account with this email address, we will send you a link to choose a new password.'],
  'recovery-invalid': ['account.recovery.invalid', 'Enter a valid email address to request a new password.'],
};

export function LoginScreen() {
  const [params] = useSearchParams();
  const target = sitePath(params.get('redirect'), '/account');
  const { text } = useSnippets();
  const code = params.get('error') ?? '';
  const say = (message: Message | undefined) => (message ? text(message[0], message[1]) : null);
  const serverError = say(LOGIN_ERRORS[code] ?? RECOVERY_NOTES[code]);
  return (
    <div className="account container">
      <h1>{text('account.login.title', 'Log in or create an account')}</h1>
      <div className="account__columns">
        <LoginForm target={target} serverError={serverError} email={params.get('email') ?? ''} />
        <RegisterForm target={target} serverError={say(REGISTER_ERRORS[code])} />
      </div>
    </div>
  );
}

function LoginForm({ target, serverError, email }: { target: string; serverError: string | null; email: string }) {
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

function RegisterForm({ target, serverError }: { target: string; serverError: string | null }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { text } = useSnippets();
  const { data: options } = useQuery(addressOptionsQuery(api));
  const iso = options ? isoOf(options) : () => undefined;
  const { errors, message, sending, formProps } = useForm(() => registerRules(iso, false), async (values) => {
    const customer = await api.register({
      salutationId: values.salutationId!, firstName: values.firstName!, lastName: values.lastName!,
      email: values.email!, password: values.password!, street: values.street!, zipcode: values.zipcode!,
      city: values.city!, countryId: values.countryId!, guest: false,
    });
    shopEvent({ type: 'sign_up', method: 'e-mail' });
    await sessionChanged(queryClient, api, customer);
    await navigate(target, { replace: true });
  });
  return (
    <section className="account__panel" aria-labelledby="register-title">
      <h2 id="register-title">{text('account.register.title', 'New to VELD?')}</h2>
      <p>{text('account.register.intro', 'With an account you order faster and can see your orders again.')}</p>
      {options && (
        <form method="post" action="/account/register" aria-labelledby="register-title" {...formProps}>
          <input type="hidden" name="redirect" value={target} />
          <FormMessage message={message ?? serverError} />
          <AddressFields options={options} errors={errors} section="register" />
          <TextInput name="email" type="email" label={text('contact.field.email', 'Email address')} required autoComplete="email" error={errors.email} />
          <TextInput name="password" type="password" label={text('account.field.password', 'Password')} required autoComplete="new-password" minLength={8}
            hint={text('account.field.passwordHint', 'At least 8 characters')} error={errors.password} />
          <button type="submit" className="button button--secondary button--block" aria-disabled={sending || undefined}>
            {sending ? text('account.register.sending', 'Creating account…') : text('account.register.submit', 'Create account')}
          </button>
        </form>
      )}
    </section>
  );
}
