// "Mijn gegevens": personal details, email address, password, newsletter and the address book,
// each in its own panel or disclosure with the shop's form behaviour (use-form.ts). After a
// save the customer and the address book are read again, and focus moves to the section's
// status message (role=status), which says what changed; a refusal stays on the form.
// Without JavaScript every form posts to the worker (the account routes' form posts,
// worker/api/account.ts), which makes the change and comes back here with ?saved or ?error,
// said at the top of the page.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { AddressOptions } from '../../../shared/account/api';
import type { Address, AddressInput, AddressRole, Customer } from '../../../shared/account/types';
import {
  ACCOUNT_LIMITS, addressRules, EMAIL_CHANGE_RULES, GENERIC_FAILURE, MIN_PASSWORD_LENGTH, PASSWORD_CHANGE_RULES, PROFILE_RULES, type FormValues,
} from '../../../shared/account/rules';
import { INFORMATION_PATH, informationOutcome, type InformationForm } from '../../../shared/account/information-forms';
import { useApi } from '../../app';
import { ApiRequestError } from '../../lib/api-error';
import { useSnippets } from '../../lib/snippets';
import { accountKeys } from '../../queries';
import { addressesQuery, addressOptionsQuery, newsletterQuery } from '../../queries/account';
import { Select, TextInput } from '../ui/fields';
import { AddressFields, isoOf } from './AddressFields';
import { FormMessage } from './FormMessage';
import { useForm } from './use-form';
import { AddressBlock } from './order-words';


/**
 * The page's actions so far: every form's submit starts a new one. A status line or the
 * outcome at the top belongs to the action that said it; once another starts, it is stale
 * and goes (#32: an old green "is opgeslagen" stayed beside the next action's refusal).
 */
const ActionCount = createContext<{ count: number; latest: () => number }>({ count: 0, latest: () => 0 });

/** A section's status line: announced (role=status) and focused after a save, so keyboard and screen reader users hear it and continue from there. */
function useStatus() {
  const actions = useContext(ActionCount);
  const [said, setSaid] = useState<{ text: string; action: number } | null>(null);
  const ref = useRef<HTMLParagraphElement>(null);
  const announce = (message: string) => {
    // The action that is saying it: the latest, not the one when this handler was made.
    setSaid({ text: message, action: actions.latest() });
    // After React has written the text: focus moves to the message itself.
    requestAnimationFrame(() => ref.current?.focus());
  };
  const text = said && said.action === actions.count ? said.text : '';
  const node = <p ref={ref} tabIndex={-1} role="status" className={text ? 'notice notice--success' : 'visually-hidden'}>{text}</p>;
  return { announce, node };
}

export function InformationPage({ customer }: { customer: Customer }) {
  const api = useApi();
  const { data: options } = useQuery(addressOptionsQuery(api));
  const [params] = useSearchParams();
  const outcome = informationOutcome(params);
  const { text, message } = useSnippets();
  const [actions, setActions] = useState(0);
  const latest = useRef(0);
  const started = () => {
    latest.current += 1;
    setActions(latest.current);
  };
  return (
    // Every form of the page submits through here first (capture): a new action begins.
    <div className="account__information" onSubmitCapture={started}>
      <ActionCount.Provider value={{ count: actions, latest: () => latest.current }}>
      <h1>{text('account.details.title', 'My details')}</h1>
      {/* The outcome of a post without JavaScript: said until the shopper's next action. */}
      {outcome && actions === 0 && <p className={`notice notice--${outcome.tone}`} role={outcome.tone === 'error' ? 'alert' : 'status'}>{message(outcome.text)}</p>}
      <div className="account__cards">
        <ProfilePanel customer={customer} options={options} />
        <NewsletterPanel />
      </div>
      <div className="account__cards">
        <EmailPanel customer={customer} />
        <PasswordPanel email={customer.email} />
      </div>
      {options && <AddressBook customer={customer} options={options} />}
      </ActionCount.Provider>
    </div>
  );
}

