import { lazy, Suspense } from 'react';
import { useUnit } from 'effector-react';
import { $offer } from '../model';

const MilestoneOfferCard = lazy(() => import('./MilestoneOfferCard'));

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
