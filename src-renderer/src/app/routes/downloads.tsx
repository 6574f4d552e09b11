import { LoadMore } from '@/components/load-more';
import { LoadError } from '@/components/query-states';
import { useDeferredValue, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toast } from '@/components/toasts';
import { Page } from '@/components/page';
import { Spinner } from '@/components/spinner';
import { CategoryOptions } from '@/components/category-options';
import { Field } from '@/components/form-field';
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
  const priceList = useDownloadPriceList();
  const [priceListCategory, setPriceListCategory] = useState('');
  const items = documents.data?.pages.flatMap((page) => page.items) ?? [];

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
        <Field label="Prijslijst voor">
          {(control) => (
            <select
              {...control}
              value={priceListCategory}
              onChange={(event) => setPriceListCategory(event.target.value)}
            >
              <option value="">Alle categorieën</option>
              <CategoryOptions />
            </select>
          )}
        </Field>
        <button
          type="button"
          className="button button-primary"
          disabled={priceList.isPending}
          onClick={() =>
            priceList.mutate(priceListCategory, {
              onError: (error) => toast.error(error.message),
            })
          }
        >
          {priceList.isPending ? 'Prijslijst maken…' : 'Prijslijst downloaden (pdf)'}
        </button>
      </div>
      <search className="library-filters">
        <Field label="Zoeken">
          {(control) => (
            <input
              {...control}
              type="search"
              value={q}
              placeholder="Productnaam of typenummer"
              onChange={(event) => setParam('q', event.target.value)}
            />
          )}
        </Field>
        <Field label="Categorie">
          {(control) => (
            <select
              {...control}
              value={category}
              onChange={(event) => setParam('categorie', event.target.value)}
            >
              <option value="">Alle categorieën</option>
              <option value={GENERAL_DOCUMENT_CATEGORY}>Algemene documenten</option>
              <CategoryOptions />
            </select>
          )}
        </Field>
        <Field label="Soort document">
          {(control) => (
            <select
              {...control}
              value={kind ?? ''}
              onChange={(event) => setParam('soort', event.target.value)}
            >
              <option value="">Alle soorten</option>
              {DOCUMENT_KINDS.map((k) => (
                <option key={k} value={k}>
                  {DOCUMENT_KIND_LABELS[k]}
                </option>
              ))}
            </select>
          )}
        </Field>
      </search>
      {documents.isPending ? (
        <Spinner size="md" />
      ) : documents.isError ? (
        <LoadError
          what="De documenten"
          message={documents.error.message}
          onRetry={() => void documents.refetch()}
        />
      ) : items.length === 0 ? (
        <div className="empty-state">
          <p>Geen documenten gevonden. Probeer een andere zoekterm of filter.</p>
        </div>
      ) : (
        <>
          <DocumentList documents={items} />
          <LoadMore list={documents}>Meer documenten laden</LoadMore>
        </>
      )}
    </Page>
  );
}
