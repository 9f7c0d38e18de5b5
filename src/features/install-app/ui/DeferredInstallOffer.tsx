import { Suspense } from 'react';
import { lazyPage } from '../../../shared/lib/lazy-page';
import { useUnit } from 'effector-react';
import { $offerLoaded, loadInstallOffer } from '../wiring';

const InstallOffer = lazyPage(() => loadInstallOffer().then((m) => m.InstallOffer));

/** What the app renders: nothing until the offer's chunk has loaded after the first screen (../wiring.ts), then the banner. */
export function DeferredInstallOffer() {
  const loaded = useUnit($offerLoaded);
  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <InstallOffer />
    </Suspense>
  );
}
