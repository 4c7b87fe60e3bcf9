import type { App } from '@rabt/contract';
import { Button, EmptyState, Heading, Plus, Table, Text, useIntl, useT, type TableColumn } from '@rabt/ui';
import { defaultRenderLink, type RenderLink } from '../../_parts/ScreenLink.tsx';
import { ListBody } from '../../_parts/ListStates.tsx';
import * as styles from './Apps.css.ts';

export type AppsState =
  { state: 'loading' } | { state: 'error'; message?: string | null } | { state: 'ready'; apps: readonly App[] };

export type AppsScreenProps = AppsState & {
  canCreate: boolean;
  onNew: () => void;
  appHref: (id: string) => string;
  /** The interactive API reference (OpenAPI) for key users. */
  referenceHref: string;
  onRetry: () => void;
  renderLink?: RenderLink;
};

const lastUsed = (app: App) =>
  app.keys
    .map((k) => k.last_used_at)
    .filter((d): d is string => d !== null)
    .toSorted()
    .at(-1) ?? null;

function appColumns({
  t,
  intl,
  appHref,
  renderLink,
}: {
  t: (id: string, values?: Record<string, string | number>) => string;
  intl: { formatNumber: (n: number) => string; formatDate: (d: string, o: Intl.DateTimeFormatOptions) => string };
  appHref: (id: string) => string;
  renderLink: RenderLink;
}): TableColumn<App>[] {
  return [
    {
      id: 'app',
      header: t('screens.settings.apps.col.app'),
      cell: (a) => (
        <span className={styles.cellStack}>
          {renderLink({
            href: appHref(a.id),
            children: (
              <Text as="span" weight="medium" dir="auto">
                {a.name}
              </Text>
            ),
          })}
          {a.description ? (
            <span className={styles.muted} dir="auto">
              {a.description}
            </span>
          ) : null}
        </span>
      ),
    },
    {
      id: 'keys',
      header: t('screens.settings.apps.col.keys'),
      align: 'end',
      cell: (a) => intl.formatNumber(a.keys.filter((k) => k.revoked_at === null).length),
    },
    {
      id: 'lastUsed',
      header: t('screens.settings.apps.col.lastUsed'),
      cell: (a) => {
        const at = lastUsed(a);
        return (
          <span className={styles.nowrap}>{at ? intl.formatDate(at, { dateStyle: 'medium' }) : t('screens.settings.never')}</span>
        );
      },
    },
  ];
}

/** /settings/apps: the organisation's API apps, their active keys and last use. */
export function AppsScreen(props: AppsScreenProps) {
  const { canCreate, onNew, appHref, referenceHref, onRetry, renderLink = defaultRenderLink } = props;
  const t = useT();
  const intl = useIntl();
  const columns = appColumns({ t, intl, appHref, renderLink });
  const body = (
    <ListBody
      state={props}
      rows={props.state === 'ready' ? props.apps : undefined}
      skeleton={
        <Table<App> caption={t('screens.settings.apps.caption')} columns={columns} rows={[]} getRowId={(a) => a.id} loading />
      }
      errorTitle={t('screens.settings.loadError')}
      onRetry={onRetry}
      empty={
        <EmptyState
          title={t('screens.settings.apps.empty')}
          primaryAction={
            canCreate ? (
              <Button icon={Plus} onClick={() => onNew()}>
                {t('screens.settings.apps.new')}
              </Button>
            ) : undefined
          }
        />
      }
    >
      {props.state === 'ready' ? (
        <Table<App> caption={t('screens.settings.apps.caption')} columns={columns} rows={props.apps} getRowId={(a) => a.id} />
      ) : null}
    </ListBody>
  );

  return (
    <section className={styles.page} aria-labelledby="apps-heading">
      <div className={styles.header}>
        <div className={styles.headerText}>
          <Heading level={1} id="apps-heading">
            {t('screens.settings.apps.title')}
          </Heading>
          <Text tone="muted">{t('screens.settings.apps.intro')}</Text>
          <span>{renderLink({ href: referenceHref, children: t('screens.settings.apps.reference') })}</span>
        </div>
        {canCreate && props.state === 'ready' && props.apps.length > 0 ? (
          <Button icon={Plus} onClick={() => onNew()}>
            {t('screens.settings.apps.new')}
          </Button>
        ) : null}
      </div>
      {body}
    </section>
  );
}
