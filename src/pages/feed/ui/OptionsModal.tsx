import { Group, Header, ModalPage, ModalPageHeader, SimpleCell } from '@vkontakte/vkui';
import {
  Icon28BookmarkOutline,
  Icon28EducationOutline,
  Icon28HelpOutline,
  Icon28NewsfeedOutline,
  Icon28SettingsOutline,
  Icon28StoryOutline,
  Icon28UsersOutline,
  Icon28BookSpreadOutline,
  Icon28DoneOutline,
} from '@vkontakte/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FEED_NAMES, type FeedName } from '../../../entities/feed';
import '../../../shared/i18n/lazy/feed';

const ICONS: Record<FeedName, ReactNode> = {
  main: <Icon28NewsfeedOutline />,
  bookmarks: <Icon28BookmarkOutline />,
  my: <Icon28StoryOutline />,
  base: <Icon28BookSpreadOutline />,
  authors: <Icon28UsersOutline />,
};

/** The feed's options (spec §2): collections, help, the level test and settings. */
export function OptionsModal({
  open,
  current,
  onClose,
  onCollection,
  onHelp,
  onLevelTest,
  onSettings,
}: {
  open: boolean;
  current: FeedName;
  onClose(): void;
  onCollection(name: FeedName): void;
  onHelp(): void;
  onLevelTest(): void;
  onSettings(): void;
}) {
  const { t } = useTranslation('feed');
  const { t: tc } = useTranslation();
  return (
    <ModalPage modalDismissButtonLabel={tc('actions.close')} open={open} onClose={onClose} size={420} dynamicContentHeight data-testid="feed-options" header={<ModalPageHeader>{t('actions.options')}</ModalPageHeader>}>
      <Group mode="plain" header={<Header size="s">{t('collections.label')}</Header>}>
        {FEED_NAMES.map((name) => (
          <SimpleCell
            key={name}
            before={ICONS[name]}
            after={name === current ? <Icon28DoneOutline fill="var(--vkui--color_icon_accent)" /> : undefined}
            onClick={() => onCollection(name)}
            data-testid={`feed-option-${name}`}
          >
            {t(`collections.${name}`)}
          </SimpleCell>
        ))}
      </Group>
      <Group mode="plain">
        <SimpleCell before={<Icon28HelpOutline />} onClick={onHelp} data-testid="feed-option-help">
          {t('actions.help')}
        </SimpleCell>
        <SimpleCell before={<Icon28EducationOutline />} onClick={onLevelTest}>
          {t('actions.levelTest')}
        </SimpleCell>
        <SimpleCell before={<Icon28SettingsOutline />} onClick={onSettings}>
          {t('actions.settings')}
        </SimpleCell>
      </Group>
    </ModalPage>
  );
}
