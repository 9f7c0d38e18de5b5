import type { ReactNode } from 'react';
import { Button, Div, ModalPage, ModalPageHeader, SimpleCell } from '@vkontakte/vkui';
import {
  Icon24ArrowUpRectangleOutline,
  Icon24CheckCircleOutline,
  Icon24FireAltOutline,
  Icon24KeyboardOutline,
  Icon24Cards2Outline,
  Icon24RecentOutline,
} from '@vkontakte/icons';
import { useTranslation } from 'react-i18next';
import type { FeedRules } from '../../../entities/feed';
import styles from './FeedModals.module.css';
import '../../../shared/i18n/lazy/feed';

function Item({ icon, color, title, text }: { icon: ReactNode; color: string; title: string; text: string }) {
  return (
    <SimpleCell
      multiline
      before={
        <span className={styles.helpIcon} style={{ background: color }}>
          {icon}
        </span>
      }
      subtitle={text}
    >
      {title}
    </SimpleCell>
  );
}

/**
 * Spec §2 "options and help": how swipes, moves, limits, checks and levels work. The numbers are the server's
 * (`rules`); before its first feed answer the moves and limits are left out rather than guessed.
 */
export function HelpModal({ open, onClose, rules }: { open: boolean; onClose(): void; rules: FeedRules | null }) {
  const { t } = useTranslation('feed');
  const { t: tc } = useTranslation();
  return (
    <ModalPage modalDismissButtonLabel={tc('actions.close')}
      open={open}
      onClose={onClose}
      size={520}
      dynamicContentHeight
      data-testid="feed-help"
      header={<ModalPageHeader>{t('help.title')}</ModalPageHeader>}
    >
      <div className={styles.swipeDemo} aria-hidden>
        <span className={styles.demoPill} data-kind="learn">
          ← {t('actions.learn')}
        </span>
        <span className={styles.demoPill} data-kind="know">
          {t('actions.know')} →
        </span>
      </div>
      <div className={styles.helpList}>
        <Item icon={<Icon24Cards2Outline />} color="#2b8cff" title={t('help.swipes.title')} text={t('help.swipes.text')} />
        <Item icon={<Icon24KeyboardOutline />} color="#8a4bd8" title={t('help.keys.title')} text={t('help.keys.text')} />
        {rules ? <Item icon={<Icon24FireAltOutline />} color="#ff8a00" title={t('help.moves.title')} text={t('help.moves.text', { total: rules.moves })} /> : null}
        <Item icon={<Icon24CheckCircleOutline />} color="#4bb34b" title={t('help.checks.title')} text={t('help.checks.text')} />
        {rules ? (
          <Item
            icon={<Icon24RecentOutline />}
            color="#e64646"
            title={t('help.limits.title')}
            text={t('help.limits.text', { repeat: rules.repeat, total: rules.total })}
          />
        ) : null}
        <Item icon={<Icon24ArrowUpRectangleOutline />} color="#6a5cff" title={t('help.levels.title')} text={t('help.levels.text')} />
      </div>
      <Div>
        <Button size="l" mode="primary" stretched onClick={onClose}>
          {t('actions.ok')}
        </Button>
      </Div>
    </ModalPage>
  );
}
