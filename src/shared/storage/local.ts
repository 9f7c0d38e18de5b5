/**
 * localStorage and sessionStorage can throw (Safari private mode, storage-partitioned iframes inside VK, quota).
 * A failing storage must never break the app, so every access goes through here and falls back to memory.
 */
type Area = 'local' | 'session';

const memory: Record<Area, Map<string, string>> = { local: new Map(), session: new Map() };

const probed: Partial<Record<Area, Storage | null>> = {};

/**
 * The storage if it can be written, probed once per page: the probe is two synchronous writes, and the app reads
 * several keys while it starts. A storage that fails later (quota) is still caught by each access below.
 */
function area(kind: Area): Storage | null {
  if (kind in probed) return probed[kind]!;
  let storage: Storage | null = null;
  try {
    const s = kind === 'local' ? window.localStorage : window.sessionStorage;
    const probe = '__slovo_probe__';
    s.setItem(probe, '1');
    s.removeItem(probe);
    storage = s;
  } catch {
    storage = null;
  }
  probed[kind] = storage;
  return storage;
}

export function readItem(key: string, kind: Area = 'local'): string | null {
  const s = area(kind);
  if (!s) return memory[kind].get(key) ?? null;
  try {
    return s.getItem(key);
  } catch {
    return memory[kind].get(key) ?? null;
  }
}

export function writeItem(key: string, value: string, kind: Area = 'local'): void {
  const s = area(kind);
  if (s) {
    try {
      s.setItem(key, value);
      return;
    } catch {
      // quota or a revoked permission: keep the value for this page's lifetime at least
    }
  }
  memory[kind].set(key, value);
}

export function removeItem(key: string, kind: Area = 'local'): void {
  memory[kind].delete(key);
  const s = area(kind);
  try {
    s?.removeItem(key);
  } catch {
    // nothing to clean up
  }
}
