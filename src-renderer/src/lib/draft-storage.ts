/**
 * Drafts of forms, kept in localStorage per form and per user so a reload never throws away
 * what was typed, and one user never sees another's draft.
 */
export interface DraftStorage<T> {
  load(owner: string): T | null;
  save(owner: string, draft: T): void;
  clear(owner: string): void;
}

const PREFIX = 'warmteportaal-concept';

export function createDraftStorage<T>(
  form: string,
  parse: (raw: unknown) => T | null,
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> = window.localStorage,
): DraftStorage<T> {
  const key = (owner: string) => `${PREFIX}:${form}:${owner}`;
  return {
    load(owner) {
      try {
        return parse(JSON.parse(storage.getItem(key(owner)) ?? 'null'));
      } catch {
        return null;
      }
    },
    save(owner, draft) {
      try {
        storage.setItem(key(owner), JSON.stringify(draft));
      } catch {
        // A full or blocked storage only costs the draft, never the form.
      }
    },
    clear(owner) {
      storage.removeItem(key(owner));
    },
  };
}
