import type { ReactNode } from 'react';
import { Alert, Button, EmptyState, Select, ShieldAlert, WifiOff, useT } from '@rabt/ui';

/**
 * What a list screen can be showing. Lists whose API tells "none yet" and "none match" apart say
 * `empty` / `noMatches`; the others stay `ready` and let `ListBody` tell from their rows.
 */
export type ListState =
  | { state: 'loading' }
  /** The list could not be loaded; `offline` when the request got no answer. */
  | { state: 'error'; message?: string | null; offline?: boolean }
  /** The user's role does not include viewing this list (403). */
  | { state: 'forbidden' }
  | { state: 'empty' }
  | { state: 'noMatches' }
  | { state: 'ready' };

export interface ListBodyProps {
  /** The screen's state (its props as they come: only `state`, `message` and `offline` are read). */
  state: ListState;
  /** A ready list's rows: none means `empty`, or `noMatches` when `filtered`. Leave out for a list that is never empty. */
  rows?: readonly unknown[];
  /** The search or a filter is set. @defaultValue false */
  filtered?: boolean;
  /** While loading: the screen's table as a skeleton (with the toolbar, where the body holds it). */
  skeleton: ReactNode;
  /** The error alert's title ("Could not load your QR codes"). */
  errorTitle: string;
  /**
   * A panel for an unanswered request, where the list is the whole page; without it an offline
   * error is an ordinary load error (the shell's banner already says offline).
   */
  offline?: { title: string; body: string };
  onRetry: () => void;
  /** Nothing yet: what the list is for and how to make the first one. */
  empty?: ReactNode;
  /** Nothing matches: how to clear the search and filters. */
  noMatches?: ReactNode;
  /** The rows: the table and what goes with it (pages). */
  children: ReactNode;
}

/**
 * The body of every list screen (links, QR codes, cards, companies, domains, members, roles,
 * apps, access requests, workspaces): one component in every state, so the table a screen shows
 * while loading is the same element, kept with its focus and scroll, when the rows arrive.
 */
export function ListBody(props: ListBodyProps) {
  const { state: load, rows, filtered = false, skeleton, errorTitle, offline, onRetry, empty, noMatches, children } = props;
  const t = useT();
  switch (load.state) {
    case 'loading':
      return skeleton;
    case 'forbidden':
      return <EmptyState icon={ShieldAlert} title={t('screens.permission.heading')} description={t('screens.permission.body')} />;
    case 'error':
      return load.offline && offline ? (
        <EmptyState
          icon={WifiOff}
          title={offline.title}
          description={offline.body}
          primaryAction={<Button onClick={() => onRetry()}>{t('screens.common.retry')}</Button>}
        />
      ) : (
        <Alert
          tone="critical"
          title={errorTitle}
          action={
            <Button variant="secondary" onClick={() => onRetry()}>
              {t('screens.common.retry')}
            </Button>
          }
        >
          {load.message || t('screens.common.genericError')}
        </Alert>
      );
    case 'empty':
      return empty;
    case 'noMatches':
      return noMatches;
    case 'ready':
      if (rows && rows.length === 0) return filtered ? noMatches : empty;
      return children;
    default: {
      const never: never = load;
      return never;
    }
  }
}

export interface ListFilter {
  label: string;
  value: string;
  /** The option that lifts this filter ("All domains"). */
  all: { value: string; label: string };
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}

export interface ListToolbarProps {
  /** The screen's layout for it (its columns depend on how many filters it has). */
  className: string;
  'aria-label'?: string;
  /** The search field. */
  search: ReactNode;
  filters: readonly ListFilter[];
}

/** A list's search and filters: one search landmark, each filter a select that starts with "All …". */
export function ListToolbar({ className, search, filters, ...rest }: ListToolbarProps) {
  return (
    <div className={className} role="search" aria-label={rest['aria-label']}>
      {search}
      {filters.map((filter) => (
        <Select
          key={filter.label}
          label={filter.label}
          placeholder={false}
          value={filter.value}
          onValueChange={filter.onChange}
          options={[filter.all, ...filter.options]}
        />
      ))}
    </div>
  );
}
