// /account/recover/password?hash=…: the link from the recovery mail. The shopper names the
// address the link was mailed to and chooses a new password (twice); then they are logged in
// with it and go to their account, past any lock on wrong passwords (worker/account/recovery.ts).
// Without JavaScript the form posts to the worker (the recoverPassword route's form post,
// worker/api/account.ts), which comes back here with ?error=… when it could not set the password.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '../../router/Link';
import { useNavigate } from '../../router/hooks';
import { RECOVER_PASSWORD_PATH, RECOVERY_HASH_PATTERN, type RecoverPasswordError } from '../../../shared/account/recovery';
import { RECOVER_PASSWORD_RULES } from '../../../shared/account/rules';
import { useApi } from '../../app';
import { useSnippets } from '../../lib/snippets';
import { TextInput } from '../ui/fields';
import { FormMessage } from './FormMessage';
import { sessionChanged } from './session';
import { useForm } from './use-form';
import '../../styles/account.css';

/** What the page says when the worker sent the form back (?error=…): snippet key and English fallback. */
const SENT_BACK: Record<Exclude<RecoverPasswordError, 'link'>, readonly [string, string]> = {
  invalid: ['account.recover.error.invalid', 'Fill in the email address the link was sent to, and the same new password of at least 8 characters twice.'],
  unavailable: ['account.login.error.unavailable', 'That does not work right now. Please try again shortly.'],
};

export function RecoverPasswordScreen() {
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { text } = useSnippets();
  const [params] = useSearchParams();
  const hash = params.get('hash') ?? '';
  const error = params.get('error') as RecoverPasswordError | null;
  const [done, setDone] = useState(false);
  const { errors, message, sending, formProps } = useForm(() => RECOVER_PASSWORD_RULES, async (values) => {
    const customer = await api.recoverPassword({ hash, email: values.email!.trim(), newPassword: values.newPassword! });
    if (!customer) {
      setDone(true);
      return;
    }
    await sessionChanged(queryClient, api, customer);
    await navigate('/account', { replace: true });
  });
  const sentBack = error && error !== 'link' && SENT_BACK[error] ? text(SENT_BACK[error][0], SENT_BACK[error][1]) : null;
  return (
    <div className="account container">
      <h1>{text('account.recover.title', 'Choose a new password')}</h1>
      <div className="account__panel account__panel--narrow">
        {error === 'link' || !RECOVERY_HASH_PATTERN.test(hash) ? (
          <p role="alert">{text('account.recover.invalidLink', 'This link to reset your password is invalid.')} <Link to="/login">{text('account.recover.requestNew', 'Request a new one')}</Link>.</p>
        ) : done ? (
          <div className="account__done" role="status">
            <p>{text('account.recover.done', 'Your password has been changed. You can now log in with your new password.')}</p>
            <Link className="button button--primary" to="/login">{text('account.recover.toLogin', 'To login')}</Link>
          </div>
        ) : (
          <form method="post" action={RECOVER_PASSWORD_PATH} aria-label={text('account.recover.title', 'Choose a new password')} {...formProps}>
            <input type="hidden" name="hash" value={hash} />
            <FormMessage message={message ?? sentBack} />
            <TextInput name="email" type="email" label={text('contact.field.email', 'Email address')} required autoComplete="username"
              hint={text('account.recover.emailHint', 'The address the link was sent to: then you are logged in at once.')} defaultValue={params.get('email') ?? ''} error={errors.email} />
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
