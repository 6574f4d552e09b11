import type { ReactNode } from 'react';
import { optionsOf, SelectField, TextField } from '@/components/form-field';
import { COUNTRY_NAMES } from '@shared/schemas/postal-address';
import { VAT_COUNTRIES } from '@shared/domain/vat-ids';

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
