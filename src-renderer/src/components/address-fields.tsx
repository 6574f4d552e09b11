import type { ReactNode } from 'react';
import { optionsOf, SelectField, TextField } from './form-field';
import {
  COUNTRY_NAMES,
  postalAddressSchema,
  type PostalAddress,
} from '@shared/schemas/postal-address';
import { VAT_COUNTRIES } from '@shared/domain/vat-ids';

/**
 * An address as its form holds it: the four texts of a stored address, checked by the shared
 * schema on submit.
 */
export const addressText = postalAddressSchema;
export type AddressText = PostalAddress;

/** Nothing typed: no address (the country alone does not make one). */
export const isBlankAddress = (address: AddressText) =>
  [address.street, address.postcode, address.city].every((part) => part.trim() === '');

/** A stored address as the form's texts; none: empty, in the Netherlands. */
export const addressValues = (address: PostalAddress | null): AddressText =>
  address ?? { street: '', postcode: '', city: '', country: 'NL' };

type FieldOf = (name: 'street' | 'postcode' | 'city' | 'country') => object;

/**
 * A structured address as a group named by its heading: street and number, postcode, city and
 * country (an address abroad is entered with its own country and postcode).
 */
export function AddressFields({
  id,
  title,
  field,
  children,
}: {
  id: string;
  title: string;
  field: FieldOf;
  children?: ReactNode;
}) {
  return (
    <fieldset className="address-fields" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      <TextField label="Straat en huisnummer" autoComplete="off" {...field('street')} />
      <div className="field-row">
        <TextField label="Postcode" autoComplete="off" {...field('postcode')} />
        <TextField label="Plaats" autoComplete="off" {...field('city')} />
      </div>
      <SelectField
        label="Land"
        options={optionsOf(VAT_COUNTRIES, COUNTRY_NAMES)}
        {...field('country')}
      />
      {children}
    </fieldset>
  );
}
