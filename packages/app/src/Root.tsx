import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { AppView } from './AppView.tsx';
import { ServicesProvider, type AppContext } from './startup/context.ts';

/** Plugin wrappers around the app, the first plugin's outermost (i18n wraps notifications …). */
export function composeWrappers(context: AppContext, inner: ReactNode): ReactNode {
  return context.wrappers.reduceRight<ReactNode>((children, wrap) => wrap(children), inner);
}

export function Root({ context, swrProvider }: { context: AppContext; swrProvider?: () => Map<unknown, unknown> }) {
  return composeWrappers(
    context,
    <ServicesProvider value={context.services}>
      <SWRConfig value={swrProvider ? { provider: swrProvider as never } : {}}>
        <AppView />
      </SWRConfig>
    </ServicesProvider>,
  );
}
