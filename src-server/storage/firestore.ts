import {
  Timestamp,
  type DocumentData as FirestoreData,
  type Firestore,
  type Query,
  type Transaction,
} from 'firebase-admin/firestore';
import {
  assertFieldPath,
  assertName,
  DocumentNotFoundError,
  type DocumentData,
  type DocumentQuery,
  type DocumentValue,
  type Storage,
  type StorageTransaction,
  type StoredDocument,
  type WhereClause,
} from './port';
import { retryClosedTransaction } from './firestore-retry';

/** Firestore hands back Timestamps; the port speaks Dates. */
function fromFirestore(value: unknown): DocumentValue {
  if (value instanceof Timestamp) return value.toDate();
  if (Array.isArray(value)) return value.map(fromFirestore);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, fromFirestore(v)]),
    );
  }
  return value as DocumentValue;
}

function toData(data: FirestoreData | undefined): DocumentData | null {
  return data ? (fromFirestore(data) as DocumentData) : null;
}

function applyWhere(query: Query, where: WhereClause[] = []): Query {
  return where.reduce((q, clause) => {
    assertFieldPath(clause.field);
    return q.where(clause.field, clause.op, clause.value);
  }, query);
}

function buildQuery(db: Firestore, collection: string, spec: DocumentQuery = {}): Query {
  assertName('collection', collection);
  let query = applyWhere(db.collection(collection), spec.where);
  for (const order of spec.orderBy ?? []) {
    assertFieldPath(order.field);
    query = query.orderBy(order.field, order.direction ?? 'asc');
  }
  if (spec.orderBy?.length || spec.startAfter) query = query.orderBy('__name__');
  if (spec.startAfter) {
    const values = [...spec.startAfter];
    const id = String(values.pop());
    assertName('id', id);
    query = query.startAfter(...values, db.collection(collection).doc(id));
  }
  if (spec.limit !== undefined) query = query.limit(spec.limit);
  return query;
}

function docsOf(snapshot: FirebaseFirestore.QuerySnapshot): StoredDocument[] {
  return snapshot.docs.map((doc) => ({ id: doc.id, data: toData(doc.data()) ?? {} }));
}

export function createFirestoreStorage(db: Firestore): Storage {
  const ref = (collection: string, id: string) => {
    assertName('collection', collection);
    assertName('id', id);
    return db.collection(collection).doc(id);
  };

  return {
    watch(collection, onChange, onError) {
      assertName('collection', collection);
      return db.collection(collection).onSnapshot(
        (snapshot) =>
          onChange(
            snapshot.docChanges().map((change) => ({
              id: change.doc.id,
              data: change.type === 'removed' ? null : toData(change.doc.data()),
            })),
          ),
        (error) => {
          console.warn(`Luisteren naar ${collection} stopte:`, error);
          onError?.(error);
        },
      );
    },
    async get(collection, id) {
      const snapshot = await ref(collection, id).get();
      return toData(snapshot.data());
    },
    async getMany(collection, ids) {
      if (ids.length === 0) return [];
      const snapshots = await db.getAll(...ids.map((id) => ref(collection, id)));
      return snapshots.map((snapshot) => toData(snapshot.data()));
    },
    async set(collection, id, data) {
      await ref(collection, id).set(data);
    },
    async create(collection, id, data) {
      try {
        await ref(collection, id).create(data);
        return true;
      } catch (error) {
        // gRPC status 6: ALREADY_EXISTS
        if ((error as { code?: number }).code === 6) return false;
        throw error;
      }
    },
    async update(collection, id, patch) {
      try {
        // update() replaces each given top-level field whole, as the port promises.
        await ref(collection, id).update(patch);
      } catch (error) {
        // gRPC status 5: NOT_FOUND
        if ((error as { code?: number }).code === 5)
          throw new DocumentNotFoundError(collection, id);
        throw error;
      }
    },
    async delete(collection, id) {
      await ref(collection, id).delete();
    },
    async query(collection, query) {
      return docsOf(await buildQuery(db, collection, query).get());
    },
    async count(collection, where) {
      assertName('collection', collection);
      const snapshot = await applyWhere(db.collection(collection), where).count().get();
      return snapshot.data().count;
    },
    transaction(fn) {
      return retryClosedTransaction(() => runOnce(fn));
    },
    async close() {
      await db.terminate();
    },
  };

  function runOnce<T>(fn: (tx: StorageTransaction) => Promise<T>): Promise<T> {
    return db.runTransaction(async (firestoreTx: Transaction) => {
      const tx: StorageTransaction = {
        async get(collection, id) {
          return toData((await firestoreTx.get(ref(collection, id))).data());
        },
        async getMany(collection, ids) {
          if (ids.length === 0) return [];
          const snapshots = await firestoreTx.getAll(...ids.map((id) => ref(collection, id)));
          return snapshots.map((snapshot) => toData(snapshot.data()));
        },
        async query(collection, query) {
          return docsOf(await firestoreTx.get(buildQuery(db, collection, query)));
        },
        set(collection, id, data) {
          firestoreTx.set(ref(collection, id), data);
        },
        update(collection, id, patch) {
          firestoreTx.update(ref(collection, id), patch);
        },
        delete(collection, id) {
          firestoreTx.delete(ref(collection, id));
        },
      };
      return fn(tx);
    });
  }
}
