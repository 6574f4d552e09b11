import { z } from 'zod';
import { defineCollection, storedDate } from './collection';

/**
 * catalogueFiles/{kind-variant}: the file of one kind (a price list at one discount and
 * category, the CSV export) for the newest catalogue version asked, and whether it is being
 * made. One record per variant: a newer version takes its place and the old file is removed.
 */
export const catalogueFiles = defineCollection({
  name: 'catalogueFiles',
  schema: z.object({
    version: z.string(),
    path: z.string(),
    state: z.enum(['bezig', 'klaar']),
    /** Who makes it: one server instance's build, so another instance does not start it too. */
    claim: z.string(),
    startedAt: storedDate,
    /** The path of the file this one replaces, removed once this one is ready. */
    previousPath: z.string().optional(),
  }),
});
