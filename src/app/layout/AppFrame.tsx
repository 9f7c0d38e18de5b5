import type { ReactNode } from 'react';
import { PanelHeader, SplitCol, SplitLayout } from '@vkontakte/vkui';

/**
 * The page's frame around the screens: the centred split layout, the desktop header strip (not in the vk.com look),
 * an optional side column, the main column. One place for it: the app renders it (./App.tsx) and so does the tour's
 * prerender in index.html (../prerender/render.tsx), which must match the app's first screen to the pixel.
 */
export function AppFrame({ isDesktop, showHeader, side, children }: { isDesktop: boolean; showHeader: boolean; side?: ReactNode; children: ReactNode }) {
  return (
    <SplitLayout center header={isDesktop && showHeader ? <PanelHeader delimiter="none" /> : undefined}>
      {side}
      {/* Desktop: a column wide enough for the feed's card with its meaning beside it and for wider lists (issue 18). */}
      <SplitCol width="100%" maxWidth={isDesktop ? 920 : '100%'} stretchedOnMobile autoSpaced={isDesktop}>
        {children}
      </SplitCol>
    </SplitLayout>
  );
}
