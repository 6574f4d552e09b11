import { z } from 'zod';
import { defineCollection } from './collection';

/**
 * catalogueVersions/{producten|voorraad}: a fresh random token after every change, so files made
 * from the whole catalogue (price lists, the CSV export) are made once per version. `producten`
 * changes with every product write of the back-office (in its transaction), `voorraad` after
 * an order moved stock. Random rather than counted: a reset database never meets an old file.
 */
export const catalogueVersions = defineCollection({
  name: 'catalogueVersions',
  schema: z.object({ token: z.string().regex(/^[a-z0-9]{1,40}$/) }),
});