/** After a change: the customer (header, overview) and the address book are read again. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => Promise.all([
    queryClient.invalidateQueries({ queryKey: accountKeys.customer() }),
    queryClient.invalidateQueries({ queryKey: accountKeys.addresses() }),
    // The checkout shows the customer's addresses too.
    queryClient.invalidateQueries({ queryKey: accountKeys.checkout() }),
  ]);
}

function ProfilePanel({ customer, options }: { customer: Customer; options: AddressOptions | undefined }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const status = useStatus();
  const { text } = useSnippets();
  const { errors, message, sending, formProps } = useForm(() => PROFILE_RULES, async (values) => {
    const updated = await api.changeProfile({
      salutationId: values.salutationId ?? '', firstName: values.firstName ?? '', lastName: values.lastName ?? '',
    });
    queryClient.setQueryData(accountKeys.customer(), updated);
    status.announce(text('account.profile.saved', 'Your personal details have been saved.'));
  });
  return (
    <section className="account__panel" aria-labelledby="personal-title">
      <h2 id="personal-title">{text('account.profile.title', 'Personal details')}</h2>
      <dl className="account-facts">
        <dt>{text('account.profile.customerNumber', 'Customer number')}</dt><dd>{customer.customerNumber}</dd>
      </dl>
      {status.node}
      <form method="post" action={INFORMATION_PATH} aria-labelledby="personal-title" {...formProps}>
        <FormName form="profile" />
        <FormMessage message={message} />
        <Select name="salutationId" label={text('account.field.salutation', 'Salutation')} required autoComplete="honorific-prefix"
          options={(options?.salutations ?? []).map((s) => ({ value: s.id, label: s.label }))}
          placeholder={text('account.field.salutationPlaceholder', 'Choose your salutation')} defaultValue={customer.salutationId ?? ''} error={errors.salutationId} />
        <TextInput name="firstName" label={text('contact.field.firstName', 'First name')} required autoComplete="given-name" maxLength={ACCOUNT_LIMITS.name}
          defaultValue={customer.firstName} error={errors.firstName} />
        <TextInput name="lastName" label={text('contact.field.lastName', 'Last name')} required autoComplete="family-name" maxLength={ACCOUNT_LIMITS.name}
          defaultValue={customer.lastName} error={errors.lastName} />
        <button type="submit" className="button" disabled={sending}>{sending ? text('account.saving', 'Saving…') : text('account.profile.save', 'Save details')}</button>
      </form>
    </section>
  );
}

function EmailPanel({ customer }: { customer: Customer }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const status = useStatus();
  const { text } = useSnippets();
  const { errors, message, sending, formProps } = useForm(() => EMAIL_CHANGE_RULES, async (values, form) => {
    const updated = await api.changeEmail({
      email: values.email ?? '', emailConfirmation: values.emailConfirmation ?? '', password: values.password ?? '',
    });
    queryClient.setQueryData(accountKeys.customer(), updated);
    // The newsletter status belongs to the address: read it for the new one.
    void queryClient.invalidateQueries({ queryKey: accountKeys.newsletter() });
    form.reset();
    status.announce(text('account.email.changed', 'Your email address has been changed to {email}.', { email: updated.email }));
  });
  return (
    <section className="account__panel" aria-labelledby="email-title">
      <h2 id="email-title">{text('contact.field.email', 'Email address')}</h2>
      <p>{text('account.email.loginWith', 'You log in with')} <strong>{customer.email}</strong>.</p>
      {status.node}
      <details className="account-disclosure">
        <summary>{text('account.email.change', 'Change email address')}</summary>
        <form method="post" action={INFORMATION_PATH} aria-label={text('account.email.change', 'Change email address')} {...formProps}>
          <FormName form="email" />
          <FormMessage message={message} />
          <TextInput name="email" type="email" label={text('account.field.newEmail', 'New email address')} required autoComplete="email" maxLength={ACCOUNT_LIMITS.email}
            error={errors.email} />
          <TextInput name="emailConfirmation" type="email" label={text('account.field.newEmailConfirm', 'Repeat your new email address')} required autoComplete="email"
            maxLength={ACCOUNT_LIMITS.email} error={errors.emailConfirmation} />
          <TextInput name="password" type="password" label={text('account.field.currentPassword', 'Current password')} required autoComplete="current-password"
            maxLength={ACCOUNT_LIMITS.password} error={errors.password} hint={text('account.field.currentPasswordHint', 'To confirm that it is you.')} />
          <button type="submit" className="button" disabled={sending}>{sending ? text('account.saving', 'Saving…') : text('account.email.change', 'Change email address')}</button>
        </form>
      </details>
    </section>
  );
}

function PasswordPanel({ email }: { email: string }) {
  const api = useApi();
  const status = useStatus();
  const { text } = useSnippets();
  const { errors, message, sending, formProps } = useForm(() => PASSWORD_CHANGE_RULES, async (values, form) => {
    await api.changePassword({
      password: values.password ?? '', newPassword: values.newPassword ?? '', newPasswordConfirm: values.newPasswordConfirm ?? '',
    });
    // Passwords never stay in the page once they have done their work.
    form.reset();
    status.announce(text('account.password.changed', 'Your password has been changed. From now on, use your new password to log in.'));
  });
  return (
    <section className="account__panel" aria-labelledby="password-title">
      <h2 id="password-title">{text('account.field.password', 'Password')}</h2>
      {status.node}
      <details className="account-disclosure">
        <summary>{text('account.password.change', 'Change password')}</summary>
        <form method="post" action={INFORMATION_PATH} aria-label={text('account.password.change', 'Change password')} {...formProps}>
          <FormName form="password" />
          <FormMessage message={message} />
          {/* The account's email as a hidden username, so password managers update the right entry. */}
          <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
          <TextInput name="password" type="password" label={text('account.field.currentPassword', 'Current password')} required autoComplete="current-password"
            maxLength={ACCOUNT_LIMITS.password} error={errors.password} />
          <TextInput name="newPassword" type="password" label={text('account.field.newPassword', 'New password')} required autoComplete="new-password"
            maxLength={ACCOUNT_LIMITS.password} error={errors.newPassword} hint={text('account.field.passwordHintMin', 'At least {min} characters.', { min: MIN_PASSWORD_LENGTH })} />
          <TextInput name="newPasswordConfirm" type="password" label={text('account.field.newPasswordConfirm', 'Repeat your new password')} required autoComplete="new-password"
            maxLength={ACCOUNT_LIMITS.password} error={errors.newPasswordConfirm} />
          <button type="submit" className="button" disabled={sending}>{sending ? text('account.saving', 'Saving…') : text('account.password.change', 'Change password')}</button>
        </form>
      </details>
    </section>
  );
}

