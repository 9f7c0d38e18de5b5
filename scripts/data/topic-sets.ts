import { existsSync, readFileSync } from 'node:fs';
import { CEFR_LEVELS } from '../../server/domain/levels';
import type { Level, Pos } from '../../server/modules/vocabulary/data-schema';

/** Slovo's everyday topic sets (data/topic-sets.tsv), in the order the issue names them. */
export const TOPIC_SETS = ['home', 'food', 'clothes', 'body', 'family', 'town', 'shopping', 'nature', 'animals', 'work', 'free-time', 'feelings'] as const;

export interface SetWord {
  topic: string;
  level: Level;
  /** The word as written in the file: a headword, or headword~pos-code. */
  ref: string;
}

export function readTopicSets(file: string): SetWord[] {
  if (!existsSync(file)) return [];
  const out: SetWord[] = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    const [topic, level, words] = line.split('\t');
    if (!topic || !(TOPIC_SETS as readonly string[]).includes(topic) || !(CEFR_LEVELS as readonly string[]).includes(level ?? '') || !words)
      throw new Error(`topic-sets.tsv: bad line: ${line}`);
    for (const ref of words.split(',').map((w) => w.trim()).filter(Boolean)) out.push({ topic, level: level as Level, ref });
  }
  return out;
}

interface Target {
  id: string;
  variants: string[];
  pos: Pos;
  level: Level;
  topics: string[];
  concrete: boolean;
}

/**
 * Tags every set word with its topics and marks it concrete; a word the lists put later than its set comes down to
 * the set's level (the sets say what a course teaches when; frequency lists underrate kettle and toothbrush). A word
 * may be written as a British variant of a headword (neighbour → neighbor). Unknown words stop the build.
 * Answers the ids of the members, the ids whose level the sets lowered, and each member's set topics (re-applied
 * after the overrides, whose topics replace the list's).
 */
export function applyTopicSets(
  drafts: Map<string, Target>,
  words: SetWord[],
  key: (headword: string, code: string) => string,
): { members: Set<string>; lowered: string[]; topicsOf: Map<string, string[]> } {
  const byVariant = new Map<string, Target>();
  for (const d of drafts.values()) for (const v of d.variants) byVariant.set(key(v, d.id.split('~')[1]!), d);
  const rank = (l: Level) => CEFR_LEVELS.indexOf(l);
  const members = new Set<string>();
  const topicsOf = new Map<string, string[]>();
  const lowered: string[] = [];
  const missing: string[] = [];
  for (const w of words) {
    const [headword, code = 'n'] = w.ref.split('~') as [string, string?];
    const id = key(headword, code);
    const d = drafts.get(id) ?? byVariant.get(id);
    if (!d) {
      missing.push(w.ref);
      continue;
    }
    members.add(d.id);
    topicsOf.set(d.id, [...new Set([...(topicsOf.get(d.id) ?? []), w.topic])]);
    if (!d.topics.includes(w.topic)) d.topics = [...d.topics, w.topic].sort();
    d.concrete = true;
    if (rank(w.level) < rank(d.level)) {
      d.level = w.level;
      lowered.push(d.id);
    }
  }
  if (missing.length) throw new Error(`topic-sets.tsv: not in the vocabulary (write them in additions.tsv): ${missing.join(', ')}`);
  return { members, lowered: [...new Set(lowered)], topicsOf };
}
