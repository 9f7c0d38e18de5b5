import { z } from 'zod';

/** An edit of a published card's word, translation or example, kept aside until an admin approves it. */
export const pendingSchema = z.object({
  word: z.string(),
  translation: z.string(),
  example: z.string(),
  exampleTranslation: z.string().nullable(),
  photo: z.number().int(),
});
export type PendingEdit = z.infer<typeof pendingSchema>;

export function parsePending(json: string | null): PendingEdit | null {
  if (json === null) return null;
  return pendingSchema.parse(JSON.parse(json));
}
