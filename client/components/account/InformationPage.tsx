// "Mijn gegevens": personal details, email address, password, newsletter and the address book,
// each in its own panel or disclosure with the shop's form behaviour (use-form.ts). After a
// save the customer and the address book are read again, and focus moves to the section's
// status message (role=status), which says what changed; a refusal stays on the form.
// Without JavaScript every form posts to the worker (worker/forms/information-forms.ts), which
// makes the change and comes back here with ?saved or ?error, said at the top of the page.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { AddressOptions } from '../../../shared/account/api';
import type { Address, AddressInput, AddressRole, Customer } from '../../../shared/account/types';
import {
  ACCOUNT_LIMITS, addressRules, EMAIL_CHANGE_RULES, MIN_PASSWORD_LENGTH, PASSWORD_CHANGE_RULES, PROFILE_RULES, type FormValues,
} from '../../../shared/account/rules';
import { INFORMATION_PATH, informationOutcome, type InformationForm } from '../../../shared/account/information-forms';
import { useApi } from '../../app';
import { ApiRequestError } from '../../lib/api-client';
import { accountKeys, addressesQuery, addressOptionsQuery, newsletterQuery } from '../../queries';
import { Select, TextInput } from '../ui/fields';
import { AddressFields, isoOf } from './AddressFields';
import { FormMessage } from './FormMessage';
import { GENERIC_FAILURE, useForm } from './use-form';

/** A section's status line: announced (role=status) and focused after a save, so keyboard and screen reader users hear it and continue from there. */
function useStatus() {
  const [text, setText] = useState('');
  const ref = useRef<HTMLParagraphElement>(null);
  const announce = (message: string) => {
    setText(message);
    // After React has written the text: focus moves to the message itself.
    requestAnimationFrame(() => ref.current?.focus());
  };
  const node = <p ref={ref} tabIndex={-1} role="status" className={text ? 'notice notice--success' : 'visually-hidden'}>{text}</p>;
  return { announce, node };
}

