import { zodResolver } from '@hookform/resolvers/zod';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { CategoryOptions } from '@/components/category-options';
import { FormError } from '@/components/form-error';
import { NumberField, SelectField, TextAreaField, TextField } from '@/components/form-field';
import { toast } from '@/components/toasts';
import { VAT_RATES } from '@shared/domain/rules';
import type { Product } from '@shared/schemas/product';
import { useAdminMutation } from '../api/admin-mutation';
import { adminKeys } from '../api/keys';
import { saveProduct } from '../api/products';
import {
  formValuesOf,
  productFormSchema,
  productInputOf,
  type ProductFormValues,
} from '../product-form-schema';
import { FileField } from './file-field';

/** Every field of a product; prices typed in euros with a decimal comma. */
export function ProductForm({ product }: { product?: Product }) {
  const navigate = useNavigate();
  const save = useAdminMutation(saveProduct(product?.id), (saved) =>
    adminKeys.one('products', saved.id),
  );
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
        <TextField label="Naam" error={errors.name} {...register('name')} />
        <TextField label="Typenummer" error={errors.modelNumber} {...register('modelNumber')} />
        <SelectField label="Categorie" {...register('category')}>
          <CategoryOptions />
        </SelectField>
      </div>
      <TextAreaField
        label="Omschrijving"
        rows={4}
        error={errors.description}
        {...register('description')}
      />
      <div className="admin-form-row">
        <NumberField
          label="Adviesprijs"
          placeholder="1.234,50"
          hint="In euro’s excl. btw"
          error={errors.price}
          {...register('price')}
        />
        <NumberField
          label="Installateursprijs"
          placeholder="Leeg: gelijk aan adviesprijs"
          error={errors.installateurPrijs}
          {...register('installateurPrijs')}
        />
        <SelectField label="Btw-tarief" {...register('vatRate')}>
          {VAT_RATES.map((rate) => (
            <option key={rate} value={String(rate)}>
              {rate} %
            </option>
          ))}
        </SelectField>
        <NumberField
          label="Garantie (maanden)"
          whole
          error={errors.warrantyMonths}
          {...register('warrantyMonths')}
        />
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
              <TextField
                label={`Kenmerk ${index + 1}`}
                error={errors.specifications?.[index]?.key}
                {...register(`specifications.${index}.key`)}
              />
              <TextField
                label={`Waarde ${index + 1}`}
                {...register(`specifications.${index}.value`)}
              />
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
              <TextField
                label={`Titel document ${index + 1}`}
                error={errors.documents?.[index]?.title}
                {...register(`documents.${index}.title`)}
              />
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

      <FormError message={save.error?.message} />
      <div>
        <button type="submit" className="button button-primary" disabled={save.isPending}>
          Opslaan
        </button>
      </div>
    </form>
  );
}
