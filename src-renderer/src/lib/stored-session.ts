import { env } from '@/config/env';

/*
 * Whether Firebase Auth has kept a signed-in user in this browser, read without the SDK: a
 * visitor's pages then go without it. Firebase Auth (initializeAuth with the persistence of
 * lib/firebase.ts) keeps the user under this key in its IndexedDB store, or in localStorage
 * where IndexedDB is not available, and removes it when the user signs out.
 */
const DATABASE = 'firebaseLocalStorageDb';
const STORE = 'firebaseLocalStorage';

function userKey(): string {
  return `firebase:authUser:${env.firebase.apiKey}:[DEFAULT]`;
}

function inLocalStorage(key: string): boolean {
  try {
    return window.localStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}

function inIndexedDb(key: string): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const request = window.indexedDB.open(DATABASE);
    // No database yet: abort, so that none is left behind (Firebase makes its own).
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onerror = () => {
      if (request.error?.name === 'AbortError') resolve(false);
      else reject(request.error ?? new Error('IndexedDB niet beschikbaar'));
    };
    request.onsuccess = () => {
      const database = request.result;
      if (!database.objectStoreNames.contains(STORE)) {
        database.close();
        resolve(false);
        return;
      }
      const read = database.transaction(STORE, 'readonly').objectStore(STORE).get(key);
      read.onsuccess = () => {
        database.close();
        resolve(read.result !== undefined);
      };
      read.onerror = () => {
        database.close();
        reject(read.error ?? new Error('IndexedDB niet leesbaar'));
      };
    };
  });
}

/**
 * True when a signed-in user is stored; rejects when the storage cannot be read (the caller
 * then loads Firebase Auth, which knows for sure).
 */
export async function hasStoredSession(): Promise<boolean> {
  const key = userKey();
  return inLocalStorage(key) || (await inIndexedDb(key));
}
