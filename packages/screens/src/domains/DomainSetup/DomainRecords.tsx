import type { DnsRecord } from '@rabt/contract';
import { CopyButton, Table, useT, type TableColumn } from '@rabt/ui';
import * as styles from './DomainSetup.css.ts';

export interface DomainRecordsProps {
  records: readonly DnsRecord[];
  caption: string;
  onCopied?: (value: string) => void;
}

function recordColumns(
  t: (id: string, values?: Record<string, string | number>) => string,
  onCopied?: (value: string) => void,
): TableColumn<DnsRecord>[] {
  return [
    { id: 'type', header: t('domains.records.type'), width: '5rem', cell: (r) => <span className={styles.code}>{r.type}</span> },
    {
      id: 'host',
      header: t('domains.records.host'),
      cell: (r) => (
        <span className={styles.recordCell}>
          <code className={styles.code} dir="ltr">
            {r.host}
          </code>
          <CopyButton
            value={r.host}
            iconOnly
            size="small"
            variant="ghost"
            aria-label={t('domains.records.copyHost', { type: r.type })}
            onCopy={onCopied}
          />
        </span>
      ),
    },
    {
      id: 'value',
      header: t('domains.records.value'),
      cell: (r) => (
        <span className={styles.recordCell}>
          <code className={styles.code} dir="ltr">
            {r.value}
          </code>
          <CopyButton
            value={r.value}
            iconOnly
            size="small"
            variant="ghost"
            aria-label={t('domains.records.copyValue', { type: r.type })}
            onCopy={onCopied}
          />
        </span>
      ),
    },
  ];
}

/** Records to create at the DNS provider: type, name and value, each name and value with a copy button. */
export function DomainRecords({ records, caption, onCopied }: DomainRecordsProps) {
  const t = useT();
  const columns = recordColumns(t, onCopied);
  return (
    <Table<DnsRecord>
      caption={caption}
      captionVisible
      columns={columns}
      rows={records}
      getRowId={(r) => `${r.type} ${r.host} ${r.value}`}
    />
  );
}
