import { useState } from 'react';
import type { Company } from '@rabt/contract';
import {
  Alert,
  Avatar,
  Button,
  Building2,
  ConfirmDialog,
  EmptyState,
  Heading,
  IconButton,
  Plus,
  Select,
  Table,
  Text,
  Trash2,
  useT,
  type TableColumn,
} from '@rabt/ui';
import { ListBody } from '../../_parts/ListStates.tsx';
import { defaultRenderLink, type RenderLink } from '../../_parts/ScreenLink.tsx';
import { isolate } from '../../_parts/text.ts';
import * as styles from './CompanyList.css.ts';

export type CompanyListState =
  | { state: 'loading' }
  | { state: 'error'; message?: string | null }
  | { state: 'forbidden' }
  | { state: 'ready'; companies: readonly Company[] };

export type CompanyListScreenProps = CompanyListState & {
  onNew: () => void;
  onRetry: () => void;
  editHref: (id: string) => string;
  cardsHref: string;
  /**
   * Delete; with `moveTo` the company's cards move there first. Reject to keep the dialog open
   * with the failure (a company still in use is refused by the server with its card count).
   */
  onDelete: (id: string, moveTo?: string) => Promise<unknown>;
  /** Opens the delete dialog of this company at once (stories, deep links). */
  initialDeleteId?: string;
  renderLink?: RenderLink;
};

interface ColumnDeps {
  t: (id: string, values?: Record<string, string | number>) => string;
  editHref: (id: string) => string;
  renderLink: RenderLink;
  onAskDelete: (id: string) => void;
}

function companyColumns({ t, editHref, renderLink, onAskDelete }: ColumnDeps): TableColumn<Company>[] {
  return [
    {
      id: 'name',
      header: t('screens.cards.company.field.name'),
      cell: (c) => (
        <span className={styles.nameCell}>
          <Avatar name={c.name} src={c.logo_url} shape="square" size="small" decorative />
          <span className={styles.nameText}>
            {renderLink({
              href: editHref(c.id),
              'aria-label': t('screens.cards.companies.edit', { name: c.name }),
              children: (
                <Text as="span" weight="medium" dir="auto">
                  {c.name}
                </Text>
              ),
            })}
            {c.logo_url ? null : <span className={styles.role}>{t('screens.cards.company.noLogo')}</span>}
          </span>
        </span>
      ),
    },
    {
      id: 'brand',
      header: t('screens.cards.company.field.brand_color'),
      cell: (c) => (
        <span className={styles.nameCell}>
          <span className={styles.swatch} style={{ background: c.brand_color }} aria-hidden="true" />
          <span className={styles.swatch} style={{ background: c.accent_color }} aria-hidden="true" />
          <bdi dir="ltr">{c.brand_color}</bdi>
        </span>
      ),
    },
    {
      id: 'cards',
      header: t('screens.cards.list.title'),
      align: 'end',
      cell: (c) => <span className={styles.nowrap}>{t('screens.cards.companies.cards', { count: c.cards })}</span>,
    },
    {
      id: 'actions',
      header: t('screens.cards.list.col.link'),
      hideHeader: true,
      align: 'end',
      cell: (c) => (
        <span className={styles.actions}>
          <IconButton
            icon={Trash2}
            variant="ghost"
            size="small"
            aria-label={t('screens.cards.companies.remove', { name: c.name })}
            onClick={() => onAskDelete(c.id)}
          />
        </span>
      ),
    },
  ];
}

/** Companies that cards belong to: logo, brand, how many cards use each (spec §2 /cards/companies). */
/** The card count of a COMPANY_IN_USE refusal (`{ code, details: { cards } }`), else null. */
function inUseCount(reason: unknown): number | null {
  const r = reason as { code?: unknown; details?: { cards?: unknown } } | null;
  return r?.code === 'COMPANY_IN_USE' && typeof r.details?.cards === 'number' ? r.details.cards : null;
}

