import type { Card } from '@rabt/contract';
import {
  Alert,
  Avatar,
  Button,
  Building2,
  Contact,
  CopyButton,
  EmptyState,
  Heading,
  Plus,
  Table,
  Text,
  useIntl,
  useT,
  type TableColumn,
} from '@rabt/ui';
import { ListBody } from '../../_parts/ListStates.tsx';
import { PlanLimitNotice, ReadOnlyPill, type PlanBlock } from '../../_parts/PlanLimitNotice.tsx';
import { defaultRenderLink, type RenderLink } from '../../_parts/ScreenLink.tsx';
import * as styles from './CardList.css.ts';

export type CardListState =
  | { state: 'loading' }
  | { state: 'error'; message?: string | null }
  /** The user's permissions do not cover cards (403). */
  | { state: 'forbidden' }
  | { state: 'ready'; cards: readonly Card[] };

export type CardListScreenProps = CardListState & {
  /** The plan's card limit is reached: "New card" becomes an upgrade prompt. */
  limit?: { limit: number } | null;
  onNew: () => void;
  onUpgrade: () => void;
  onRetry: () => void;
  /** Addresses in the app. */
  editHref: (id: string) => string;
  companiesHref: string;
  onCopied?: (url: string) => void;
  renderLink?: RenderLink;
  /** Some cards are over the plan's limit (rows with `read_only`): why, and the upgrade link. */
  readOnlyNotice?: PlanBlock | null;
};

const fullName = (c: Card) => [c.prefix, c.first_name, c.last_name].filter(Boolean).join(' ');

interface ColumnDeps {
  t: (id: string, values?: Record<string, string | number>) => string;
  formatNumber: (n: number) => string;
  editHref: (id: string) => string;
  renderLink: RenderLink;
  onCopied?: (url: string) => void;
}

function cardColumns(deps: ColumnDeps): TableColumn<Card>[] {
  const { t, editHref, renderLink, onCopied } = deps;
  return [
    {
      id: 'name',
      header: t('screens.cards.list.col.name'),
      cell: (c) => (
        <span className={styles.nameCell}>
          <Avatar name={fullName(c)} src={c.photo_url} size="small" decorative />
          <span className={styles.nameText}>
            {renderLink({
              href: editHref(c.id),
              'aria-label': t('screens.cards.list.open', { name: fullName(c) }),
              children: (
                <Text as="span" weight="medium" dir="auto">
                  {fullName(c)}
                </Text>
              ),
            })}
            <span className={styles.role} dir="auto">
              {c.job_title} · {c.department}
            </span>
          </span>
        </span>
      ),
    },
    {
      id: 'company',
      header: t('screens.cards.list.col.company'),
      cell: (c) => (
        <>
          <span dir="auto">{c.company_name}</span>
          {c.read_only ? <ReadOnlyPill /> : null}
        </>
      ),
    },
    {
      id: 'views',
      header: t('screens.cards.list.col.views'),
      align: 'end',
      cell: (c) => <span className={styles.nowrap}>{deps.formatNumber(c.views)}</span>,
    },
    {
      id: 'saves',
      header: t('screens.cards.list.col.saves'),
      align: 'end',
      cell: (c) => <span className={styles.nowrap}>{deps.formatNumber(c.saves)}</span>,
    },
    {
      id: 'link',
      header: t('screens.cards.list.col.link'),
      align: 'end',
      cell: (c) => (
        <span className={styles.link}>
          <bdi dir="ltr" className={styles.url}>
            {c.public_url.replace(/^https?:\/\//, '')}
          </bdi>
          <CopyButton
            value={c.public_url}
            iconOnly
            size="small"
            variant="ghost"
            aria-label={t('screens.cards.list.copy')}
            onCopy={onCopied}
          />
        </span>
      ),
    },
  ];
}

/** The account's business cards with their views and contact saves (spec §2 /cards). */
export function CardListScreen(props: CardListScreenProps) {
  const {
    limit,
    onNew,
    onUpgrade,
    onRetry,
    editHref,
    companiesHref,
    onCopied,
    renderLink = defaultRenderLink,
    readOnlyNotice,
  } = props;
  const t = useT();
  const intl = useIntl();

  const columns = cardColumns({ t, formatNumber: (n) => intl.formatNumber(n), editHref, renderLink, onCopied });

  const newButton = limit ? null : (
    <Button icon={Plus} onClick={() => onNew()}>
      {t('screens.cards.list.new')}
    </Button>
  );

  const body = (
    <ListBody
      state={props}
      rows={props.state === 'ready' ? props.cards : undefined}
      skeleton={
        <Table<Card> caption={t('screens.cards.list.caption')} columns={columns} rows={[]} getRowId={(c) => c.id} loading />
      }
      errorTitle={t('screens.cards.list.loadError')}
      onRetry={onRetry}
      empty={
        <EmptyState
          icon={Contact}
          title={t('screens.cards.list.emptyTitle')}
          description={t('screens.cards.list.emptyBody')}
          primaryAction={
            limit ? undefined : (
              <Button icon={Plus} onClick={() => onNew()}>
                {t('screens.cards.list.createFirst')}
              </Button>
            )
          }
        />
      }
    >
      {props.state === 'ready' ? (
        <Table<Card>
          caption={t('screens.cards.list.caption')}
          columns={columns}
          rows={props.cards}
          getRowId={(c) => c.id}
          data-testid="cards-table"
        />
      ) : null}
    </ListBody>
  );

  return (
    <section className={styles.page} aria-labelledby="cards-heading">
      <div className={styles.header}>
        <div className={styles.headerText}>
          <Heading level={1} id="cards-heading">
            {t('screens.cards.list.title')}
          </Heading>
          <Text tone="muted">{t('screens.cards.list.intro')}</Text>
        </div>
        {props.state === 'forbidden' ? null : (
          <div className={styles.headerActions}>
            {renderLink({
              href: companiesHref,
              children: (
                <span className={styles.link}>
                  <Building2 size={16} aria-hidden="true" />
                  {t('screens.cards.list.companies')}
                </span>
              ),
            })}
            {newButton}
          </div>
        )}
      </div>
      {limit && props.state !== 'forbidden' ? (
        <Alert
          tone="caution"
          title={t('screens.cards.limit.title')}
          action={<Button onClick={() => onUpgrade()}>{t('screens.cards.limit.upgrade')}</Button>}
        >
          {t('screens.cards.limit.body', { limit: limit.limit })}
        </Alert>
      ) : null}
      {readOnlyNotice && props.state === 'ready' ? <PlanLimitNotice block={readOnlyNotice} renderLink={renderLink} /> : null}
      {body}
    </section>
  );
}
