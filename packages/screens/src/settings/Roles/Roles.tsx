import { useState } from 'react';
import type { Role } from '@rabt/contract';
import {
  Badge,
  Button,
  ConfirmDialog,
  Heading,
  IconButton,
  Pencil,
  Plus,
  Table,
  Text,
  Trash2,
  useIntl,
  useT,
  type TableColumn,
} from '@rabt/ui';
import { defaultRenderLink, type RenderLink } from '../../_parts/ScreenLink.tsx';
import { isolate } from '../../_parts/text.ts';
import { ListBody } from '../../_parts/ListStates.tsx';
import * as styles from './Roles.css.ts';

export type RolesState =
  { state: 'loading' } | { state: 'error'; message?: string | null } | { state: 'ready'; roles: readonly Role[] };

export type RolesScreenProps = RolesState & {
  /** The member may create, edit and delete roles (team:create / edit / delete). */
  canManage: boolean;
  onNew: () => void;
  roleHref: (id: string) => string;
  /** Resolve when deleted; reject to keep the dialog open with its failure line. */
  onDelete: (id: string) => Promise<unknown>;
  onRetry: () => void;
  renderLink?: RenderLink;
};

function roleColumns({
  t,
  intl,
  canManage,
  roleHref,
  renderLink,
  setDeleting,
}: {
  t: (id: string, values?: Record<string, string | number>) => string;
  intl: { formatNumber: (n: number) => string };
  canManage: boolean;
  roleHref: (id: string) => string;
  renderLink: RenderLink;
  setDeleting: (role: Role) => void;
}): TableColumn<Role>[] {
  return [
    {
      id: 'role',
      header: t('screens.settings.roles.col.role'),
      cell: (r) => (
        <span className={styles.cellStack}>
          {renderLink({
            href: roleHref(r.id),
            children: (
              <Text as="span" weight="medium" dir="auto">
                {r.name}
              </Text>
            ),
          })}
          {r.description ? (
            <span className={styles.muted} dir="auto">
              {r.description}
            </span>
          ) : null}
        </span>
      ),
    },
    {
      id: 'permissions',
      header: t('screens.settings.roles.col.permissions'),
      cell: (r) => (
        <span className={styles.cellStack}>
          <span>{t('screens.settings.roles.permissionCount', { count: r.permissions.length })}</span>
          {r.built_in ? (
            <span>
              <Badge tone="neutral" size="small">
                {t('screens.settings.roles.builtIn')}
              </Badge>
            </span>
          ) : null}
        </span>
      ),
    },
    {
      id: 'members',
      header: t('screens.settings.roles.col.members'),
      align: 'end',
      cell: (r) => intl.formatNumber(r.members),
    },
    {
      id: 'actions',
      header: t('screens.settings.roles.col.actions'),
      hideHeader: true,
      align: 'end',
      cell: (r) =>
        canManage && !r.built_in ? (
          <span className={styles.actions}>
            {renderLink({
              href: roleHref(r.id),
              'aria-label': t('screens.settings.roles.edit', { name: r.name }),
              children: <Pencil size={16} aria-hidden />,
            })}
            <IconButton
              icon={Trash2}
              variant="ghost"
              size="small"
              aria-label={t('screens.settings.roles.delete', { name: r.name })}
              onClick={() => setDeleting(r)}
            />
          </span>
        ) : null,
    },
  ];
}

/** /settings/roles: the built-in roles, then the organisation's own, with what each allows. */
export function RolesScreen(props: RolesScreenProps) {
  const { canManage, onNew, roleHref, onDelete, onRetry, renderLink = defaultRenderLink } = props;
  const t = useT();
  const intl = useIntl();
  const [deleting, setDeleting] = useState<Role | null>(null);

  const columns = roleColumns({ t, intl, canManage, roleHref, renderLink, setDeleting });

  const body = (
    <ListBody
      state={props}
      skeleton={
        <Table<Role> caption={t('screens.settings.roles.caption')} columns={columns} rows={[]} getRowId={(r) => r.id} loading />
      }
      errorTitle={t('screens.settings.loadError')}
      onRetry={onRetry}
    >
      {props.state === 'ready' ? (
        <Table<Role> caption={t('screens.settings.roles.caption')} columns={columns} rows={props.roles} getRowId={(r) => r.id} />
      ) : null}
    </ListBody>
  );

  return (
    <section className={styles.page} aria-labelledby="roles-heading">
      <div className={styles.header}>
        <div className={styles.headerText}>
          <Heading level={1} id="roles-heading">
            {t('screens.settings.roles.title')}
          </Heading>
          <Text tone="muted">{t('screens.settings.roles.intro')}</Text>
        </div>
        {canManage ? (
          <Button icon={Plus} onClick={() => onNew()}>
            {t('screens.settings.roles.new')}
          </Button>
        ) : null}
      </div>
      {body}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={deleting ? t('screens.settings.roles.deleteTitle', { name: isolate(deleting.name) }) : ''}
        description={
          deleting
            ? deleting.members > 0
              ? t('screens.settings.roles.inUse', { count: deleting.members })
              : t('screens.settings.roles.deleteBody')
            : undefined
        }
        confirmLabel={t('screens.settings.roles.deleteConfirm')}
        errorMessage={t('screens.settings.roles.deleteFailed')}
        onConfirm={() => (deleting ? onDelete(deleting.id) : undefined)}
      />
    </section>
  );
}
