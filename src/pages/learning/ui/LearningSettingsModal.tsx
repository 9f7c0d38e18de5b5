import { useEffect, useState } from 'react';
import { Button, Caption, Div, FormItem, ModalPage, ModalPageHeader, SimpleCell, Slider, Switch } from '@vkontakte/vkui';
import { Icon28SunOutline } from '@vkontakte/icons';
import { useTranslation } from 'react-i18next';
import styles from './LearningPage.module.css';
import '../../../shared/i18n/lazy/learning';

export const RETENTION_MIN = 0.8;
export const RETENTION_MAX = 0.95;

/** Vacation mode and the requested retention (PATCH user/learning-settings). */
export function LearningSettingsModal({
  open,
  onClose,
  vacation,
  retention,
  onChange,
}: {
  open: boolean;
  onClose(): void;
  vacation: boolean;
  retention: number;
  onChange(change: { vacation?: boolean; retention?: number }): void;
}) {
  const { t } = useTranslation('learning');
  const { t: tc } = useTranslation();
  const [value, setValue] = useState(Math.round(retention * 100));
  useEffect(() => setValue(Math.round(retention * 100)), [retention, open]);
  const commit = () => {
    const next = Math.min(RETENTION_MAX, Math.max(RETENTION_MIN, value / 100));
    if (Math.abs(next - retention) > 0.001) onChange({ retention: Number(next.toFixed(2)) });
  };
  return (
    <ModalPage modalDismissButtonLabel={tc('actions.close')}
      open={open}
      onClose={() => {
        commit();
        onClose();
      }}
      size={480}
      dynamicContentHeight
      data-testid="learning-settings"
      header={<ModalPageHeader>{t('settings.title')}</ModalPageHeader>}
    >
      <SimpleCell
        Component="label"
        before={<Icon28SunOutline />}
        after={
          <Switch
            checked={vacation}
            onChange={(e) => onChange({ vacation: e.target.checked })}
            data-testid="learning-vacation"
            aria-label={t('settings.vacation')}
          />
        }
        subtitle={t('settings.vacationHint')}
        multiline
      >
        {t('settings.vacation')}
      </SimpleCell>
      <FormItem
        top={
          <span className={styles.retentionTop}>
            <span>{t('settings.retention')}</span>
            <span className={styles.retentionValue} data-testid="learning-retention-value">
              {t('settings.retentionValue', { value })}
            </span>
          </span>
        }
        bottom={t('settings.retentionHint')}
      >
        <Slider
          min={RETENTION_MIN * 100}
          max={RETENTION_MAX * 100}
          step={1}
          value={value}
          onChange={(v) => setValue(v)}
          onPointerUp={commit}
          onKeyUp={commit}
          onBlur={commit}
          getAriaValueText={(v) => `${v}%`}
          aria-label={t('settings.retention')}
          data-testid="learning-retention"
        />
        <div className={styles.sliderEnds}>
          <Caption level="1">{t('settings.retentionLow')}</Caption>
          <Caption level="1">{t('settings.retentionHigh')}</Caption>
        </div>
      </FormItem>
      <Div>
        <Button
          size="l"
          stretched
          onClick={() => {
            commit();
            onClose();
          }}
          data-testid="learning-settings-done"
        >
          {t('settings.done')}
        </Button>
      </Div>
    </ModalPage>
  );
}
