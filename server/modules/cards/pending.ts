import { z } from 'zod';

/** An edit of an approved card's word, translation, example, photo or tags, kept aside until an admin approves it. */
export const pendingSchema = z.object({
  word: z.string(),
  translation: z.string(),
  example: z.string(),
  exampleTranslation: z.string().nullable(),
  photo: z.number().int(),
  /** Absent in edits kept before issue 29 (tags applied at once then). */
  tags: z.array(z.string()).optional(),
});
export type PendingEdit = z.infer<typeof pendingSchema>;

export function parsePending(json: string | null): PendingEdit | null {
  if (json === null) return null;
  return pendingSchema.parse(JSON.parse(json));
}
