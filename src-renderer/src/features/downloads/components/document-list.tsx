import { apiUrl } from '@/lib/api-client';
import { DOCUMENT_KIND_LABELS } from '@shared/domain/rules';
import type { LibraryDocument } from '@shared/schemas/documents';

/** Each document is a direct link to its PDF, opened in a new tab. */
export function DocumentList({ documents }: { documents: LibraryDocument[] }) {
  return (
    <ul className="library-list">
      {documents.map((document) => (
        <li key={document.id} className="library-item">
          <a href={apiUrl(document.url)} target="_blank" rel="noopener" type="application/pdf">
            {document.title}
            <span className="visually-hidden"> (pdf, opent in een nieuw tabblad)</span>
          </a>
          <span className="hint">
            {DOCUMENT_KIND_LABELS[document.kind]}
            {document.productName ? ` · ${document.productName}` : ''}
          </span>
        </li>
      ))}
    </ul>
  );
}
