import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { feedRoutes } from '../modules/feed/feed.routes';
import { photoRoutes } from '../modules/photos/photos.routes';
import { startTestApp } from '../test/harness';

describe('named resource plugins (plugins/infrastructure.ts)', () => {
  it('refuses at boot a route module registered without a resource it reads, naming it', async () => {
    const app = Fastify();
    await expect(app.register(feedRoutes)).rejects.toThrow(/dependency 'db' of plugin 'feed-routes' is not registered/);
    await app.close();
    const bare = Fastify();
    await expect(bare.register(photoRoutes)).rejects.toThrow(/dependency 'photos' of plugin 'photo-routes' is not registered/);
    await bare.close();
  });

  it('keeps route modules encapsulated: the same module answers under both API prefixes', async () => {
    const t = await startTestApp();
    try {
      for (const prefix of ['/api/v1', '/api']) {
        const res = await t.app.inject({ method: 'GET', url: `${prefix}/feeds/main` });
        expect(res.statusCode).toBe(200);
      }
    } finally {
      await t.close();
    }
  });
});
