import { useFieldArray, useWatch } from 'react-hook-form';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { CategoryOptions } from '@/components/category-options';
import { SubmitRow } from '@/components/form-error';
import { useZodForm } from '@/hooks/use-zod-form';
import { NumberField, SelectField, TextAreaField, TextField } from '@/components/form-field';
import { formatPercent } from '@shared/domain/money';
import { VAT_RATES } from '@shared/domain/rules';
import type { Product } from '@shared/schemas/product';
import { useAdminMutation } from '../api/admin-mutation';
import { adminKeys } from '../api/keys';
import { saveProduct } from '../api/products';
import { formValuesOf, productFormSchema, productInputOf } from '../product-form-schema';
import { FileField } from './file-field';

const HEAT_PUMP_TYPE_OPTIONS = [
  ['lucht-water', 'Lucht-water'],
  ['hybride', 'Hybride'],
  ['bodem-water', 'Bodem-water'],
  ['lucht-lucht', 'Lucht-lucht'],
] as const;

function RemoveButton({ onRemove, children }: { onRemove: () => void; children: ReactNode }) {
  return (
    <button type="button" className="button button-ghost" onClick={onRemove}>
      {children}
    </button>
  );
}

/** Every field of a product; prices typed in euros with a decimal comma. */
export function ProductForm({ product }: { product?: Product }) {
  const navigate = useNavigate();
  const save = useAdminMutation(saveProduct(product?.id), {
    cacheAs: (saved) => adminKeys.one('products', saved.id),
    done: (saved) => `${saved.name} is opgeslagen.`,
  });
  const { register, field, control, handleSubmit, setValue } = useZodForm(
    productFormSchema,
    formValuesOf(product),
  );
  const specs = useFieldArray({ control, name: 'specifications' });
  const documents = useFieldArray({ control, name: 'documents' });
  const imageUrl = useWatch({ control, name: 'imageUrl' });
  const isHeatPump = useWatch({ control, name: 'isHeatPump' });

  const submit = handleSubmit((values) =>
    save.mutate(productInputOf(values), {
      onSuccess: (saved) => {
        if (!product)
          navigate(`/beheer/producten/${encodeURIComponent(saved.id)}`, { replace: true });
      },
    }),
  );

  return (
    <form className="admin-form" onSubmit={submit} noValidate>
      <div className="admin-form-row">
        <TextField label="Naam" {...field('name')} />
        <TextField label="Typenummer" {...field('modelNumber')} />
        <SelectField label="Categorie" {...register('category')}>
          <CategoryOptions />
        </SelectField>
      </div>
      <TextAreaField label="Omschrijving" rows={4} {...field('description')} />
      <div className="admin-form-row">
        <NumberField
          label="Adviesprijs"
          placeholder="1.234,50"
          hint="In euro’s excl. btw"
          {...field('price')}
        />
        <NumberField
          label="Installateursprijs"
          placeholder="Leeg: gelijk aan adviesprijs"
          {...field('installateurPrijs')}
        />
        <SelectField label="Btw-tarief" {...register('vatRate')}>
          {VAT_RATES.map((rate) => (
            <option key={rate} value={String(rate)}>
              {formatPercent(rate)}
            </option>
          ))}
        </SelectField>
        {isHeatPump ? null : (
          <NumberField label="Garantie (maanden)" whole {...field('warrantyMonths')} />
        )}
      </div>
      <fieldset className="admin-card">
        <legend>Warmtepompgegevens</legend>
        <label className="checkbox">
          <input type="checkbox" {...register('isHeatPump')} /> Dit product is een warmtepomp
        </label>
        {isHeatPump ? (
          <>
            <p className="admin-muted">
              Deze gegevens voeden de filters, de vergelijking, de calculator en de productpagina.
            </p>
            <div className="admin-form-row">
              <SelectField label="Type warmtepomp" {...register('heatPump.type')}>
                {HEAT_PUMP_TYPE_OPTIONS.map(([value, text]) => (
                  <option key={value} value={value}>
                    {text}
                  </option>
                ))}
              </SelectField>
              <NumberField label="Nominaal vermogen (kW)" {...field('heatPump.nominalKw')} />
              <TextField label="Ontwerppunt" {...field('heatPump.designCondition')} />
              <NumberField
                label="Vermogen bij ontwerppunt, 35 °C (kW)"
                {...field('heatPump.capacityKw')}
              />
              <NumberField
                label="Vermogen bij 55 °C aanvoer (kW)"
                hint="Leeg als de fabrikant het niet opgeeft"
                {...field('heatPump.capacity55Kw')}
              />
            </div>
            <div className="admin-form-row">
              <NumberField label="SCOP bij 35 °C" {...field('heatPump.scop35')} />
              <NumberField label="SCOP bij 55 °C" {...field('heatPump.scop55')} />
              <SelectField label="Energielabel" {...register('heatPump.energyLabel')}>
                {['A+++', 'A++', 'A+', 'A', 'B', 'C', 'D'].map((label) => (
                  <option key={label} value={label}>
                    {label}
                  </option>
                ))}
              </SelectField>
              <NumberField label="Geluidsvermogen (dB(A))" {...field('heatPump.soundPowerDb')} />
              <NumberField label="Garantie (jaren)" whole {...field('heatPump.warrantyYears')} />
              <TextField
                label="Meldcode (ISDE)"
                hint="KA met vijf cijfers, uit de apparatenlijst van RVO; leeg als hij er niet op staat"
                {...field('heatPump.meldcode')}
              />
            </div>
            <div className="admin-form-row">
              <SelectField label="Fase" {...register('heatPump.phase')}>
                <option value="1">1-fase (230 V)</option>
                <option value="3">3-fase (400 V)</option>
              </SelectField>
              <TextField label="Koudemiddel" {...field('heatPump.refrigerant')} />
              <NumberField label="GWP koudemiddel" whole {...field('heatPump.refrigerantGwp')} />
              <NumberField label="Hoogte (mm)" whole {...field('heatPump.height')} />
              <NumberField label="Breedte (mm)" whole {...field('heatPump.width')} />
              <NumberField label="Diepte (mm)" whole {...field('heatPump.depth')} />
            </div>
          </>
        ) : null}
      </fieldset>
      <TextField
        label="Past bij"
        hint="Product-id’s van toebehoren die bij dit product passen, gescheiden door komma’s (bijv. nw-tb-wandconsole)"
        {...field('fitsWith')}
      />
      <fieldset className="admin-card">
        <legend>Voorraad en levertijd</legend>
        <label className="checkbox">
          <input type="checkbox" {...register('inStock')} /> Op voorraad
        </label>
        <div className="admin-form-row">
          <NumberField
            label="Voorraad (stuks)"
            whole
            hint="Leeg: niet geteld, dan geldt het vinkje hierboven"
            {...field('stockQuantity')}
          />
          <NumberField label="Levertijd (werkdagen)" whole {...field('leadTimeDays')} />
          <TextField label="Verwacht binnen op" type="date" {...field('expectedDate')} />
        </div>
        <label className="checkbox">
          <input type="checkbox" {...register('backorderable')} /> Nabestellen toegestaan
          (nalevering)
        </label>
      </fieldset>

      <fieldset className="admin-card">
        <legend>Afbeelding</legend>
        {imageUrl ? (
          <img src={imageUrl} alt="" width={120} height={120} />
        ) : (
          <p className="admin-muted">Nog geen afbeelding.</p>
        )}
        <FileField
          label="Afbeelding uploaden"
          kind="afbeelding"
          accept="image/png,image/jpeg,image/webp"
          onUploaded={(url) => setValue('imageUrl', url, { shouldDirty: true })}
        />
      </fieldset>

      <fieldset className="admin-card">
        <legend>Specificaties</legend>
        <div className="spec-rows">
          {specs.fields.map((row, index) => (
            <div className="spec-row" key={row.id}>
              <TextField label={`Kenmerk ${index + 1}`} {...field(`specifications.${index}.key`)} />
              <TextField
                label={`Waarde ${index + 1}`}
                {...register(`specifications.${index}.value`)}
              />
              <RemoveButton onRemove={() => specs.remove(index)}>
                Verwijder kenmerk {index + 1}
              </RemoveButton>
            </div>
          ))}
        </div>
        <button
          type="button"
          className="button"
          onClick={() => specs.append({ key: '', value: '' })}
        >
          Kenmerk toevoegen
        </button>
      </fieldset>

      <fieldset className="admin-card">
        <legend>Documenten</legend>
        <ul>
          {documents.fields.map((row, index) => (
            <li key={row.id}>
              <TextField
                label={`Titel document ${index + 1}`}
                {...field(`documents.${index}.title`)}
              />
              <a href={row.url} target="_blank" rel="noreferrer">
                Bekijken
              </a>{' '}
              <RemoveButton onRemove={() => documents.remove(index)}>
                Verwijder document {index + 1}
              </RemoveButton>
            </li>
          ))}
        </ul>
        <FileField
          label="Pdf uploaden"
          kind="document"
          accept="application/pdf"
          onUploaded={(url, name) => documents.append({ title: name.replace(/\.pdf$/i, ''), url })}
        />
      </fieldset>

      <SubmitRow request={save}>Opslaan</SubmitRow>
    </form>
  );
}
