// /account/recover/password?hash=…: the link from the recovery mail. The shopper chooses a
// new password (twice); then they log in with it.
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '../../router/Link';
import { NEW_PASSWORD_RULES } from '../../../shared/account/rules';
import { useApi } from '../../app';
import { useSnippets } from '../../lib/snippets';
import { TextInput } from '../ui/fields';
import { FormMessage } from './FormMessage';
import { useForm } from './use-form';
import '../../styles/account.css';

export function RecoverPasswordScreen() {
  const api = useApi();
  const { text } = useSnippets();
  const [params] = useSearchParams();
  const hash = params.get('hash') ?? '';
  const [done, setDone] = useState(false);
  const { errors, message, sending, formProps } = useForm(() => NEW_PASSWORD_RULES, async (values) => {
    await api.recoverPassword({ hash, newPassword: values.newPassword! });
    setDone(true);
  });
  return (
    <div className="account container">
      <h1>{text('account.recover.title', 'Choose a new password')}</h1>
      <div className="account__panel account__panel--narrow">
        {!/^[A-Za-z0-9]{8,128}$/.test(hash) ? (
          <p role="alert">{text('account.recover.invalidLink', 'This link to reset your password is invalid.')} <Link to="/login">{text('account.recover.requestNew', 'Request a new one')}</Link>.</p>
        ) : done ? (
          <div className="account__done" role="status">
            <p>{text('account.recover.done', 'Your password has been changed. You can now log in with your new password.')}</p>
            <Link className="button button--primary" to="/login">{text('account.recover.toLogin', 'To login')}</Link>
          </div>
        ) : (
          <form aria-label={text('account.recover.title', 'Choose a new password')} {...formProps}>
            <FormMessage message={message} />
            <TextInput name="newPassword" type="password" label={text('account.field.newPassword', 'New password')} required autoComplete="new-password"
              minLength={8} hint={text('account.field.passwordHint', 'At least 8 characters')} error={errors.newPassword} />
            <TextInput name="newPasswordConfirm" type="password" label={text('account.field.newPasswordConfirm', 'Repeat your new password')} required autoComplete="new-password"
              error={errors.newPasswordConfirm} />
            <button type="submit" className="button button--primary button--block" aria-disabled={sending || undefined}>
              {sending ? text('account.saving', 'Saving…') : text('account.recover.save', 'Save password')}
            </button>
          </form>
        )}
      </div>
    </div>
  );
}
