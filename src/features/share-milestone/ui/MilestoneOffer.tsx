import { Suspense } from 'react';
import { lazyPage } from '../../../shared/lib/lazy-page';
import { useUnit } from 'effector-react';
import { $offer } from '../model';

const MilestoneOfferCard = lazyPage(() => import('./MilestoneOfferCard').then((m) => m.default));

/** What the app renders: nothing while there is no offer; the card (its own chunk, with its strings) when there is. */
export function MilestoneOffer() {
  const offer = useUnit($offer);
  if (!offer) return null;
  return (
    <Suspense fallback={null}>
      <MilestoneOfferCard offer={offer} />
    </Suspense>
  );
}
