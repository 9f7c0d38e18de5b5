import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../shared/config';
import { PAGES } from './pages';

describe('page registry', () => {
  it('gives every route a screen', () => {
    for (const route of ROUTES) expect(PAGES[route.name], route.name).toBeTruthy();
  });
});