export function CompanyListScreen(props: CompanyListScreenProps) {
  const { onNew, onRetry, editHref, cardsHref, onDelete, renderLink = defaultRenderLink } = props;
  const t = useT();
  const companies = props.state === 'ready' ? props.companies : [];
  const [deletingId, setDeletingId] = useState<string | null>(props.initialDeleteId ?? null);
  const [moveTo, setMoveTo] = useState('');
  const deleting = companies.find((c) => c.id === deletingId) ?? null;
  const others = companies.filter((c) => c.id !== deletingId);

  const columns = companyColumns({
    t,
    editHref,
    renderLink,
    onAskDelete: (id) => {
      setMoveTo('');
      setDeletingId(id);
    },
  });

  const body = (
    <ListBody
      state={props}
      rows={props.state === 'ready' ? props.companies : undefined}
      skeleton={
        <Table<Company>
          caption={t('screens.cards.companies.caption')}
          columns={columns}
          rows={[]}
          getRowId={(c) => c.id}
          loading
        />
      }
      errorTitle={t('screens.cards.companies.loadError')}
      onRetry={onRetry}
      empty={
        <EmptyState
          icon={Building2}
          title={t('screens.cards.companies.emptyTitle')}
          description={t('screens.cards.companies.emptyBody')}
          primaryAction={
            <Button icon={Plus} onClick={() => onNew()}>
              {t('screens.cards.companies.createFirst')}
            </Button>
          }
        />
      }
    >
      {props.state === 'ready' ? (
        <Table<Company>
          caption={t('screens.cards.companies.caption')}
          columns={columns}
          rows={props.companies}
          getRowId={(c) => c.id}
          data-testid="companies-table"
        />
      ) : null}
    </ListBody>
  );

  const inUse = deleting !== null && deleting.cards > 0;
  return (
    <section className={styles.page} aria-labelledby="companies-heading">
      <div className={styles.header}>
        <div className={styles.headerText}>
          <Heading level={1} id="companies-heading">
            {t('screens.cards.companies.title')}
          </Heading>
          <Text tone="muted">{t('screens.cards.companies.intro')}</Text>
        </div>
        {props.state === 'forbidden' ? null : (
          <div className={styles.headerActions}>
            {renderLink({ href: cardsHref, children: t('screens.cards.list.title') })}
            <Button icon={Plus} onClick={() => onNew()}>
              {t('screens.cards.companies.new')}
            </Button>
          </div>
        )}
      </div>
      {body}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeletingId(null);
        }}
        title={deleting ? t('screens.cards.companies.delete.title', { name: isolate(deleting.name) }) : ''}
        description={
          deleting
            ? inUse
              ? t('screens.cards.companies.delete.refused', { count: deleting.cards })
              : t('screens.cards.companies.delete.body')
            : undefined
        }
        confirmLabel={t(inUse ? 'screens.cards.companies.delete.moveAndDelete' : 'screens.cards.companies.delete.confirm')}
        onConfirm={() => {
          if (!deleting) return undefined;
          if (inUse && !moveTo) return Promise.reject(new Error(t('screens.cards.companies.delete.failed')));
          return onDelete(deleting.id, inUse ? moveTo : undefined).catch((reason: unknown) => {
            // Cards took the company since the list loaded: the server's refusal says how many (spec §8).
            const count = inUseCount(reason);
            throw new Error(
              count === null
                ? t('screens.cards.companies.delete.failed')
                : t('screens.cards.companies.delete.refused', { count }),
            );
          });
        }}
      >
        {inUse ? (
          <div className={styles.move}>
            {others.length === 0 ? (
              <Alert tone="caution" role="none">
                {t('screens.cards.companies.delete.noOther')}
              </Alert>
            ) : (
              <Select
                label={t('screens.cards.companies.delete.moveTo')}
                options={others.map((c) => ({ value: c.id, label: c.name }))}
                placeholder={t('screens.cards.field.companyPlaceholder')}
                value={moveTo}
                onValueChange={setMoveTo}
                required
              />
            )}
          </div>
        ) : null}
      </ConfirmDialog>
    </section>
  );
}
