import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button, Placeholder } from '@vkontakte/vkui';
import { Icon56ErrorTriangleOutline } from '@vkontakte/icons';
import { Translation } from 'react-i18next';
import { currentPage, reportError } from '../../shared/api';
import { releasePrerender } from '../../shared/lib';
import { hidePreloader } from '../preloader';

interface State {
  failed: boolean;
}

/** The one error boundary (style.md): a render crash is reported and replaced by a reload offer, not a blank page. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    hidePreloader();
    releasePrerender();
    void reportError({
      err: error.message || String(error),
      instance: 'react:boundary',
      info: JSON.stringify({ componentStack: info.componentStack?.slice(0, 2000), page: currentPage() }),
      stack: error.stack,
    });
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <Translation ns="errors">
        {(t) => (
          <Placeholder
            stretched
            data-testid="app-crash"
            icon={<Icon56ErrorTriangleOutline />}
            title={t('boundary.title')}
            action={
              <Button size="l" onClick={() => window.location.reload()}>
                {t('boundary.reload')}
              </Button>
            }
          >
            {t('boundary.text')}
          </Placeholder>
        )}
      </Translation>
    );
  }
}
