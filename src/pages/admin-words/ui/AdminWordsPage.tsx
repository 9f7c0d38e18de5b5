import { useEffect } from 'react';
import { Button, ButtonGroup, Group, Header, IconButton } from '@vkontakte/vkui';
import { Icon16Cancel, Icon20AddCircleOutline, Icon20DownloadOutline, Icon20UploadOutline } from '@vkontakte/icons';
import { useActiveVkuiLocation } from '@vkontakte/vk-mini-apps-router';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { Panel } from '@vkontakte/vkui';
import {
  $exporting,
  $page,
  $pane,
  $word,
  addClicked,
  exportClicked,
  importClicked,
  pageOpened,
  paneClosed,
  WordEditor,
  WordFilters,
  WordHistory,
  WordImport,
  WordList,
  WordSummary,
} from '../../../features/word-admin';
import { pathFor } from '../../../shared/config';
import { PageHeader, Spinner } from '../../../shared/ui';
import styles from './AdminWordsPage.module.css';
import '../../../shared/i18n/lazy/adminWords';

/** The side of the screen: an entry's editor and history, the form for a new word, or the import. */
function Pane() {
  const { t } = useTranslation('adminWords');
  const [pane, word, close] = useUnit([$pane, $word, paneClosed]);
  if (!pane) return null;
  const title = pane.kind === 'import' ? t('import.title') : pane.kind === 'new' ? t('editor.titleNew') : (word?.headword ?? '');
  return (
    <aside className={styles.pane} aria-label={title} data-testid="words-pane">
      <Group
        header={
          <Header
            size="l"
            after={
              <IconButton label={t('actions.close')} onClick={() => close()} data-testid="words-pane-close">
                <Icon16Cancel />
              </IconButton>
            }
          >
            {title}
          </Header>
        }
      >
        <Button mode="link" className={styles.backToList} onClick={() => close()}>
          {t('actions.backToList')}
        </Button>
        {pane.kind === 'import' ? (
          <WordImport />
        ) : pane.kind === 'new' ? (
          <WordEditor />
        ) : word && word.id === pane.id ? (
          <>
            <WordSummary word={word} />
            <WordEditor />
          </>
        ) : (
          <div className={styles.loading}>
            <Spinner size="m" />
          </div>
        )}
      </Group>
      {pane.kind === 'word' && word && word.id === pane.id ? (
        <Group>
          <WordHistory wordId={word.id} />
        </Group>
      ) : null}
    </aside>
  );
}

/** admin-words (`/admin/words`): the whole base vocabulary to browse, correct, extend, retire, import and export. */
export function AdminWordsPage({ nav }: { nav: string }) {
  const { t } = useTranslation('adminWords');
  const { panel } = useActiveVkuiLocation();
  const [opened, page, pane, add, openImport, exportCsv, exporting] = useUnit([pageOpened, $page, $pane, addClicked, importClicked, exportClicked, $exporting]);
  const active = panel === nav;
  useEffect(() => {
    if (active) opened();
  }, [active, opened]);

  return (
    <Panel nav={nav} data-testid="admin-words-panel">
      <PageHeader backTo={pathFor('main')}>
        {t('title')}
        {page ? ` · ${t('total', { count: page.meta.total })}` : ''}
      </PageHeader>
      <div className={styles.screen} data-pane={pane ? 'open' : 'closed'}>
        <div className={styles.main}>
          <div className={styles.toolbar}>
            <ButtonGroup gap="s" mode="horizontal" className={styles.actions}>
              <Button before={<Icon20AddCircleOutline />} onClick={() => add()} data-testid="words-add">
                {t('actions.add')}
              </Button>
              <Button mode="secondary" before={<Icon20UploadOutline />} onClick={() => openImport()} data-testid="words-import">
                {t('actions.import')}
              </Button>
              <Button mode="secondary" before={<Icon20DownloadOutline />} loading={exporting} onClick={() => exportCsv()} data-testid="words-export">
                {t('actions.export')}
              </Button>
            </ButtonGroup>
          </div>
          <WordFilters />
          <WordList />
        </div>
        <Pane />
      </div>
    </Panel>
  );
}
