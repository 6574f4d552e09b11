import { zodResolver } from '@hookform/resolvers/zod';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { toast } from '@/components/toasts';
import { useNavigate } from 'react-router-dom';
import { VAT_RATES } from '@shared/domain/rules';
import type { Product } from '@shared/schemas/product';
import { CategoryOptions } from '@/components/category-options';
import { useSaveProduct } from '../api/save-product';
import {
  formValuesOf,
  productFormSchema,
  productInputOf,
  type ProductFormValues,
} from '../product-form-schema';
import { FileField } from './file-field';
import { SelectField } from './select-field';

function FieldError({ message }: { message: string | undefined }) {
  return message ? <span className="field-error">{message}</span> : null;
}

/** Every field of a product; prices typed in euros with a decimal comma. */
export function ProductForm({ product }: { product?: Product }) {
  const navigate = useNavigate();
  const save = useSaveProduct(product?.id);
  const {
    register,
    control,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<ProductFormValues>({
    resolver: zodResolver(productFormSchema),
    defaultValues: formValuesOf(product),
  });
  const specs = useFieldArray({ control, name: 'specifications' });
  const documents = useFieldArray({ control, name: 'documents' });
  const imageUrl = useWatch({ control, name: 'imageUrl' });

  const submit = handleSubmit((values) =>
    save.mutate(productInputOf(values), {
      onSuccess: (saved) => {
        toast.success(`${saved.name} is opgeslagen.`);
        if (!product)
          navigate(`/beheer/producten/${encodeURIComponent(saved.id)}`, { replace: true });
      },
    }),
  );

  return (
    <form className="admin-form" onSubmit={submit} noValidate>
      <div className="admin-form-row">
        <label className="field">
          Naam
          <input {...register('name')} aria-invalid={Boolean(errors.name)} />
          <FieldError message={errors.name?.message} />
        </label>
        <label className="field">
          Typenummer
          <input {...register('modelNumber')} aria-invalid={Boolean(errors.modelNumber)} />
          <FieldError message={errors.modelNumber?.message} />
        </label>
        <SelectField label="Categorie" {...register('category')}>
          <CategoryOptions />
        </SelectField>
      </div>
      <label className="field">
        Omschrijving
        <textarea rows={4} {...register('description')} />
        <FieldError message={errors.description?.message} />
      </label>
      <div className="admin-form-row">
        <label className="field">
          Adviesprijs
          <input
            inputMode="decimal"
            placeholder="1.234,50"
            {...register('price')}
            aria-invalid={Boolean(errors.price)}
          />
          <span className="field-hint">In euro’s excl. btw</span>
          <FieldError message={errors.price?.message} />
        </label>
        <label className="field">
          Installateursprijs
          <input
            inputMode="decimal"
            placeholder="Leeg: gelijk aan adviesprijs"
            {...register('installateurPrijs')}
            aria-invalid={Boolean(errors.installateurPrijs)}
          />
          <FieldError message={errors.installateurPrijs?.message} />
        </label>
        <SelectField label="Btw-tarief" {...register('vatRate')}>
          {VAT_RATES.map((rate) => (
            <option key={rate} value={String(rate)}>
              {rate} %
            </option>
          ))}
        </SelectField>
        <label className="field">
          Garantie (maanden)
          <input inputMode="numeric" {...register('warrantyMonths')} />
          <FieldError message={errors.warrantyMonths?.message} />
        </label>
      </div>
      <label className="checkbox">
        <input type="checkbox" {...register('inStock')} /> Op voorraad
      </label>

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
          {specs.fields.map((field, index) => (
            <div className="spec-row" key={field.id}>
              <label className="field">
                Kenmerk {index + 1}
                <input {...register(`specifications.${index}.key`)} />
                <FieldError message={errors.specifications?.[index]?.key?.message} />
              </label>
              <label className="field">
                Waarde {index + 1}
                <input {...register(`specifications.${index}.value`)} />
              </label>
              <button
                type="button"
                className="button button-ghost"
                onClick={() => specs.remove(index)}
              >
                Verwijder kenmerk {index + 1}
              </button>
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
          {documents.fields.map((field, index) => (
            <li key={field.id}>
              <label className="field">
                Titel document {index + 1}
                <input {...register(`documents.${index}.title`)} />
                <FieldError message={errors.documents?.[index]?.title?.message} />
              </label>
              <a href={field.url} target="_blank" rel="noreferrer">
                Bekijken
              </a>{' '}
              <button
                type="button"
                className="button button-ghost"
                onClick={() => documents.remove(index)}
              >
                Verwijder document {index + 1}
              </button>
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

      {save.error ? (
        <p className="form-error" role="alert">
          {save.error.message}
        </p>
      ) : null}
      <div>
        <button type="submit" className="button button-primary" disabled={save.isPending}>
          Opslaan
        </button>
      </div>
    </form>
  );
}
