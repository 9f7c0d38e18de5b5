import { Button, Footnote, SimpleCell } from '@vkontakte/vkui';
import { Icon28AddSquareOutline, Icon28CheckCircleOutline } from '@vkontakte/icons';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $installing, $installMode, installClicked } from '../model';

/** The settings entry: install now (any time, whatever the offer's schedule), the iOS steps, or "installed". */
export function InstallSettings() {
  const { t } = useTranslation();
  const [mode, installing, install] = useUnit([$installMode, $installing, installClicked]);
  if (mode === 'installed') {
    return (
      <SimpleCell before={<Icon28CheckCircleOutline />} data-testid="install-entry" data-mode={mode}>
        {t('install.installed')}
      </SimpleCell>
    );
  }
  if (mode === 'unavailable') {
    return (
      <Footnote style={{ padding: '4px 16px 12px' }} data-testid="install-entry" data-mode={mode}>
        {t('install.unavailable')}
      </Footnote>
    );
  }
  return (
    <SimpleCell
      before={<Icon28AddSquareOutline />}
      subtitle={t(mode === 'ios' ? 'install.iosHint' : 'install.text')}
      after={
        <Button size="s" mode="secondary" loading={installing} onClick={() => install()} data-testid="install-settings-button">
          {t(mode === 'ios' ? 'install.how' : 'install.install')}
        </Button>
      }
      data-testid="install-entry"
      data-mode={mode}
    >
      {t('install.title')}
    </SimpleCell>
  );
}
