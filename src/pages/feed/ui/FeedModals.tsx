import { Suspense } from 'react';
import { AppRootPortal } from '@vkontakte/vkui';
import { CheckQuestionModal } from '../../../features/check-question';
import type { FeedName, FeedRules } from '../../../entities/feed';
import { GuestPromptModal } from './GuestPromptModal';
import { HelpModal } from './HelpModal';
import { LimitModal } from './LimitModal';
import { OptionsModal } from './OptionsModal';

export interface FeedModalsProps {
  menu: 'options' | 'help' | null;
  current: FeedName;
  returnTo: string;
  /** From the server's last feed answer; null before it. */
  rules: FeedRules | null;
  onMenu(menu: 'options' | 'help' | null): void;
  onCollection(name: FeedName): void;
  onLevelTest(): void;
  onSettings(): void;
  onLearning(): void;
}

/** Every sheet of the feed in one lazy chunk: options, help, the guest prompt, the limits and the check question. */
export default function FeedModals(props: FeedModalsProps) {
  const close = () => props.onMenu(null);
  // Portalled to the app root: inside the panel the tab bar would cover a bottom sheet.
  return (
    <AppRootPortal usePortal>
      <OptionsModal
        open={props.menu === 'options'}
        current={props.current}
        onClose={close}
        onCollection={props.onCollection}
        onHelp={() => props.onMenu('help')}
        onLevelTest={props.onLevelTest}
        onSettings={props.onSettings}
      />
      <HelpModal open={props.menu === 'help'} onClose={close} rules={props.rules} />
      <GuestPromptModal returnTo={props.returnTo} />
      <LimitModal onLearning={props.onLearning} />
      <Suspense fallback={null}>
        <CheckQuestionModal />
      </Suspense>
    </AppRootPortal>
  );
}
