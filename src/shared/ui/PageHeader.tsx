import type { ReactNode } from 'react';
import { PanelHeader, PanelHeaderBack, usePlatform } from '@vkontakte/vkui';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { backRequested } from '../navigation';
import styles from './PageHeader.module.css';

export interface PageHeaderProps {
  children: ReactNode;
  /** Shows a back button that returns to the previous in-app route, or replaces the page with this path. */
  backTo?: string;
  before?: ReactNode;
  after?: ReactNode;
}

export function PageHeader({ children, backTo, before, after }: PageHeaderProps) {
  const { t } = useTranslation();
  const back = useUnit(backRequested);
  const desktop = usePlatform() === 'vkcom';
  return (
    <PanelHeader
      typographyProps={desktop ? { Component: 'h1', className: styles.desktopTitle } : undefined}
      before={backTo ? <PanelHeaderBack label={t('actions.back')} onClick={() => back(backTo)} className={styles.back} /> : before}
      after={after}
    >
      {children}
    </PanelHeader>
  );
}
