import { KEY_DB, STORAGE_KEYS } from './keys';
import { readItem, writeItem, removeItem } from './local';

/** Where the AES key lives. IndexedDB can hold a CryptoKey without ever exposing its bytes. */
export interface KeyStore {
  get(): Promise<CryptoKey | undefined>;
  set(key: CryptoKey): Promise<void>;
}

export interface SecureStore<T> {
  /** False when Web Crypto or IndexedDB is missing: then nothing is persisted at all (spec §3: encrypted or not at all). */
  readonly available: boolean;
  load(): Promise<T | null>;
  save(value: T): Promise<void>;
  clear(): Promise<void>;
}

function subtle(): SubtleCrypto | null {
  return typeof globalThis.crypto !== 'undefined' && globalThis.crypto.subtle ? globalThis.crypto.subtle : null;
}

function requestToPromise<R>(request: IDBRequest<R>): Promise<R> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

/** The production key store, or null when IndexedDB is unavailable (old browsers, some private modes). */
export function indexedDbKeyStore(): KeyStore | null {
  if (typeof indexedDB === 'undefined' || indexedDB === null) return null;
  const open = (): Promise<IDBDatabase> =>
    new Promise((resolve, reject) => {
      const request = indexedDB.open(KEY_DB.name, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(KEY_DB.store);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB open failed'));
    });
  return {
    async get() {
      const db = await open();
      try {
        const tx = db.transaction(KEY_DB.store, 'readonly');
        return (await requestToPromise(tx.objectStore(KEY_DB.store).get(KEY_DB.userKeyId))) as CryptoKey | undefined;
      } finally {
        db.close();
      }
    },
    async set(key) {
      const db = await open();
      try {
        const tx = db.transaction(KEY_DB.store, 'readwrite');
        await requestToPromise(tx.objectStore(KEY_DB.store).put(key, KEY_DB.userKeyId));
      } finally {
        db.close();
      }
    },
  };
}

function toBase64(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const s = atob(text);
  const out = new Uint8Array(new ArrayBuffer(s.length));
  for (let i = 0; i < s.length; i += 1) out[i] = s.charCodeAt(i);
  return out;
}

interface Envelope {
  v: 1;
  iv: string;
  data: string;
}

export interface SecureStoreOptions {
  storageKey?: string;
  keyStore?: KeyStore | null;
}

/**
 * JSON value encrypted with AES-GCM (256-bit, fresh 96-bit IV per write) under a non-extractable key generated once
 * per browser profile. The ciphertext sits in localStorage; a copied localStorage is useless without the IndexedDB key.
 */
/**
 * Every store on the default key store shares one key promise: two stores (the user and the VK token) asking for
 * the key at the same first start must not each generate one and overwrite the other's in IndexedDB.
 */
let defaultKeyPromise: Promise<CryptoKey> | null = null;

export function createSecureStore<T>(options: SecureStoreOptions = {}): SecureStore<T> {
  const storageKey = options.storageKey ?? STORAGE_KEYS.user;
  const usesDefaultKeys = options.keyStore === undefined;
  const keyStore = usesDefaultKeys ? indexedDbKeyStore() : options.keyStore;
  const crypto = subtle();
  const available = Boolean(keyStore && crypto);
  let ownKeyPromise: Promise<CryptoKey> | null = null;
  const cached = (): Promise<CryptoKey> | null => (usesDefaultKeys ? defaultKeyPromise : ownKeyPromise);
  const cache = (value: Promise<CryptoKey> | null): void => {
    if (usesDefaultKeys) defaultKeyPromise = value;
    else ownKeyPromise = value;
  };

  const getKey = (): Promise<CryptoKey> => {
    if (!keyStore || !crypto) return Promise.reject(new Error('secure storage unavailable'));
    const existingPromise = cached();
    if (existingPromise) return existingPromise;
    const keyPromise = (async () => {
      const existing = await keyStore.get();
      if (existing) return existing;
      const created = await crypto.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
      await keyStore.set(created);
      return created;
    })().catch((error: unknown) => {
      cache(null);
      throw error;
    });
    cache(keyPromise);
    return keyPromise;
  };

  return {
    available,
    async load() {
      const raw = readItem(storageKey);
      if (!raw || !available || !crypto) return null;
      try {
        const envelope = JSON.parse(raw) as Envelope;
        if (envelope.v !== 1) return null;
        const plain = await crypto.decrypt(
          { name: 'AES-GCM', iv: fromBase64(envelope.iv) },
          await getKey(),
          fromBase64(envelope.data),
        );
        return JSON.parse(new TextDecoder().decode(plain)) as T;
      } catch {
        // A rotated key or tampered blob: forget it rather than crash; the server is the source of truth.
        removeItem(storageKey);
        return null;
      }
    },
    async save(value) {
      if (!available || !crypto) return;
      const iv = globalThis.crypto.getRandomValues(new Uint8Array(new ArrayBuffer(12)));
      const encoded = new TextEncoder().encode(JSON.stringify(value));
      const plain = new Uint8Array(new ArrayBuffer(encoded.byteLength));
      plain.set(encoded);
      const cipher = await crypto.encrypt({ name: 'AES-GCM', iv }, await getKey(), plain);
      const envelope: Envelope = { v: 1, iv: toBase64(iv), data: toBase64(new Uint8Array(cipher)) };
      writeItem(storageKey, JSON.stringify(envelope));
    },
    async clear() {
      removeItem(storageKey);
    },
  };
}
