import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const folder = join(import.meta.dirname, '../../src-server/collections');

function isCollection(value: unknown): value is { name: string } {
  return (
    typeof value === 'object' &&
    value !== null &&
    'name' in value &&
    typeof value.name === 'string' &&
    'on' in value &&
    typeof value.on === 'function' &&
    'decode' in value &&
    typeof value.decode === 'function'
  );
}

/** The name of every collection module in src-server/collections: whatever the API stores. */
export async function storedCollectionNames(): Promise<string[]> {
  const modules: unknown[] = await Promise.all(
    readdirSync(folder)
      .filter((file) => file.endsWith('.ts'))
      .map((file) => import(join(folder, file))),
  );
  const names = modules.flatMap((module) =>
    typeof module === 'object' && module !== null
      ? Object.values(module)
          .filter(isCollection)
          .map((collection) => collection.name)
      : [],
  );
  return [...new Set(names)].sort();
}
