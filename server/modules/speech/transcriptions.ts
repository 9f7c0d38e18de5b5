import { DEFAULT_DATA_DIR, readDataFile } from '../vocabulary/data-schema';

/** British and American IPA; either is null where no open dictionary has the word. */
export interface Transcription {
  uk: string | null;
  us: string | null;
}

export const NO_TRANSCRIPTION: Transcription = Object.freeze({ uk: null, us: null });

let table: Map<string, [string | null, string | null]> | null = null;

/** data/transcriptions.json.gz (npm run data:ipa), read once on first use. */
function entries(): Map<string, [string | null, string | null]> {
  if (!table) {
    const file = readDataFile('transcriptions.json.gz', DEFAULT_DATA_DIR) as { entries: Record<string, [string | null, string | null]> };
    table = new Map(Object.entries(file.entries));
  }
  return table;
}

const normalise = (text: string) => text.trim().replace(/\s+/g, ' ');

function one(word: string, pos?: string | null): [string | null, string | null] | undefined {
  const t = entries();
  return (pos ? t.get(`${word}~${pos}`) : undefined) ?? t.get(word) ?? t.get(word.toLowerCase());
}

/**
 * The transcription of any headword: the word itself (by part of speech where one is said differently), else a phrase
 * spelled from its words ("a lot of", "T-shirt" when the whole is not listed); unknown words give nulls.
 */
export function transcriptionOf(word: string, pos?: string | null): Transcription {
  const text = normalise(word);
  if (!text || text.length > 80) return NO_TRANSCRIPTION;
  const whole = one(text, pos);
  if (whole) return { uk: whole[0], us: whole[1] };
  const parts = text.split(/[\s-]+/).map((p) => p.replace(/^[^\p{L}]+|[^\p{L}.]+$/gu, '')).filter(Boolean);
  if (parts.length < 2) return NO_TRANSCRIPTION;
  const each = parts.map((p) => one(p));
  if (each.some((e) => !e)) return NO_TRANSCRIPTION;
  const side = (i: 0 | 1) => (each.every((e) => e![i]) ? each.map((e) => e![i]).join(' ') : null);
  return { uk: side(0), us: side(1) };
}
