/* eslint-disable no-restricted-syntax -- the filters live in the address bar and apply while typed; nothing is submitted */
import { useState } from 'react';
import { SelectField, TextField } from '@/components/form-field';
import {
  PRODUCT_CATEGORIES,
  PRODUCT_SORT_LABELS,
  PRODUCT_SORTS,
  type CategorySlug,
  type ProductSort,
} from '@shared/domain/rules';
import type { CatalogueFilters } from '../api/get-products';

/** Search, category, stock and sort; the page keeps them in the URL. */
export function CatalogueFiltersBar({
  filters,
  onChange,
  showCategory = true,
}: {
  filters: CatalogueFilters;
  onChange: (next: CatalogueFilters) => void;
  showCategory?: boolean;
}) {
  const [text, setText] = useState(filters.q);
  const [synced, setSynced] = useState(filters.q);
  if (filters.q !== synced) {
    // The URL changed from elsewhere (back button, a link): follow it.
    setSynced(filters.q);
    setText(filters.q);
  }

  // Every keystroke searches at once; the list cancels the request it no longer needs.
  const search = (value: string) => {
    setText(value);
    if (value.trim() !== filters.q) onChange({ ...filters, q: value.trim() });
  };

  return (
    <form className="catalogue-filters" role="search" onSubmit={(event) => event.preventDefault()}>
      <TextField
        label="Zoeken"
        fieldClassName="search-field"
        type="search"
        value={text}
        placeholder="Naam, typenummer of omschrijving"
        onChange={(event) => search(event.target.value)}
      />
      {showCategory ? (
        <SelectField
          label="Categorie"
          value={filters.categories[0] ?? ''}
          onChange={(event) =>
            onChange({
              ...filters,
              categories: event.target.value ? [event.target.value as CategorySlug] : [],
            })
          }
        >
          <option value="">Alle categorieën</option>
          {PRODUCT_CATEGORIES.map((category) => (
            <option key={category.slug} value={category.slug}>
              {category.label}
            </option>
          ))}
        </SelectField>
      ) : null}
      <SelectField
        label="Sorteren"
        value={filters.sort}
        onChange={(event) => onChange({ ...filters, sort: event.target.value as ProductSort })}
      >
        {PRODUCT_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {PRODUCT_SORT_LABELS[sort]}
          </option>
        ))}
      </SelectField>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={filters.inStockOnly}
          onChange={(event) => onChange({ ...filters, inStockOnly: event.target.checked })}
        />
        <span>Alleen op voorraad</span>
      </label>
    </form>
  );
}
