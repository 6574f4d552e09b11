import { useState } from 'react';
import { ActionButton } from '@/components/action-button';
import { CategoryOptions } from '@/components/category-options';
import { SelectField } from '@/components/form-field';
import { toast } from '@/components/toasts';
import { useDownloadPriceList } from '../api/download-price-list';

/** `Prijslijst downloaden (pdf)`: the user's own prices, for all products or one category. */
export function PriceListCard() {
  const priceList = useDownloadPriceList();
  const [category, setCategory] = useState('');
  return (
    <div className="price-list-card">
      <p>
        <strong>Persoonlijke prijslijst</strong>
        <br />
        <span className="hint">Producten tegen jouw prijs, excl. btw, als pdf.</span>
      </p>
      <SelectField
        label="Prijslijst voor"
        value={category}
        onChange={(event) => setCategory(event.target.value)}
      >
        <option value="">Alle categorieën</option>
        <CategoryOptions />
      </SelectField>
      <ActionButton
        request={priceList}
        className="button button-primary"
        busy="Prijslijst maken…"
        onClick={() => priceList.mutate(category, { onError: (e) => toast.error(e.message) })}
      >
        Prijslijst downloaden (pdf)
      </ActionButton>
    </div>
  );
}
