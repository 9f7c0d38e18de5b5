import type { OutboxAnswer, SavedSession } from './types';

/** Where answers wait for the network and where the open session is kept between tabs. */
export interface TrainingStore {
  readonly persistent: boolean;
  listAnswers(): Promise<OutboxAnswer[]>;
  putAnswer(answer: OutboxAnswer): Promise<void>;
  deleteAnswers(ids: readonly string[]): Promise<void>;
  loadSession(userId: string): Promise<SavedSession | null>;
  saveSession(session: SavedSession): Promise<void>;
  clearSession(userId: string): Promise<void>;
}

export const TRAINING_DB = { name: 'slovo-learning', version: 1, outbox: 'outbox', sessions: 'sessions' } as const;

function done<R>(request: IDBRequest<R>): Promise<R> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

function committed(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
  });
}

/** IndexedDB store (`slovo-learning`: `outbox` keyed by the answer's UUID, `sessions` keyed by the user id). */
export function indexedDbTrainingStore(factory: IDBFactory): TrainingStore {
  let opening: Promise<IDBDatabase> | null = null;
  const open = (): Promise<IDBDatabase> =>
    (opening ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = factory.open(TRAINING_DB.name, TRAINING_DB.version);
      request.onupgradeneeded = () => {
        const db = request.result;
        if (!db.objectStoreNames.contains(TRAINING_DB.outbox)) db.createObjectStore(TRAINING_DB.outbox, { keyPath: 'id' });
        if (!db.objectStoreNames.contains(TRAINING_DB.sessions)) db.createObjectStore(TRAINING_DB.sessions, { keyPath: 'userId' });
      };
      request.onsuccess = () => {
        const db = request.result;
        // Another tab upgrading the schema: step aside, the next call opens again.
        db.onversionchange = () => {
          db.close();
          opening = null;
        };
        resolve(db);
      };
      request.onerror = () => {
        opening = null;
        reject(request.error ?? new Error('IndexedDB open failed'));
      };
    }));

  async function write(storeName: string, fn: (store: IDBObjectStore) => void): Promise<void> {
    const db = await open();
    const tx = db.transaction(storeName, 'readwrite');
    fn(tx.objectStore(storeName));
    await committed(tx);
  }

  async function read<R>(storeName: string, fn: (store: IDBObjectStore) => IDBRequest<R>): Promise<R> {
    const db = await open();
    return done(fn(db.transaction(storeName, 'readonly').objectStore(storeName)));
  }

  return {
    persistent: true,
    async listAnswers() {
      const all = await read<OutboxAnswer[]>(TRAINING_DB.outbox, (s) => s.getAll() as IDBRequest<OutboxAnswer[]>);
      // Keys are UUIDs: restore the order the learner answered in.
      return [...all].sort((a, b) => a.reviewedAt.localeCompare(b.reviewedAt));
    },
    putAnswer: (answer) => write(TRAINING_DB.outbox, (s) => void s.put(answer)),
    deleteAnswers: (ids) => write(TRAINING_DB.outbox, (s) => ids.forEach((id) => s.delete(id))),
    async loadSession(userId) {
      const found = await read<SavedSession | undefined>(TRAINING_DB.sessions, (s) => s.get(userId) as IDBRequest<SavedSession | undefined>);
      return found ?? null;
    },
    saveSession: (session) => write(TRAINING_DB.sessions, (s) => void s.put(session)),
    clearSession: (userId) => write(TRAINING_DB.sessions, (s) => void s.delete(userId)),
  };
}

/** Without IndexedDB (old browsers, some private modes) the session still works; it just does not survive the tab. */
export function memoryTrainingStore(): TrainingStore {
  const answers = new Map<string, OutboxAnswer>();
  const sessions = new Map<string, SavedSession>();
  const copy = <T>(value: T): T => structuredClone(value);
  return {
    persistent: false,
    listAnswers: async () => [...answers.values()].map(copy).sort((a, b) => a.reviewedAt.localeCompare(b.reviewedAt)),
    putAnswer: async (a) => void answers.set(a.id, copy(a)),
    deleteAnswers: async (ids) => ids.forEach((id) => answers.delete(id)),
    loadSession: async (userId) => (sessions.has(userId) ? copy(sessions.get(userId)!) : null),
    saveSession: async (s) => void sessions.set(s.userId, copy(s)),
    clearSession: async (userId) => void sessions.delete(userId),
  };
}

let shared: TrainingStore | null = null;

/** The app's store: IndexedDB when the browser has it, memory otherwise. */
export function trainingStore(): TrainingStore {
  if (shared) return shared;
  const factory = typeof indexedDB !== 'undefined' && indexedDB ? indexedDB : null;
  shared = factory ? indexedDbTrainingStore(factory) : memoryTrainingStore();
  return shared;
}
