import { useEffect } from 'react';
import { Panel } from '@vkontakte/vkui';
import { useActiveVkuiLocation, useParams } from '@vkontakte/vk-mini-apps-router';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { CardEditorForm, editorOpened } from '../../../features/card-editor';
import { pathFor } from '../../../shared/config';
import { PageHeader } from '../../../shared/ui';
import '../model';
import '../../../shared/i18n/lazy/cards';

/** new-card (`/cards/create`) and edit-card (`/cards/{id}/edit`): full accounts only (the route guard sends others to log in). */
export function CardEditorPage({ nav }: { nav: string }) {
  const { t } = useTranslation('cards');
  const params = useParams<'id'>({ panel: nav });
  const { panel } = useActiveVkuiLocation();
  const open = useUnit(editorOpened);
  const editing = nav === 'edit-card';
  const cardId = editing ? (params?.id ?? '') : '';
  const active = panel === nav;

  useEffect(() => {
    if (active) open({ cardId });
  }, [active, cardId, open]);

  return (
    <Panel nav={nav} data-testid={`${nav}-panel`}>
      <PageHeader backTo={editing && cardId ? pathFor('show-card', { id: cardId }) : pathFor('main')}>{editing ? t('editor.editTitle') : t('editor.createTitle')}</PageHeader>
      {active ? <CardEditorForm editing={editing} /> : null}
    </Panel>
  );
}
