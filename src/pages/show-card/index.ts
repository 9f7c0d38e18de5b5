import { lazyPage } from '../../shared/lib/lazy-page';

// Opened from a collection or a shared link: its own chunk (`show-card` is lazy in the route table).
export const ShowCardPage = lazyPage(() => import('./ui/ShowCardPage').then((m) => m.ShowCardPage));
