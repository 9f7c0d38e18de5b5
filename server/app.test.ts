import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { startTestApp } from './test/harness';

let cleanup: (() => Promise<void>) | null = null;
afterEach(async () => {
  await cleanup?.();
  cleanup = null;
});

it('starts on a fresh machine whose uploads directory does not exist yet, and creates it', async () => {
  const root = mkdtempSync(join(tmpdir(), 'slovo-fresh-'));
  const uploadsDir = join(root, 'var', 'uploads');
  const t = await startTestApp({ uploadsDir });
  cleanup = async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  };
  expect(existsSync(uploadsDir)).toBe(true);
  const res = await t.app.inject({ method: 'GET', url: '/uploads/avatars/nothing.webp' });
  expect(res.statusCode).toBe(404);
});
