// The registration form (LoginScreen.tsx): a part that wakes when the shopper reaches for it
// (login-parts.ts). Its salutations and countries come with the page (the route's loader).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '../../router/hooks';
import { registerRules } from '../../../shared/account/rules';
import { useApi } from '../../app';
import { shopEvent } from '../../lib/shop-events';
import { addressOptionsQuery } from '../../queries/account';
import { useSnippets } from '../../lib/snippets';
import { TextInput } from '../ui/fields';
import { AddressFields, isoOf } from './AddressFields';
import { FormMessage } from './FormMessage';
import { sessionChanged } from './session';
import { useForm } from './use-form';

export default function RegisterForm({ target, serverError }: { target: string; serverError: string | null }) {
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
