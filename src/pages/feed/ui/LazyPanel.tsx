import { Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Panel, PanelHeader, PanelSpinner } from '@vkontakte/vkui';

/** A screen whose body is its own chunk: a header and a spinner stand in while it loads. */
export function LazyPanel({ nav, component: Component }: { nav: string; component: LazyExoticComponent<ComponentType<{ nav: string }>> }) {
  return (
    <Suspense
      fallback={
        <Panel nav={nav} data-testid="panel-loading">
          <PanelHeader />
          <PanelSpinner size="l" />
        </Panel>
      }
    >
      <Component nav={nav} />
    </Suspense>
  );
}