function NewsletterPanel() {
  const api = useApi();
  const queryClient = useQueryClient();
  const { data } = useQuery(newsletterQuery(api));
  const { text, message } = useSnippets();
  const status = useStatus();
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const toggle = async () => {
    if (sending || !data) return;
    setSending(true);
    setError(null);
    try {
      const next = await api.setNewsletter(!data.subscribed);
      queryClient.setQueryData(accountKeys.newsletter(), next);
      status.announce(next.subscribed
        ? text('account.newsletter.subscribed', 'You have subscribed to the newsletter.')
        : text('account.newsletter.unsubscribed', 'You have unsubscribed from the newsletter.'));
    } catch (e) {
      setError(e instanceof ApiRequestError && e.serverMessage ? e.serverMessage : message(GENERIC_FAILURE));
    } finally {
      setSending(false);
    }
  };
  const state = !data ? '' : data.subscribed
    ? text('account.newsletter.receiving', 'You receive our newsletter.')
    : data.pending
      ? text('account.newsletter.pending', 'Your subscription is awaiting confirmation: click the link in the email we sent you.')
      : text('account.newsletter.notReceiving', 'You do not receive our newsletter.');
  return (
    <section className="account__panel" aria-labelledby="newsletter-title">
      <h2 id="newsletter-title">{text('account.newsletter.title', 'Newsletter')}</h2>
      <p>{state}</p>
      {status.node}
      <FormMessage message={error} />
      {data && (
        <form method="post" action={INFORMATION_PATH} onSubmit={(e) => { e.preventDefault(); void toggle(); }}>
          <FormName form="newsletter" />
          <input type="hidden" name="subscribed" value={data.subscribed ? 'off' : 'on'} />
          <button type="submit" className="button button--secondary" disabled={sending}>
            {sending ? text('account.busy', 'Busy…') : data.subscribed
              ? text('account.newsletter.unsubscribe', 'Unsubscribe from the newsletter')
              : text('account.newsletter.subscribe', 'Subscribe to the newsletter')}
          </button>
        </form>
      )}
    </section>
  );
}

const addressInput = (values: FormValues): AddressInput => ({
  salutationId: values.salutationId ?? '', firstName: values.firstName ?? '', lastName: values.lastName ?? '',
  street: values.street ?? '', zipcode: values.zipcode ?? '', city: values.city ?? '', countryId: values.countryId ?? '',
});

function AddressBook({ customer, options }: { customer: Customer; options: AddressOptions }) {
  const api = useApi();
  const { data: addresses } = useQuery(addressesQuery(api));
  const status = useStatus();
  const refresh = useRefresh();
  const { text } = useSnippets();
  const [adding, setAdding] = useState(false);
  const rules = () => addressRules(isoOf(options));
  const add = useForm(rules, async (values, form) => {
    await api.addAddress(addressInput(values));
    await refresh();
    form.reset();
    setAdding(false);
    status.announce(text('account.address.added', 'The address has been added.'));
  });
  return (
    <section className="account__section" aria-labelledby="addresses-title">
      <h2 id="addresses-title">{text('account.address.title', 'Addresses')}</h2>
      {status.node}
      <ul className="address-book">
        {(addresses ?? []).map((address) => (
          <AddressCard key={address.id} address={address} customer={customer} options={options}
            onDone={async (message) => { await refresh(); status.announce(message); }} />
        ))}
      </ul>
      <details className="account-disclosure account__panel" open={adding} onToggle={(e) => setAdding(e.currentTarget.open)}>
        <summary>{text('account.address.add', 'Add a new address')}</summary>
        <form method="post" action={INFORMATION_PATH} aria-label={text('account.address.new', 'New address')} {...add.formProps}>
          <FormName form="address-add" />
          <FormMessage message={add.message} />
          <AddressFields options={options} errors={add.errors} section="new-address" />
          <button type="submit" className="button" disabled={add.sending}>{add.sending ? text('account.saving', 'Saving…') : text('account.address.addSubmit', 'Add address')}</button>
        </form>
      </details>
    </section>
  );
}

