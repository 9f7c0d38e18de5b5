import type { ReactNode } from 'react';
import { Group, Header, SimpleCell } from '@vkontakte/vkui';
import {
  Icon28AddCircleOutline,
  Icon28BrainOutline,
  Icon28GameOutline,
  Icon28ListCheckOutline,
} from '@vkontakte/icons';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $user } from '../../entities/user';
import { $isLevelFixed, $progress } from '../../entities/progress';
import { LevelBadge } from '../../entities/card';
import { pathFor } from '../../shared/config';
import styles from './App.module.css';

/**
 * The desktop side menu below the navigation (issue 18: it was half empty): the learner's level, points and streak,
 * and the ways to practise that the phone reaches from inside the screens — training, the game, the level test,
 * a card of one's own.
 */
export function SideExtras({ current, onGo }: { current: string | undefined; onGo(path: string): void }) {
  const { t } = useTranslation('nav');
  const [user, progress, levelFixed] = useUnit([$user, $progress, $isLevelFixed]);
  type Item = { id: 'training' | 'game' | 'test' | 'newCard'; path: string; icon: ReactNode };
  const items: Item[] = [];
  if (user) items.push({ id: 'training', path: pathFor('training'), icon: <Icon28BrainOutline /> });
  items.push({ id: 'game', path: pathFor('game-match'), icon: <Icon28GameOutline /> });
  if (!user || (progress && !levelFixed)) items.push({ id: 'test', path: pathFor('test-easy'), icon: <Icon28ListCheckOutline /> });
  if (user && !user.isGuest) items.push({ id: 'newCard', path: pathFor('new-card'), icon: <Icon28AddCircleOutline /> });
  return (
    <>
      {progress ? (
        <Group header={<Header size="s">{t('side.progress')}</Header>} data-testid="side-progress">
          <div className={styles.stats}>
            <div className={styles.stat} data-testid="side-level">
              <span className={styles.statValue}>{progress.level === 'novice' ? t('side.novice') : <LevelBadge level={progress.level} />}</span>
              <span className={styles.statLabel}>{t('side.level')}</span>
            </div>
            <div className={styles.stat} data-testid="side-points">
              <span className={styles.statValue}>{progress.points}</span>
              <span className={styles.statLabel}>{t('side.points')}</span>
            </div>
            <div className={styles.stat} data-testid="side-streak">
              <span className={styles.statValue}>{progress.streak}</span>
              <span className={styles.statLabel}>{t('side.streak')}</span>
            </div>
          </div>
        </Group>
      ) : null}
      <Group header={<Header size="s">{t('side.practice')}</Header>} data-testid="side-practice">
        {items.map((item) => {
          const selected = current === item.path;
          return (
            <SimpleCell
              key={item.id}
              before={item.icon}
              onClick={() => onGo(item.path)}
              className={selected ? styles.selected : undefined}
              aria-current={selected ? 'page' : undefined}
              data-testid={`side-${item.id}`}
            >
              {t(`side.${item.id}`)}
            </SimpleCell>
          );
        })}
      </Group>
    </>
  );
}
