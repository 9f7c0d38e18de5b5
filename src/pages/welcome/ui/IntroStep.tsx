import type { ReactNode } from 'react';
import { Button, Text, Title } from '@vkontakte/vkui';
import { Icon28GameOutline, Icon28PictureStackOutline, Icon28ReplayOutline } from '@vkontakte/icons';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $user } from '../../../entities/user';
import { $platform, loginPath } from '../../../shared/platform';
import { navigationRequested } from '../../../shared/navigation';
import styles from './WelcomePage.module.css';
import '../../../shared/i18n/lazy/onboarding';

function Feature({ icon, tone, title, text }: { icon: ReactNode; tone: string; title: string; text: string }) {
  return (
    <li className={styles.feature}>
      <span className={styles.featureIcon} data-tone={tone} aria-hidden>
        {icon}
      </span>
      <span>
        <Text weight="2" className={styles.featureTitle}>
          {title}
        </Text>
        <Text className={styles.muted}>{text}</Text>
      </span>
    </li>
  );
}

/** A sample card in the feed's look, so the first thing a visitor sees is what they will be doing. */
function SampleCard() {
  const { t } = useTranslation('onboarding');
  return (
    <div className={styles.sample} aria-hidden>
      <div className={styles.samplePhoto}>
        <span className={styles.sampleLevel}>A1</span>
        <span className={styles.sampleApple} />
      </div>
      <div className={styles.sampleText}>
        <span className={styles.sampleWord}>{t('intro.cardWord')}</span>
        <span className={styles.sampleTranslation}>{t('intro.cardTranslation')}</span>
        <span className={styles.sampleExample}>{t('intro.cardExample')}</span>
      </div>
    </div>
  );
}

export function IntroStep({ onNext }: { onNext(): void }) {
  const { t } = useTranslation('onboarding');
  const [user, navigate, platform] = useUnit([$user, navigationRequested, $platform]);
  return (
    <>
      <SampleCard />
      <Title level="1" className={styles.title}>
        {t('intro.title')}
      </Title>
      <Text className={styles.lead}>{t('intro.text')}</Text>
      <ul className={styles.features}>
        <Feature icon={<Icon28PictureStackOutline />} tone="blue" title={t('intro.cards.title')} text={t('intro.cards.text')} />
        <Feature icon={<Icon28ReplayOutline />} tone="green" title={t('intro.training.title')} text={t('intro.training.text')} />
        <Feature icon={<Icon28GameOutline />} tone="orange" title={t('intro.game.title')} text={t('intro.game.text')} />
      </ul>
      <div className={styles.actions}>
        <Button size="l" stretched onClick={onNext} data-testid="onboarding-next">
          {t('next')}
        </Button>
        {user ? null : (
          <Button size="l" mode="tertiary" stretched onClick={() => navigate({ to: loginPath(platform) })} data-testid="onboarding-login">
            {t('haveAccount')}
          </Button>
        )}
      </div>
    </>
  );
}
