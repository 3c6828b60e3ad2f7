// The fields of an address (registration, the guest of a checkout): what Shopware needs for
// an order, with the browser's autofill names. Uncontrolled: typed values survive hydration.
import type { AddressOptions } from '../../../shared/account/api';
import type { FormErrors } from '../../../shared/account/rules';
import { ACCOUNT_LIMITS } from '../../../shared/account/rules';
import { useSnippets } from '../../lib/snippets';
import { Select, TextInput } from '../ui/fields';

export interface AddressDefaults {
  salutationId?: string | null;
  firstName?: string;
  lastName?: string;
  street?: string;
  zipcode?: string;
  city?: string;
  countryId?: string;
}

export function AddressFields({ options, errors, defaults = {}, section = 'billing' }: {
  options: AddressOptions; errors: FormErrors; defaults?: AddressDefaults; section?: string;
}) {
  const { text } = useSnippets();
  const auto = (token: string) => `section-${section} ${token}`;
  return (
    <div className="address-fields">
      <Select name="salutationId" label={text('account.field.salutation', 'Salutation')} required autoComplete={auto('honorific-prefix')}
        options={options.salutations.map((s) => ({ value: s.id, label: s.label }))}
        placeholder={text('account.field.salutationPlaceholder', 'Choose your salutation')} defaultValue={defaults.salutationId ?? ''} error={errors.salutationId} />
      <div className="address-fields__row">
        <TextInput name="firstName" label={text('contact.field.firstName', 'First name')} required autoComplete={auto('given-name')} maxLength={ACCOUNT_LIMITS.name}
          defaultValue={defaults.firstName} error={errors.firstName} />
        <TextInput name="lastName" label={text('contact.field.lastName', 'Last name')} required autoComplete={auto('family-name')} maxLength={ACCOUNT_LIMITS.name}
          defaultValue={defaults.lastName} error={errors.lastName} />
      </div>
      <TextInput name="street" label={text('account.field.street', 'Street and house number')} required autoComplete={auto('address-line1')} maxLength={ACCOUNT_LIMITS.street}
        defaultValue={defaults.street} error={errors.street} />
      <div className="address-fields__row">
        <TextInput name="zipcode" label={text('account.field.zipcode', 'Postcode')} required autoComplete={auto('postal-code')} maxLength={ACCOUNT_LIMITS.zipcode}
          defaultValue={defaults.zipcode} error={errors.zipcode} hint={text('account.field.zipcodeHint', 'For example 1234 AB')} />
        <TextInput name="city" label={text('account.field.city', 'City')} required autoComplete={auto('address-level2')} maxLength={ACCOUNT_LIMITS.city}
          defaultValue={defaults.city} error={errors.city} />
      </div>
      <Select name="countryId" label={text('account.field.country', 'Country')} required autoComplete={auto('country-name')}
        options={options.countries.map((c) => ({ value: c.id, label: c.name }))}
        defaultValue={defaults.countryId ?? options.countries[0]?.id ?? ''} error={errors.countryId} />
    </div>
  );
}

/** The country's ISO code for the postcode rule. */
export const isoOf = (options: AddressOptions) => (countryId: string) => options.countries.find((c) => c.id === countryId)?.iso;
