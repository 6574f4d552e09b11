import { useDeferredValue } from 'react';
import { Page } from '@/components/page';
import { PagedList } from '@/components/query-states';
import { CategoryOptions } from '@/components/category-options';
import { optionsOf, SearchField, SelectField } from '@/components/form-field';
import { useDocuments } from '@/features/downloads/api/get-documents';
import { DocumentList } from '@/features/downloads/components/document-list';
import { PriceListCard } from '@/features/downloads/components/price-list-card';
import { useUrlFilters } from '@/hooks/use-url-filters';
import {
  DOCUMENT_KIND_LABELS,
  DOCUMENT_KINDS,
  GENERAL_DOCUMENT_CATEGORY,
  type DocumentKind,
} from '@shared/domain/rules';
import '@/features/downloads/downloads.css';

function isKind(value: string): value is DocumentKind {
  return (DOCUMENT_KINDS as readonly string[]).includes(value);
}

export function DownloadsPage() {
  const filter = useUrlFilters();
  const q = filter.get('q');
  const category = filter.get('categorie');
  const kindParam = filter.get('soort');
  const kind = isKind(kindParam) ? kindParam : undefined;
  const deferredQ = useDeferredValue(q.trim());
  const documents = useDocuments({
    q: deferredQ || undefined,
    category: category || undefined,
    kind,
  });

  return (
    <Page
      title="Documenten"
      intro="Productbladen, handleidingen, CE-verklaringen, energielabels en voorwaarden."
    >
      <PriceListCard />
      <search className="library-filters">
        <SearchField
          label="Zoeken"
          value={q}
          placeholder="Productnaam of typenummer"
          onChange={(value) => filter.set('q', value)}
        />
        <SelectField
          label="Categorie"
          value={category}
          onChange={(event) => filter.set('categorie', event.target.value)}
        >
          <option value="">Alle categorieën</option>
          <option value={GENERAL_DOCUMENT_CATEGORY}>Algemene documenten</option>
          <CategoryOptions />
        </SelectField>
        <SelectField
          label="Soort document"
          value={kind ?? ''}
          onChange={(event) => filter.set('soort', event.target.value)}
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
