import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from './keys';
import { createSecureStore, type KeyStore } from './secure';

/** IndexedDB is missing in jsdom; a CryptoKey in memory behaves the same for the crypto under test. */
function memoryKeyStore(): KeyStore & { key?: CryptoKey } {
  const store: KeyStore & { key?: CryptoKey } = {
    async get() {
      return store.key;
    },
    async set(key) {
      store.key = key;
    },
  };
  return store;
}

const user = { id: 1, name: 'Анна', email: 'anna@example.com', isGuest: false, isAdmin: false, emailVerifiedAt: null };

describe('encrypted user storage', () => {
  it('round-trips the value and stores only ciphertext', async () => {
    const keyStore = memoryKeyStore();
    const store = createSecureStore<typeof user>({ keyStore });
    expect(store.available).toBe(true);
    await store.save(user);
    const raw = localStorage.getItem(STORAGE_KEYS.user) ?? '';
    expect(raw).not.toContain('anna@example.com');
    expect(raw).not.toContain('Анна');
    expect(JSON.parse(raw)).toMatchObject({ v: 1 });
    await expect(createSecureStore<typeof user>({ keyStore }).load()).resolves.toEqual(user);
  });

  it('generates a non-extractable AES-GCM key once', async () => {
    const keyStore = memoryKeyStore();
    const store = createSecureStore<typeof user>({ keyStore });
    await store.save(user);
    const key = keyStore.key!;
    expect(key.extractable).toBe(false);
    expect(key.algorithm).toMatchObject({ name: 'AES-GCM', length: 256 });
    await expect(crypto.subtle.exportKey('raw', key)).rejects.toThrow();
    await store.save({ ...user, name: 'Bob' });
    expect(keyStore.key).toBe(key);
  });

  it('uses a fresh IV for every write', async () => {
    const store = createSecureStore<typeof user>({ keyStore: memoryKeyStore() });
    await store.save(user);
    const first = JSON.parse(localStorage.getItem(STORAGE_KEYS.user)!).iv;
    await store.save(user);
    const second = JSON.parse(localStorage.getItem(STORAGE_KEYS.user)!).iv;
    expect(first).not.toBe(second);
  });

  it('cannot be read with another key and forgets the unreadable blob', async () => {
    await createSecureStore<typeof user>({ keyStore: memoryKeyStore() }).save(user);
    await expect(createSecureStore<typeof user>({ keyStore: memoryKeyStore() }).load()).resolves.toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
  });

  it('persists nothing when IndexedDB is unavailable', async () => {
    const store = createSecureStore<typeof user>({ keyStore: null });
    expect(store.available).toBe(false);
    await store.save(user);
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    await expect(store.load()).resolves.toBeNull();
  });

  it('detects the missing IndexedDB of this environment by default', () => {
    expect(typeof indexedDB).toBe('undefined');
    expect(createSecureStore().available).toBe(false);
  });

  it('clears the stored user', async () => {
    const store = createSecureStore<typeof user>({ keyStore: memoryKeyStore() });
    await store.save(user);
    await store.clear();
    await expect(store.load()).resolves.toBeNull();
  });
});