export function InformationPage({ customer }: { customer: Customer }) {
  const api = useApi();
  const { data: options } = useQuery(addressOptionsQuery(api));
  const [params] = useSearchParams();
  const outcome = informationOutcome(params);
  return (
    <>
      <h1>Mijn gegevens</h1>
      {outcome && <p className={`notice notice--${outcome.tone}`} role={outcome.tone === 'error' ? 'alert' : 'status'}>{outcome.text}</p>}
      <div className="account__cards">
        <ProfilePanel customer={customer} options={options} />
        <NewsletterPanel />
      </div>
      <div className="account__cards">
        <EmailPanel customer={customer} />
        <PasswordPanel email={customer.email} />
      </div>
      {options && <AddressBook customer={customer} options={options} />}
    </>
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
  const { errors, message, sending, formProps } = useForm(() => PROFILE_RULES, async (values) => {
    const updated = await api.changeProfile({
      salutationId: values.salutationId ?? '', firstName: values.firstName ?? '', lastName: values.lastName ?? '',
    });
    queryClient.setQueryData(accountKeys.customer(), updated);
    status.announce('Je persoonlijke gegevens zijn opgeslagen.');
  });
  return (
    <section className="account__panel" aria-labelledby="personal-title">
      <h2 id="personal-title">Persoonlijke gegevens</h2>
      <dl className="account-facts">
        <dt>Klantnummer</dt><dd>{customer.customerNumber}</dd>
      </dl>
      {status.node}
      <form method="post" action={INFORMATION_PATH} aria-labelledby="personal-title" {...formProps}>
        <FormName form="profile" />
        <FormMessage message={message} />
        <Select name="salutationId" label="Aanhef" required autoComplete="honorific-prefix"
          options={(options?.salutations ?? []).map((s) => ({ value: s.id, label: s.label }))}
          placeholder="Kies je aanhef" defaultValue={customer.salutationId ?? ''} error={errors.salutationId} />
        <TextInput name="firstName" label="Voornaam" required autoComplete="given-name" maxLength={ACCOUNT_LIMITS.name}
          defaultValue={customer.firstName} error={errors.firstName} />
        <TextInput name="lastName" label="Achternaam" required autoComplete="family-name" maxLength={ACCOUNT_LIMITS.name}
          defaultValue={customer.lastName} error={errors.lastName} />
        <button type="submit" className="button" disabled={sending}>{sending ? 'Bezig met opslaan…' : 'Gegevens opslaan'}</button>
      </form>
    </section>
  );
}

function EmailPanel({ customer }: { customer: Customer }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const status = useStatus();
  const { errors, message, sending, formProps } = useForm(() => EMAIL_CHANGE_RULES, async (values, form) => {
    const updated = await api.changeEmail({
      email: values.email ?? '', emailConfirmation: values.emailConfirmation ?? '', password: values.password ?? '',
    });
    queryClient.setQueryData(accountKeys.customer(), updated);
    // The newsletter status belongs to the address: read it for the new one.
    void queryClient.invalidateQueries({ queryKey: accountKeys.newsletter() });
    form.reset();
    status.announce(`Je e-mailadres is gewijzigd in ${updated.email}.`);
  });
  return (
    <section className="account__panel" aria-labelledby="email-title">
      <h2 id="email-title">E-mailadres</h2>
      <p>Je logt in met <strong>{customer.email}</strong>.</p>
      {status.node}
      <details className="account-disclosure">
        <summary>E-mailadres wijzigen</summary>
        <form method="post" action={INFORMATION_PATH} aria-label="E-mailadres wijzigen" {...formProps}>
          <FormName form="email" />
          <FormMessage message={message} />
          <TextInput name="email" type="email" label="Nieuw e-mailadres" required autoComplete="email" maxLength={ACCOUNT_LIMITS.email}
            error={errors.email} />
          <TextInput name="emailConfirmation" type="email" label="Herhaal je nieuwe e-mailadres" required autoComplete="email"
            maxLength={ACCOUNT_LIMITS.email} error={errors.emailConfirmation} />
          <TextInput name="password" type="password" label="Huidig wachtwoord" required autoComplete="current-password"
            maxLength={ACCOUNT_LIMITS.password} error={errors.password} hint="Ter bevestiging dat jij het bent." />
          <button type="submit" className="button" disabled={sending}>{sending ? 'Bezig met opslaan…' : 'E-mailadres wijzigen'}</button>
        </form>
      </details>
    </section>
  );
}

function PasswordPanel({ email }: { email: string }) {
  const api = useApi();
  const status = useStatus();
  const { errors, message, sending, formProps } = useForm(() => PASSWORD_CHANGE_RULES, async (values, form) => {
    await api.changePassword({
      password: values.password ?? '', newPassword: values.newPassword ?? '', newPasswordConfirm: values.newPasswordConfirm ?? '',
    });
    // Passwords never stay in the page once they have done their work.
    form.reset();
    status.announce('Je wachtwoord is gewijzigd. Gebruik voortaan je nieuwe wachtwoord om in te loggen.');
  });
  return (
    <section className="account__panel" aria-labelledby="password-title">
      <h2 id="password-title">Wachtwoord</h2>
      {status.node}
      <details className="account-disclosure">
        <summary>Wachtwoord wijzigen</summary>
        <form method="post" action={INFORMATION_PATH} aria-label="Wachtwoord wijzigen" {...formProps}>
          <FormName form="password" />
          <FormMessage message={message} />
          {/* The account's email as a hidden username, so password managers update the right entry. */}
          <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
          <TextInput name="password" type="password" label="Huidig wachtwoord" required autoComplete="current-password"
            maxLength={ACCOUNT_LIMITS.password} error={errors.password} />
          <TextInput name="newPassword" type="password" label="Nieuw wachtwoord" required autoComplete="new-password"
            maxLength={ACCOUNT_LIMITS.password} error={errors.newPassword} hint={`Minstens ${MIN_PASSWORD_LENGTH} tekens.`} />
          <TextInput name="newPasswordConfirm" type="password" label="Herhaal je nieuwe wachtwoord" required autoComplete="new-password"
            maxLength={ACCOUNT_LIMITS.password} error={errors.newPasswordConfirm} />
          <button type="submit" className="button" disabled={sending}>{sending ? 'Bezig met opslaan…' : 'Wachtwoord wijzigen'}</button>
        </form>
      </details>
    </section>
  );
}

function NewsletterPanel() {
  const api = useApi();
  const queryClient = useQueryClient();
  const { data } = useQuery(newsletterQuery(api));
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
      status.announce(next.subscribed ? 'Je bent ingeschreven voor de nieuwsbrief.' : 'Je bent uitgeschreven voor de nieuwsbrief.');
    } catch (e) {
      setError(e instanceof ApiRequestError && e.serverMessage ? e.serverMessage : GENERIC_FAILURE);
    } finally {
      setSending(false);
    }
  };
  const state = !data ? '' : data.subscribed
    ? 'Je ontvangt onze nieuwsbrief.'
    : data.pending
      ? 'Je inschrijving wacht op bevestiging: klik op de link in de e-mail die we je stuurden.'
      : 'Je ontvangt onze nieuwsbrief niet.';
  return (
    <section className="account__panel" aria-labelledby="newsletter-title">
      <h2 id="newsletter-title">Nieuwsbrief</h2>
      <p>{state}</p>
      {status.node}
      <FormMessage message={error} />
      {data && (
        <form method="post" action={INFORMATION_PATH} onSubmit={(e) => { e.preventDefault(); void toggle(); }}>
          <FormName form="newsletter" />
          <input type="hidden" name="subscribed" value={data.subscribed ? 'off' : 'on'} />
          <button type="submit" className="button button--secondary" disabled={sending}>
            {sending ? 'Bezig…' : data.subscribed ? 'Uitschrijven voor de nieuwsbrief' : 'Inschrijven voor de nieuwsbrief'}
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
  const [adding, setAdding] = useState(false);
  const rules = () => addressRules(isoOf(options));
  const add = useForm(rules, async (values, form) => {
    await api.addAddress(addressInput(values));
    await refresh();
    form.reset();
    setAdding(false);
    status.announce('Het adres is toegevoegd.');
  });
  return (
    <section className="account__section" aria-labelledby="addresses-title">
      <h2 id="addresses-title">Adressen</h2>
      {status.node}
      <ul className="address-book">
        {(addresses ?? []).map((address) => (
          <AddressCard key={address.id} address={address} customer={customer} options={options}
            onDone={async (text) => { await refresh(); status.announce(text); }} />
        ))}
      </ul>
      <details className="account-disclosure account__panel" open={adding} onToggle={(e) => setAdding(e.currentTarget.open)}>
        <summary>Nieuw adres toevoegen</summary>
        <form method="post" action={INFORMATION_PATH} aria-label="Nieuw adres" {...add.formProps}>
          <FormName form="address-add" />
          <FormMessage message={add.message} />
          <AddressFields options={options} errors={add.errors} section="new-address" />
          <button type="submit" className="button" disabled={add.sending}>{add.sending ? 'Bezig met opslaan…' : 'Adres toevoegen'}</button>
        </form>
      </details>
    </section>
  );
}

function AddressCard({ address, customer, options, onDone }: {
  address: Address; customer: Customer; options: AddressOptions; onDone: (text: string) => Promise<void>;
}) {
  const api = useApi();
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const isBilling = customer.defaultBillingAddress?.id === address.id;
  const isShipping = customer.defaultShippingAddress?.id === address.id;
  const label = `${address.street}, ${address.city}`;
  const edit = useForm(() => addressRules(isoOf(options)), async (values) => {
    await api.updateAddress(address.id, addressInput(values));
    setEditing(false);
    await onDone(`Het adres ${values.street ?? ''} is opgeslagen.`);
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
      setError(e instanceof ApiRequestError && e.serverMessage ? e.serverMessage : GENERIC_FAILURE);
    } finally {
      setBusy(false);
    }
  };
  const setDefault = (role: AddressRole) => act(() => api.setDefaultAddress(address.id, role),
    `${label} is nu je standaard ${role === 'billing' ? 'factuuradres' : 'bezorgadres'}.`);
  const onAction = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const pressed = ((event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null)?.value;
    if (pressed === 'address-billing' || pressed === 'address-shipping') void setDefault(pressed === 'address-billing' ? 'billing' : 'shipping');
    else if (pressed === 'address-delete') void act(() => api.deleteAddress(address.id), `Het adres ${label} is verwijderd.`);
  };
  const badges: ReactNode[] = [];
  if (isBilling) badges.push(<li key="b">Standaard factuuradres</li>);
  if (isShipping) badges.push(<li key="s">Standaard bezorgadres</li>);
  return (
    <li className="account__panel address-card">
      <address className="account-address">
        {address.firstName} {address.lastName}<br />
        {address.street}<br />
        {address.zipcode} {address.city}<br />
        {address.countryName}
      </address>
      {badges.length > 0 && <ul className="address-card__badges">{badges}</ul>}
      <FormMessage message={error} />
      {/* One form, three actions: the pressed button names the change (posted as such without JavaScript). */}
      <form method="post" action={INFORMATION_PATH} className="address-card__actions" onSubmit={onAction}>
        <input type="hidden" name="addressId" value={address.id} />
        {!isBilling && (
          <button type="submit" name="form" value="address-billing" className="link-button" disabled={busy}>
            Maak standaard factuuradres<span className="visually-hidden"> ({label})</span>
          </button>
        )}
        {!isShipping && (
          <button type="submit" name="form" value="address-shipping" className="link-button" disabled={busy}>
            Maak standaard bezorgadres<span className="visually-hidden"> ({label})</span>
          </button>
        )}
        <button type="submit" name="form" value="address-delete" className="link-button" disabled={busy}>
          Verwijderen<span className="visually-hidden"> ({label})</span>
        </button>
      </form>
      <details className="account-disclosure" open={editing} onToggle={(e) => setEditing(e.currentTarget.open)}>
        <summary>Wijzigen<span className="visually-hidden"> ({label})</span></summary>
        <form method="post" action={INFORMATION_PATH} aria-label={`Adres ${label} wijzigen`} {...edit.formProps}>
          <FormName form="address-edit" />
          <input type="hidden" name="addressId" value={address.id} />
          <FormMessage message={edit.message} />
          <AddressFields options={options} errors={edit.errors} section={`address-${address.id}`} defaults={address} />
          <button type="submit" className="button" disabled={edit.sending}>{edit.sending ? 'Bezig met opslaan…' : 'Adres opslaan'}</button>
        </form>
      </details>
    </li>
  );
}

/** Names the form for the worker when it posts without JavaScript. */
function FormName({ form }: { form: InformationForm }) {
  return <input type="hidden" name="form" value={form} />;
}
