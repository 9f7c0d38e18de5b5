import { useEffect, useRef, useState } from 'react';
import { Button, Headline } from '@vkontakte/vkui';
import { useTranslation } from 'react-i18next';
import { TEST_LEVELS, type TestLevel } from '../../../entities/level-test';
import { levelCode } from '../lib/levels';
import styles from './LevelTest.module.css';
import '../../../shared/i18n/lazy/levelTest';

/** "I know my level": pick one, then confirm (a single tap would make a mis-tap irreversible). */
export function LevelChooser({ id, busy, disabled, onConfirm }: { id: string; busy: boolean; disabled: boolean; onConfirm(level: TestLevel): void }) {
  const { t } = useTranslation('levelTest');
  const [picked, setPicked] = useState<TestLevel | null>(null);
  const code = (level: TestLevel) => levelCode(level, t('preA1'));
  // It opens below the intro's buttons: bring it on screen, or on a phone the tap seems to do nothing (issue 18).
  const root = useRef<HTMLElement>(null);
  useEffect(() => {
    root.current?.scrollIntoView?.({ block: 'center', behavior: window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
  }, []);

  return (
    <section ref={root} id={id} className={styles.chooser} aria-labelledby={`${id}-title`} data-testid="level-test-chooser">
      <Headline level="2" weight="2" id={`${id}-title`}>
        {t('intro.chooseTitle')}
      </Headline>
      <div className={styles.levelGrid} role="radiogroup" aria-labelledby={`${id}-title`}>
        {TEST_LEVELS.map((level) => (
          <button
            key={level}
            type="button"
            role="radio"
            aria-checked={picked === level}
            className={styles.levelChip}
            data-wide={level === 'novice'}
            onClick={() => setPicked(level)}
            data-testid="level-test-level"
            data-level={level}
          >
            <span className={styles.levelChipCode}>{code(level)}</span>
            <span className={styles.levelChipName}>{t(`levels.${level}`)}</span>
          </button>
        ))}
      </div>
      <Button
        size="l"
        stretched
        disabled={!picked || disabled}
        loading={busy}
        onClick={() => picked && onConfirm(picked)}
        data-testid="level-test-choose-confirm"
      >
        {picked === 'novice' ? t('intro.chooseConfirmNovice') : t('intro.chooseConfirm', { level: picked ? code(picked) : '…' })}
      </Button>
    </section>
  );
}
