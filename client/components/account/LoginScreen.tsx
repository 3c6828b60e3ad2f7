// /login: log in, or make an account, or ask for a password reset link. Each form works
// without JavaScript (it posts to the worker, which answers with a redirect); with it, the
// shop's validation runs live and the shopper goes on to where they wanted to be. The forms'
// code (fields, rules, the address fields) loads when the shopper reaches for a form
// (login-parts.ts): their server markup works until then, and what is typed carries over.
import { useSearchParams } from 'react-router';
import { sitePath } from '../../../shared/site-path';
import { useSnippets } from '../../lib/snippets';
import { Later } from '../ui/HydrateLater';
import { LoginForm, RegisterForm } from './login-parts';
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
  // The recovery link's form without JavaScript, when the address named was not the account's.
  'password-set': ['account.recover.done', 'Your password has been changed. You can now log in with your new password.'],
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
        <Later name="login-form" component={LoginForm} props={{ target, serverError, email: params.get('email') ?? '' }} />
        <Later name="register-form" component={RegisterForm} props={{ target, serverError: say(REGISTER_ERRORS[code]) }} />
      </div>
    </div>
  );
}

