import { useState } from 'react';
import { ActionButton, WaitingForFile } from '@/components/action-button';
import { CategoryOptions } from '@/components/category-options';
import { SelectField } from '@/components/form-field';
import { toast } from '@/components/toasts';
import { useDownloadPriceList } from '../api/download-price-list';

const showError = (error: Error) => toast.error(error.message);

/** `Prijslijst downloaden (pdf)`: the user's own prices, for all products or one category. */
export function PriceListCard() {
  const priceList = useDownloadPriceList(showError);
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
        onClick={() => priceList.start(category)}
      >
        Prijslijst downloaden (pdf)
      </ActionButton>
      <WaitingForFile waiting={priceList.waiting} />
    </div>
  );
}