function AddressCard({ address, customer, options, onDone }: {
  address: Address; customer: Customer; options: AddressOptions; onDone: (text: string) => Promise<void>;
}) {
  const api = useApi();
  const { text, message } = useSnippets();
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const isBilling = customer.defaultBillingAddress?.id === address.id;
  const isShipping = customer.defaultShippingAddress?.id === address.id;
  const label = `${address.street}, ${address.city}`;
  const edit = useForm(() => addressRules(isoOf(options)), async (values) => {
    await api.updateAddress(address.id, addressInput(values));
    setEditing(false);
    await onDone(text('account.address.saved', 'The address {street} has been saved.', { street: values.street ?? '' }));
  });
  // One action at a time per card; a refusal (the default address) is said on the card.
  const act = async (action: () => Promise<void>, done: string) => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await action();
      await onDone(done);
    } catch (e) {
      setError(e instanceof ApiRequestError && e.serverMessage ? e.serverMessage : message(GENERIC_FAILURE));
    } finally {
      setBusy(false);
    }
  };
  const setDefault = (role: AddressRole) => act(() => api.setDefaultAddress(address.id, role),
    role === 'billing'
      ? text('account.address.defaultBillingSet', '{label} is now your default billing address.', { label })
      : text('account.address.defaultShippingSet', '{label} is now your default shipping address.', { label }));
  const onAction = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const pressed = ((event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null)?.value;
    if (pressed === 'address-billing' || pressed === 'address-shipping') void setDefault(pressed === 'address-billing' ? 'billing' : 'shipping');
    else if (pressed === 'address-delete') void act(() => api.deleteAddress(address.id), text('account.address.deleted', 'The address {label} has been deleted.', { label }));
  };
  const badges: ReactNode[] = [];
  if (isBilling) badges.push(<li key="b">{text('account.address.defaultBilling', 'Default billing address')}</li>);
  if (isShipping) badges.push(<li key="s">{text('account.address.defaultShipping', 'Default shipping address')}</li>);
  return (
    <li className="account__panel address-card">
      <AddressBlock address={address} />
      {badges.length > 0 && <ul className="address-card__badges">{badges}</ul>}
      <FormMessage message={error} />
      {/* One form, three actions: the pressed button names the change (posted as such without JavaScript). */}
      <form method="post" action={INFORMATION_PATH} className="address-card__actions" onSubmit={onAction}>
        <input type="hidden" name="addressId" value={address.id} />
        {!isBilling && (
          <button type="submit" name="form" value="address-billing" className="link-button" disabled={busy}>
            {text('account.address.makeDefaultBilling', 'Make default billing address')}<span className="visually-hidden"> ({label})</span>
          </button>
        )}
        {!isShipping && (
          <button type="submit" name="form" value="address-shipping" className="link-button" disabled={busy}>
            {text('account.address.makeDefaultShipping', 'Make default shipping address')}<span className="visually-hidden"> ({label})</span>
          </button>
        )}
        {/* Shopware refuses to delete a default address (#32: offered, it always failed). */}
        {!isBilling && !isShipping && (
          <button type="submit" name="form" value="address-delete" className="link-button" disabled={busy}>
            {text('cart.remove', 'Remove')}<span className="visually-hidden"> ({label})</span>
          </button>
        )}
      </form>
      {(isBilling || isShipping) && (
        <p className="address-card__note">{text('account.address.defaultKept', 'A default address cannot be removed. To remove it, first make another address your default.')}</p>
      )}
      <details className="account-disclosure" open={editing} onToggle={(e) => setEditing(e.currentTarget.open)}>
        <summary>{text('account.address.edit', 'Edit')}<span className="visually-hidden"> ({label})</span></summary>
        <form method="post" action={INFORMATION_PATH} aria-label={text('account.address.editLabel', 'Edit address {label}', { label })} {...edit.formProps}>
          <FormName form="address-edit" />
          <input type="hidden" name="addressId" value={address.id} />
          <FormMessage message={edit.message} />
          <AddressFields options={options} errors={edit.errors} section={`address-${address.id}`} defaults={address} />
          <button type="submit" className="button" disabled={edit.sending}>{edit.sending ? text('account.saving', 'Saving…') : text('account.address.save', 'Save address')}</button>
        </form>
      </details>
    </li>
  );
}

/** Names the form for the worker when it posts without JavaScript. */
function FormName({ form }: { form: InformationForm }) {
  return <input type="hidden" name="form" value={form} />;
}
