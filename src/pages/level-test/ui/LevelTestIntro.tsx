import { useState } from 'react';
import { Button, Caption, Footnote, Headline, SegmentedControl, Text, Title } from '@vkontakte/vkui';
import { Icon24ClockOutline, Icon24GhostOutline, Icon24QuestionOutline, Icon56NotebookCheckOutline } from '@vkontakte/icons';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import {
  $entry,
  $isRejecting,
  $isStarting,
  ENTRIES,
  entryChosen,
  rejectClicked,
  startClicked,
  type LevelTestEntry,
} from '../../../entities/level-test';
import { LevelChooser } from './LevelChooser';
import styles from './LevelTest.module.css';
import '../../../shared/i18n/lazy/levelTest';

export function LevelTestIntro() {
  const { t } = useTranslation('levelTest');
  const [entry, starting, rejecting] = useUnit([$entry, $isStarting, $isRejecting]);
  const on = useUnit({ entryChosen, startClicked, rejectClicked });
  const [choosing, setChoosing] = useState(false);

  return (
    <div className={styles.column} data-testid="level-test-intro" data-entry={entry}>
      <div className={styles.hero}>
        <span className={styles.heroIcon} aria-hidden>
          <Icon56NotebookCheckOutline />
        </span>
        <Title level="1" Component="h2">
          {t('intro.title')}
        </Title>
        <Text className={styles.lead}>{t('intro.lead')}</Text>
      </div>

      <ul className={styles.facts}>
        <li>
          <Icon24ClockOutline className={styles.factIcon} aria-hidden />
          <Text>{t('intro.facts.time')}</Text>
        </li>
        <li>
          <Icon24QuestionOutline className={styles.factIcon} aria-hidden />
          <Text>{t('intro.facts.honest')}</Text>
        </li>
        <li>
          <Icon24GhostOutline className={styles.factIcon} aria-hidden />
          <Text>{t('intro.facts.fake')}</Text>
        </li>
      </ul>

      <section className={styles.entry} aria-labelledby="level-test-entry-label">
        <Headline level="2" weight="2" id="level-test-entry-label">
          {t('intro.entryLabel')}
        </Headline>
        <SegmentedControl
          size="l"
          name="level-test-entry"
          value={entry}
          onChange={(value) => on.entryChosen(value as LevelTestEntry)}
          options={ENTRIES.map((e) => ({ value: e, label: t(`intro.entries.${e}`), 'data-testid': `level-test-entry-${e}` }))}
          data-testid="level-test-entry"
          data-value={entry}
        />
        <Caption level="1" className={styles.muted}>
          {t(`intro.entryHints.${entry}`)}
        </Caption>
      </section>

      <div className={styles.actions}>
        <Button size="l" stretched loading={starting} disabled={rejecting} onClick={() => on.startClicked()} data-testid="level-test-start">
          {t('intro.start')}
        </Button>
        <Button
          size="l"
          mode="secondary"
          stretched
          disabled={starting || rejecting}
          onClick={() => on.rejectClicked(undefined)}
          data-testid="level-test-skip"
        >
          {t('intro.skip')}
        </Button>
        <Button
          size="l"
          mode="tertiary"
          stretched
          aria-expanded={choosing}
          aria-controls="level-test-chooser"
          onClick={() => setChoosing((open) => !open)}
          data-testid="level-test-choose"
        >
          {t('intro.choose')}
        </Button>
      </div>
      {choosing ? <LevelChooser id="level-test-chooser" busy={rejecting} disabled={starting} onConfirm={(level) => on.rejectClicked(level)} /> : null}
      {choosing ? (
        <Footnote className={styles.centerMuted}>{t('intro.chooseHint')}</Footnote>
      ) : null}
    </div>
  );
}
