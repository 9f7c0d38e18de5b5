import { CEFR_LEVELS } from '../../domain/levels';
import { type Level, type TestItem, DEFAULT_DATA_DIR, readDataFile, testItemsFileSchema } from './data-schema';

/**
 * The level-test item bank (data/test-items.json): per CEFR level, single-word items with the correct Russian
 * translation and 3 distractors of the same part of speech and level, plus pseudo-words (answer null: the honest
 * response is "skip"). Sampling takes an injected RNG so that tests and replays are deterministic.
 */
export type Rng = () => number;
export type { TestItem };

export class TestItemBank {
  private readonly byId: Map<string, TestItem>;
  private readonly levels: Map<Level, TestItem[]>;
  private readonly pseudoItems: TestItem[];

  constructor(readonly items: readonly TestItem[]) {
    this.byId = new Map(items.map((i) => [i.id, i]));
    this.levels = new Map(CEFR_LEVELS.map((l) => [l, items.filter((i) => !i.pseudo && i.level === l)]));
    this.pseudoItems = items.filter((i) => i.pseudo);
  }

  get(id: string): TestItem | undefined {
    return this.byId.get(id);
  }

  /** Real (non-pseudo) items of one level. */
  byLevel(level: Level): readonly TestItem[] {
    return this.levels.get(level) ?? [];
  }

  pseudo(): readonly TestItem[] {
    return this.pseudoItems;
  }

  /** `count` distinct items of a level (fewer if the level runs out), options reshuffled, skipping `exclude` ids. */
  sample(level: Level, count: number, rng: Rng, opts: { exclude?: ReadonlySet<string> } = {}): TestItem[] {
    const pool = this.byLevel(level).filter((i) => !opts.exclude?.has(i.id));
    return pick(pool, count, rng).map((i) => shuffleOptions(i, rng));
  }

  samplePseudo(count: number, rng: Rng, opts: { exclude?: ReadonlySet<string> } = {}): TestItem[] {
    const pool = this.pseudoItems.filter((i) => !opts.exclude?.has(i.id));
    return pick(pool, count, rng).map((i) => shuffleOptions(i, rng));
  }
}

/** Is `option` the right answer? A pseudo-word has none: any option is wrong, only a skip is honest. */
export function isCorrect(item: TestItem, option: string | null): boolean {
  if (item.pseudo) return option === null;
  return option !== null && option === item.answer;
}

function pick<T>(pool: readonly T[], count: number, rng: Rng): T[] {
  const a = [...pool];
  const n = Math.max(0, Math.min(count, a.length));
  for (let i = 0; i < n; i++) {
    const j = i + Math.floor(rng() * (a.length - i));
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  return a.slice(0, n);
}

export function shuffleOptions(item: TestItem, rng: Rng): TestItem {
  const options = [...item.options];
  for (let i = options.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [options[i], options[j]] = [options[j]!, options[i]!];
  }
  return { ...item, options };
}

let shared: TestItemBank | null = null;

export function loadTestItems(dataDir: string = DEFAULT_DATA_DIR): TestItemBank {
  if (shared && dataDir === DEFAULT_DATA_DIR) return shared;
  const bank = new TestItemBank(testItemsFileSchema.parse(readDataFile('test-items.json', dataDir)).items);
  if (dataDir === DEFAULT_DATA_DIR) shared = bank;
  return bank;
}

/** A seeded RNG (mulberry32) for callers that need reproducible sampling. */
export function seededRng(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
