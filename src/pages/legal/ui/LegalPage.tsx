import { Div, Footnote, Group, Panel, SimpleCell, Text, Title } from '@vkontakte/vkui';
import { Icon28DocumentTextOutline } from '@vkontakte/icons';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $locale } from '../../../shared/i18n';
import { navigationRequested } from '../../../shared/navigation';
import { PageHeader } from '../../../shared/ui';
import { en } from '../content/en';
import { ru } from '../content/ru';
import type { LegalDocName } from '../content/types';
import styles from './LegalPage.module.css';
import { pathFor } from '../../../shared/config';
import '../../../shared/i18n/lazy/pages';

const NAMES: readonly LegalDocName[] = ['user-agreement', 'privacy', 'privacy-agreement'];
const isName = (value: string): value is LegalDocName => (NAMES as readonly string[]).includes(value);
const DOCS = { en, ru } as const;

/** The three legal documents (lazy chunk): user agreement, privacy policy and the 152-FZ consent, in both languages. */
export function LegalPage({ nav }: { nav: string }) {
  const { t } = useTranslation('pages');
  const [locale, navigate] = useUnit([$locale, navigationRequested]);
  const name: LegalDocName = isName(nav) ? nav : 'user-agreement';
  const docs = DOCS[locale];
  const doc = docs[name];
  return (
    <Panel nav={nav} data-testid="legal-page" data-doc={name}>
      <PageHeader backTo={pathFor('settings')}>{t(`titles.${name}`)}</PageHeader>
      <Group>
        <article className={styles.article} lang={locale}>
          <Title level="1" weight="2" className={styles.title}>
            {doc.title}
          </Title>
          <Footnote className={styles.updated}>{doc.updated}</Footnote>
          {doc.intro.map((p) => (
            <Text key={p} className={styles.paragraph}>
              {p}
            </Text>
          ))}
          {doc.sections.map((section) => (
            <section key={section.heading} className={styles.section}>
              <Title level="3" weight="2" className={styles.heading}>
                {section.heading}
              </Title>
              {section.paragraphs?.map((p) => (
                <Text key={p} className={styles.paragraph}>
                  {p}
                </Text>
              ))}
              {section.items ? (
                <ul className={styles.list}>
                  {section.items.map((item) => (
                    <li key={item}>
                      <Text>{item}</Text>
                    </li>
                  ))}
                </ul>
              ) : null}
            </section>
          ))}
        </article>
      </Group>
      <Group>
        <Div className={styles.others}>
          {NAMES.filter((other) => other !== name).map((other) => (
            <SimpleCell key={other} before={<Icon28DocumentTextOutline />} chevron="always" onClick={() => navigate({ to: `/${other}`, replace: true })}>
              {docs[other].title}
            </SimpleCell>
          ))}
        </Div>
      </Group>
    </Panel>
  );
}
