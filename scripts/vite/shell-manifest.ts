import { readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestEntry {
  url: string;
  revision: string | null;
  size: number;
}

/**
 * Workbox manifest transform: keeps only the app shell, i.e. index.html and the files it names (entry chunk,
 * modulepreloads, stylesheets, manifest, icons), plus the manifest's own icons. Everything else (lazy chunks, their
 * CSS, screenshots) is cached at run time by the service worker when the app first asks for it.
 */
export function shellOnly(outDir: string) {
  return async (entries: ManifestEntry[]) => {
    const html = readFileSync(join(outDir, 'index.html'), 'utf8');
    const named = new Set([...html.matchAll(/(?:src|href)="(?:\.?\/)?([^"]+)"/g)].map((m) => m[1]!));
    const keep = (url: string) => url === 'index.html' || url === 'manifest.webmanifest' || named.has(url) || /^icons\/(icon|maskable)-\d+\.png$/.test(url);
    return { manifest: entries.filter((e) => keep(e.url)), warnings: [] };
  };
}
