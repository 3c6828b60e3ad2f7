// /login: log in, or make an account, or ask for a password reset link. Each form works
// without JavaScript (it posts to the worker, which answers with a redirect); with it, the
// shop's validation runs live and the shopper goes on to where they wanted to be.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useNavigate } from '../../router/hooks';
import { LOGIN_RULES, RECOVERY_REQUEST_RULES, registerRules, safeRedirectPath } from '../../../shared/account/rules';
import { useApi } from '../../app';
import { shopEvent } from '../../lib/shop-events';
import { addressOptionsQuery } from '../../queries';
import { TextInput } from '../ui/fields';
import { AddressFields, isoOf } from './AddressFields';
import { FormMessage } from './FormMessage';
import { sessionChanged } from './session';
import { useForm } from './use-form';
import '../../styles/account.css';

/** Messages for a form the worker answered without JavaScript (?error=…). */
export const LOGIN_ERRORS: Record<string, string> = {
  credentials: 'Het e-mailadres of het wachtwoord klopt niet.',
  invalid: 'Vul je e-mailadres en wachtwoord in.',
  unavailable: 'Dat lukt nu even niet. Probeer het zo opnieuw.',
};
const REGISTER_ERRORS: Record<string, string> = {
  'register-invalid': 'Vul alle velden in om een account aan te maken.',
  'register-refused': 'Je account kon niet worden aangemaakt. Misschien heb je al een account met dit e-mailadres: log dan in.',
};
const RECOVERY_NOTES: Record<string, string> = {
  'recovery-sent': 'Als er een account is met dit e-mailadres, sturen we je een link om een nieuw wachtwoord te kiezen.',
  'recovery-invalid': 'Vul een geldig e-mailadres in om een nieuw wachtwoord aan te vragen.',
};

export function LoginScreen() {
  const [params] = useSearchParams();
  const target = safeRedirectPath(params.get('redirect'));
  const code = params.get('error') ?? '';
  const serverError = LOGIN_ERRORS[code] ?? RECOVERY_NOTES[code] ?? null;
  return (
    <div className="account container">
      <h1>Inloggen of account aanmaken</h1>
      <div className="account__columns">
        <LoginForm target={target} serverError={serverError} email={params.get('email') ?? ''} />
        <RegisterForm target={target} serverError={REGISTER_ERRORS[code] ?? null} />
      </div>
    </div>
  );
}

function LoginForm({ target, serverError, email }: { target: string; serverError: string | null; email: string }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [recovering, setRecovering] = useState(false);
  const { errors, message, sending, formProps } = useForm(() => LOGIN_RULES, async (values) => {
    const customer = await api.login({ email: values.email!.trim(), password: values.password! });
    shopEvent({ type: 'login', method: 'e-mail' });
    await sessionChanged(queryClient, api, customer);
    await navigate(target, { replace: true });
  });
  return (
    <section className="account__panel" aria-labelledby="login-title">
      <h2 id="login-title">Ik heb al een account</h2>
      {recovering ? <RecoveryRequest onDone={() => setRecovering(false)} /> : (
        <form method="post" action="/login" aria-labelledby="login-title" {...formProps}>
          <input type="hidden" name="redirect" value={target} />
          <FormMessage message={message ?? serverError} />
          <TextInput name="email" type="email" label="E-mailadres" required autoComplete="username" defaultValue={email} error={errors.email} />
          <TextInput name="password" type="password" label="Wachtwoord" required autoComplete="current-password" error={errors.password} />
          <button type="submit" className="button button--primary button--block" aria-disabled={sending || undefined}>
            {sending ? 'Bezig met inloggen…' : 'Inloggen'}
          </button>
          <button type="button" className="link-button" onClick={() => setRecovering(true)}>Wachtwoord vergeten?</button>
        </form>
      )}
    </section>
  );
}

function RecoveryRequest({ onDone }: { onDone: () => void }) {
  const api = useApi();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { errors, message, sending, formProps } = useForm(() => RECOVERY_REQUEST_RULES, async (values) => {
    await api.requestPasswordRecovery(values.email!.trim());
    setSentTo(values.email!.trim());
  });
  if (sentTo) {
    return (
      <div className="account__done" role="status">
        <p>Als er een account is met het e-mailadres {sentTo}, sturen we je een link om een nieuw wachtwoord te kiezen. De link is twee uur geldig.</p>
        <button type="button" className="link-button" onClick={onDone}>Terug naar inloggen</button>
      </div>
    );
  }
  return (
    <form method="post" action="/account/recover" aria-label="Wachtwoord vergeten" {...formProps}>
      <p>Vul je e-mailadres in. We sturen je een link om een nieuw wachtwoord te kiezen.</p>
      <FormMessage message={message} />
      <TextInput name="email" type="email" label="E-mailadres" required autoComplete="username" error={errors.email} autoFocus />
      <button type="submit" className="button button--primary button--block" aria-disabled={sending || undefined}>
        {sending ? 'Bezig met versturen…' : 'Stuur de link'}
      </button>
      <button type="button" className="link-button" onClick={onDone}>Terug naar inloggen</button>
    </form>
  );
}

function RegisterForm({ target, serverError }: { target: string; serverError: string | null }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
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
      <h2 id="register-title">Nieuw bij VELD?</h2>
      <p>Met een account bestel je sneller en zie je je bestellingen terug.</p>
      {options && (
        <form method="post" action="/account/register" aria-labelledby="register-title" {...formProps}>
          <input type="hidden" name="redirect" value={target} />
          <FormMessage message={message ?? serverError} />
          <AddressFields options={options} errors={errors} section="register" />
          <TextInput name="email" type="email" label="E-mailadres" required autoComplete="email" error={errors.email} />
          <TextInput name="password" type="password" label="Wachtwoord" required autoComplete="new-password" minLength={8}
            hint="Minstens 8 tekens" error={errors.password} />
          <button type="submit" className="button button--secondary button--block" aria-disabled={sending || undefined}>
            {sending ? 'Bezig met aanmaken…' : 'Account aanmaken'}
          </button>
        </form>
      )}
    </section>
  );
}
