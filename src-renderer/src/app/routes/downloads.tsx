import { useDeferredValue, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toast } from '@/components/toasts';
import { Page } from '@/components/page';
import { PagedList } from '@/components/query-states';
import { CategoryOptions } from '@/components/category-options';
import { ActionButton, WaitingForFile } from '@/components/action-button';
import { optionsOf, SearchField, SelectField } from '@/components/form-field';
import { useDownloadPriceList } from '@/features/downloads/api/download-price-list';
import { useDocuments } from '@/features/downloads/api/get-documents';
import { DocumentList } from '@/features/downloads/components/document-list';
import {
  DOCUMENT_KIND_LABELS,
  DOCUMENT_KINDS,
  GENERAL_DOCUMENT_CATEGORY,
  type DocumentKind,
} from '@shared/domain/rules';
import '@/features/downloads/downloads.css';

const showError = (error: Error) => toast.error(error.message);

function isKind(value: string | null): value is DocumentKind {
  return (DOCUMENT_KINDS as readonly string[]).includes(value ?? '');
}

export function DownloadsPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const category = params.get('categorie') ?? '';
  const kindParam = params.get('soort');
  const kind = isKind(kindParam) ? kindParam : undefined;
  const deferredQ = useDeferredValue(q.trim());
  const documents = useDocuments({
    q: deferredQ || undefined,
    category: category || undefined,
    kind,
  });
  const priceList = useDownloadPriceList(showError);
  const [priceListCategory, setPriceListCategory] = useState('');

  function setParam(key: string, value: string) {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  }

  return (
    <Page
      title="Documenten"
      intro="Productbladen, handleidingen, CE-verklaringen, energielabels en voorwaarden."
    >
      <div className="price-list-card">
        <p>
          <strong>Persoonlijke prijslijst</strong>
          <br />
          <span className="hint">Producten tegen jouw prijs, excl. btw, als pdf.</span>
        </p>
        <SelectField
          label="Prijslijst voor"
          value={priceListCategory}
          onChange={(event) => setPriceListCategory(event.target.value)}
        >
          <option value="">Alle categorieën</option>
          <CategoryOptions />
        </SelectField>
        <ActionButton
          request={priceList}
          className="button button-primary"
          busy="Prijslijst maken…"
          onClick={() => priceList.start(priceListCategory)}
        >
          Prijslijst downloaden (pdf)
        </ActionButton>
        <WaitingForFile waiting={priceList.waiting} />
      </div>
      <search className="library-filters">
        <SearchField
          label="Zoeken"
          value={q}
          placeholder="Productnaam of typenummer"
          onChange={(value) => setParam('q', value)}
        />
        <SelectField
          label="Categorie"
          value={category}
          onChange={(event) => setParam('categorie', event.target.value)}
        >
          <option value="">Alle categorieën</option>
          <option value={GENERAL_DOCUMENT_CATEGORY}>Algemene documenten</option>
          <CategoryOptions />
        </SelectField>
        <SelectField
          label="Soort document"
          value={kind ?? ''}
          onChange={(event) => setParam('soort', event.target.value)}
          options={optionsOf(DOCUMENT_KINDS, DOCUMENT_KIND_LABELS)}
        >
          <option value="">Alle soorten</option>
        </SelectField>
      </search>
      <PagedList
        query={documents}
        what="De documenten"
        empty="Geen documenten gevonden. Probeer een andere zoekterm of filter."
        more="Meer documenten laden"
      >
        {(items) => <DocumentList documents={items} />}
      </PagedList>
    </Page>
  );
}
