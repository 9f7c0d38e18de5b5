/**
 * A small in-memory IndexedDB for tests (jsdom has none): open with upgrade, object stores with an inline keyPath or
 * explicit keys, get/getAll/put/delete, transactions that complete asynchronously. Only what store.ts uses.
 */
type Listener = (() => void) | null;

class FakeRequest<R> {
  result!: R;
  error: DOMException | null = null;
  onsuccess: Listener = null;
  onerror: Listener = null;
  onupgradeneeded: Listener = null;
  onblocked: Listener = null;
}

class FakeStore {
  constructor(
    private readonly rows: Map<IDBValidKey, unknown>,
    private readonly keyPath: string | null,
    private readonly tx: FakeTransaction,
  ) {}
  private request<R>(run: () => R): FakeRequest<R> {
    const req = new FakeRequest<R>();
    this.tx.pending += 1;
    queueMicrotask(() => {
      req.result = run();
      req.onsuccess?.();
      this.tx.settle();
    });
    return req;
  }
  put(value: unknown, key?: IDBValidKey) {
    const k = key ?? ((value as Record<string, IDBValidKey>)[this.keyPath ?? ''] as IDBValidKey);
    return this.request(() => {
      this.rows.set(k, structuredClone(value));
      return k;
    });
  }
  get(key: IDBValidKey) {
    return this.request(() => structuredClone(this.rows.get(key)));
  }
  getAll() {
    return this.request(() => [...this.rows.values()].map((v) => structuredClone(v)));
  }
  delete(key: IDBValidKey) {
    return this.request(() => {
      this.rows.delete(key);
      return undefined;
    });
  }
}

class FakeTransaction {
  pending = 0;
  oncomplete: Listener = null;
  onerror: Listener = null;
  onabort: Listener = null;
  error: DOMException | null = null;
  private scheduled = false;
  constructor(private readonly db: FakeDatabase) {
    // A transaction with no requests still completes.
    queueMicrotask(() => this.settle());
  }
  objectStore(name: string) {
    const store = this.db.stores.get(name);
    if (!store) throw new DOMException(`No store ${name}`, 'NotFoundError');
    return new FakeStore(store.rows, store.keyPath, this);
  }
  settle() {
    if (this.pending > 0) this.pending -= 1;
    if (this.pending === 0 && !this.scheduled) {
      this.scheduled = true;
      setTimeout(() => this.oncomplete?.(), 0);
    }
  }
}

class FakeDatabase {
  stores = new Map<string, { rows: Map<IDBValidKey, unknown>; keyPath: string | null }>();
  version = 0;
  onversionchange: Listener = null;
  get objectStoreNames() {
    const names = [...this.stores.keys()];
    return { contains: (n: string) => names.includes(n), length: names.length };
  }
  createObjectStore(name: string, options?: { keyPath?: string }) {
    this.stores.set(name, { rows: new Map(), keyPath: options?.keyPath ?? null });
  }
  transaction(_names: string | string[]) {
    return new FakeTransaction(this);
  }
  close() {}
}

export function createFakeIndexedDb(): IDBFactory & { databases(): Promise<{ name: string }[]> } {
  const dbs = new Map<string, FakeDatabase>();
  const factory = {
    open(name: string, version = 1) {
      const req = new FakeRequest<FakeDatabase>();
      setTimeout(() => {
        let db = dbs.get(name);
        if (!db) {
          db = new FakeDatabase();
          dbs.set(name, db);
        }
        req.result = db;
        if (db.version < version) {
          db.version = version;
          req.onupgradeneeded?.();
        }
        req.onsuccess?.();
      }, 0);
      return req;
    },
    deleteDatabase(name: string) {
      dbs.delete(name);
      return new FakeRequest<undefined>();
    },
    async databases() {
      return [...dbs.keys()].map((name) => ({ name }));
    },
    cmp: () => 0,
  };
  return factory as unknown as IDBFactory & { databases(): Promise<{ name: string }[]> };
}
