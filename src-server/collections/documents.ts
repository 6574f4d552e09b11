import { libraryDocumentSchema } from '@shared/schemas/documents';
import { defineCollection } from './collection';

/** documents/{id}: one PDF of the downloads library, stored as the API shows it. */
export const documents = defineCollection({
  name: 'documents',
  schema: libraryDocumentSchema.omit({ id: true }),
});
