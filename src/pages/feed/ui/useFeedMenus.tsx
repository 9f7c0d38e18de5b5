import { Suspense, useCallback, useEffect, useState } from 'react';
import { PanelHeaderButton } from '@vkontakte/vkui';
import { Icon28MoreHorizontal } from '@vkontakte/icons';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $feedRules, type FeedName } from '../../../entities/feed';
import { $check, preloadCheckQuestionModal } from '../../../features/check-question';
import { $block } from '../../../features/know-or-learn';
import { $guestPrompt } from '../model/composition';
import { navigationRequested } from '../../../shared/navigation';
import { pathFor } from '../../../shared/config';
import { lazyPage } from '../../../shared/lib/lazy-page';
import '../../../shared/i18n/lazy/feed';

const loadModals = () => import('./FeedModals');
const FeedModals = lazyPage(() => loadModals().then((m) => m.default));

export const collectionPath = (name: FeedName) => (name === 'main' ? pathFor('main') : pathFor('feed', { name }));

/**
 * The options button of the header and every sheet of the feed. The sheets are a lazy chunk, fetched when the
 * browser is idle after the first screen (so the first check question opens at once) or when one is needed.
 */
export function useFeedMenus(current: FeedName, returnTo: string) {
  const { t } = useTranslation('feed');
  const [navigate, rules, check, block, guestPrompt] = useUnit([navigationRequested, $feedRules, $check, $block, $guestPrompt]);
  const [menu, setMenu] = useState<'options' | 'help' | null>(null);
  const needed = menu !== null || check !== null || block !== null || guestPrompt !== null;
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (needed) setMounted(true);
  }, [needed]);
  useEffect(() => {
    const idle = (globalThis as { requestIdleCallback?: (cb: () => void) => number }).requestIdleCallback;
    const run = () => void Promise.all([loadModals(), preloadCheckQuestionModal()]).catch(() => undefined);
    if (idle) idle(run);
    else setTimeout(run, 1500);
  }, []);
  const close = useCallback(() => setMenu(null), []);
  const button = (
    <PanelHeaderButton aria-label={t('actions.options')} onClick={() => setMenu('options')} data-testid="feed-options-button">
      <Icon28MoreHorizontal />
    </PanelHeaderButton>
  );
  const modals =
    mounted || needed ? (
      <Suspense fallback={null}>
        <FeedModals
          menu={menu}
          current={current}
          returnTo={returnTo}
          rules={rules}
          onMenu={setMenu}
          onCollection={(name) => {
            close();
            if (name !== current) navigate({ to: collectionPath(name), replace: true });
          }}
          onLevelTest={() => {
            close();
            navigate({ to: pathFor('test-easy') });
          }}
          onSettings={() => {
            close();
            navigate({ to: pathFor('settings') });
          }}
          onLearning={() => navigate({ to: pathFor('learning') })}
        />
      </Suspense>
    ) : null;
  return { button, modals, openHelp: () => setMenu('help'), modalOpen: needed };
}
