import type { FormEvent, ReactNode } from 'react';
import type { FirmContactField } from '@shared/schemas/contact-fields';
import { FormActions } from './form-actions';
import { FormError } from './form-error';
import type { BoundField } from './field-of';
import { TextField } from './form-field';

/**
 * A firm's identifiers and contact details, as every form about a firm asks them (the company
 * record, the offerte's business details): KvK and btw, IBAN, phone and e-mail, website.
 */
export function FirmContactFields({
  field,
  emailLabel = 'E-mailadres',
}: {
  field: (name: FirmContactField) => BoundField;
  emailLabel?: string;
}) {
  return (
    <>
      <div className="field-row">
        <TextField label="KvK-nummer" inputMode="numeric" {...field('kvkNumber')} />
        <TextField label="Btw-nummer" {...field('btwId')} />
      </div>
      <TextField label="IBAN" autoComplete="off" {...field('iban')} />
      <div className="field-row">
        <TextField label="Telefoon" type="tel" {...field('phone')} />
        <TextField label={emailLabel} type="email" {...field('email')} />
      </div>
      <TextField label="Website" {...field('website')} />
    </>
  );
}

/**
 * A form about the firm (named `Bedrijfsgegevens`): its fields only editable for who may edit
 * them, then `Opslaan`, or for everyone else who may.
 */
export function FirmForm({
  className,
  mayEdit,
  mutation,
  onSubmit,
  children,
}: {
  className: string;
  mayEdit: boolean;
  mutation: { isPending: boolean; error: Error | null };
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  return (
    <form className={className} noValidate aria-label="Bedrijfsgegevens" onSubmit={onSubmit}>
      <fieldset disabled={!mayEdit}>
        <legend className="visually-hidden">Bedrijfsgegevens</legend>
        {children}
      </fieldset>
      {mayEdit ? (
        <FormActions mutation={mutation} />
      ) : (
        <FormError message="Alleen de eigenaar of inkoper van je bedrijf kan deze gegevens wijzigen." />
      )}
    </form>
  );
}
