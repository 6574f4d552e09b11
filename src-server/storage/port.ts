import { isDocumentId } from '@shared/domain/ids';

/**
 * The storage port: a small document store in Firestore's image. Collections hold documents
 * keyed by id; values are JSON values or Dates. Adapters: SQLite (local) and Firestore
 * (production). Both pass tests/store-contract.
 */

export type DocumentValue =
  string | number | boolean | null | Date | DocumentValue[] | { [key: string]: DocumentValue };
export type DocumentData = { [key: string]: DocumentValue };

export interface StoredDocument<T extends DocumentData = DocumentData> {
  id: string;
  data: T;
}

export type WhereOperator = '==' | '!=' | '<' | '<=' | '>' | '>=';

export interface WhereClause {
  field: string;
  op: WhereOperator;
  value: string | number | boolean | Date | null;
}

export interface OrderClause {
  field: string;
  direction?: 'asc' | 'desc';
}

export type CursorValue = string | number | boolean | Date | null;

export interface DocumentQuery {
  where?: WhereClause[];
  orderBy?: OrderClause[];
  /**
   * Continue after the document with these values: one per `orderBy` field, then its id.
   * Paging uses it (see src-server/collections/paging.ts); as in Firestore, ties are broken by id.
   */
  startAfter?: CursorValue[];
  limit?: number;
}

/**
 * A transaction reads first and writes last, as Firestore requires: writes are applied
 * together when the function resolves, and not at all when it throws.
 */
export interface StorageTransaction {
  get(collection: string, id: string): Promise<DocumentData | null>;
  /** Several documents of one collection in one read, in the order of `ids` (null: missing). */
  getMany(collection: string, ids: string[]): Promise<(DocumentData | null)[]>;
  query(collection: string, query?: DocumentQuery): Promise<StoredDocument[]>;
  set(collection: string, id: string, data: DocumentData): void;
  update(collection: string, id: string, patch: DocumentData): void;
  delete(collection: string, id: string): void;
}

export interface DocumentChange {
  id: string;
  /** The document as it is now; null when it was deleted. */
  data: DocumentData | null;
}

export interface Storage {
  /**
   * Optional: calls back with every change in a collection (the first call holds every
   * document); returns the way to stop. `onError` hears when the listener gave up for good.
   */
  watch?(
    collection: string,
    onChange: (changes: DocumentChange[]) => void,
    onError?: (error: unknown) => void,
  ): () => void;
  get(collection: string, id: string): Promise<DocumentData | null>;
  /** Several documents of one collection in one read, in the order of `ids` (null: missing). */
  getMany(collection: string, ids: string[]): Promise<(DocumentData | null)[]>;
  /** Writes the whole document, replacing what was there. */
  set(collection: string, id: string, data: DocumentData): Promise<void>;
  /** Writes the document only when it does not exist yet; tells whether it did. */
  create(collection: string, id: string, data: DocumentData): Promise<boolean>;
  /** Replaces the given top-level fields of an existing document. */
  update(collection: string, id: string, patch: DocumentData): Promise<void>;
  delete(collection: string, id: string): Promise<void>;
  query(collection: string, query?: DocumentQuery): Promise<StoredDocument[]>;
  count(collection: string, where?: WhereClause[]): Promise<number>;
  transaction<T>(fn: (tx: StorageTransaction) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export class DocumentNotFoundError extends Error {
  constructor(
    readonly collection: string,
    readonly id: string,
  ) {
    super(`Document ${collection}/${id} does not exist`);
    this.name = 'DocumentNotFoundError';
  }
}

const FIELD_PATH = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/;

/** Field paths and names reach query builders; only plain identifiers are allowed. */
export function assertFieldPath(field: string): void {
  if (!FIELD_PATH.test(field)) throw new Error(`Invalid field path: ${field}`);
}

/** A collection or id that cannot exist; the API answers it as "not found", never 500. */
export class InvalidNameError extends Error {
  constructor(kind: 'collection' | 'id') {
    super(`Invalid ${kind}`);
    this.name = 'InvalidNameError';
  }
}

export function assertName(kind: 'collection' | 'id', value: string): void {
  if (!isDocumentId(value)) throw new InvalidNameError(kind);
}
