// /account/recover/password?hash=…: the link from the recovery mail. The shopper chooses a
// new password (twice); then they log in with it.
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { NEW_PASSWORD_RULES } from '../../../shared/account/rules';
import { useApi } from '../../app';
import { TextInput } from '../ui/fields';
import { FormMessage } from './FormMessage';
import { useForm } from './use-form';
import '../../styles/account.css';

export function RecoverPasswordScreen() {
  const api = useApi();
  const [params] = useSearchParams();
  const hash = params.get('hash') ?? '';
  const [done, setDone] = useState(false);
  const { errors, message, sending, formProps } = useForm(() => NEW_PASSWORD_RULES, async (values) => {
    await api.recoverPassword({ hash, newPassword: values.newPassword! });
    setDone(true);
  });
  return (
    <div className="account container">
      <h1>Nieuw wachtwoord kiezen</h1>
      <div className="account__panel account__panel--narrow">
        {!/^[A-Za-z0-9]{8,128}$/.test(hash) ? (
          <p role="alert">Deze link om je wachtwoord te herstellen is ongeldig. <Link to="/login">Vraag een nieuwe aan</Link>.</p>
        ) : done ? (
          <div className="account__done" role="status">
            <p>Je wachtwoord is gewijzigd. Je kunt nu inloggen met je nieuwe wachtwoord.</p>
            <Link className="button button--primary" to="/login">Naar inloggen</Link>
          </div>
        ) : (
          <form aria-label="Nieuw wachtwoord kiezen" {...formProps}>
            <FormMessage message={message} />
            <TextInput name="newPassword" type="password" label="Nieuw wachtwoord" required autoComplete="new-password"
              minLength={8} hint="Minstens 8 tekens" error={errors.newPassword} />
            <TextInput name="newPasswordConfirm" type="password" label="Herhaal je nieuwe wachtwoord" required autoComplete="new-password"
              error={errors.newPasswordConfirm} />
            <button type="submit" className="button button--primary button--block" aria-disabled={sending || undefined}>
              {sending ? 'Bezig met opslaan…' : 'Wachtwoord opslaan'}
            </button>
          </form>
        )}
      </div>
    </div>
  );
}
