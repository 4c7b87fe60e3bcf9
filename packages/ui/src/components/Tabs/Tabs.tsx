import * as RadixTabs from '@radix-ui/react-tabs';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Icon } from '../../icons/Icon.tsx';
import { useDirection, useIntl } from '../../i18n/I18nProvider.tsx';
import * as styles from './Tabs.css.ts';

export interface TabItem {
  /** Identifies the tab; what `onValueChange` reports. */
  value: string;
  label: ReactNode;
  /** A count after the label, formatted for the locale (e.g. 1,204 links). */
  count?: number;
  icon?: LucideIcon;
  disabled?: boolean;
  /** The panel shown while this tab is active. */
  content: ReactNode;
}

export interface TabsProps {
  items: readonly TabItem[];
  /** Names the tab list, e.g. "Link details". */
  'aria-label': string;
  /** Controlled active tab. */
  value?: string;
  /** Initial tab when uncontrolled. @defaultValue the first item */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** `manual`: arrow keys move focus, Enter/Space activate (for panels that load data). @defaultValue 'automatic' */
  activationMode?: 'automatic' | 'manual';
}

/**
 * Tabs (Radix) with optional counts. Arrow keys follow the reading direction: in Arabic the
 * left arrow moves to the next tab.
 */
export function Tabs({
  items,
  'aria-label': label,
  value,
  defaultValue,
  onValueChange,
  activationMode = 'automatic',
}: TabsProps) {
  const dir = useDirection();
  const intl = useIntl();
  return (
    <RadixTabs.Root
      className={styles.root}
      dir={dir}
      value={value}
      defaultValue={defaultValue ?? items[0]?.value}
      onValueChange={onValueChange}
      activationMode={activationMode}
    >
      <RadixTabs.List className={styles.list} aria-label={label}>
        {items.map((item) => (
          <RadixTabs.Trigger key={item.value} value={item.value} disabled={item.disabled} className={styles.trigger}>
            {item.icon ? <Icon icon={item.icon} size={16} /> : null}
            <span>{item.label}</span>
            {item.count === undefined ? null : <span className={styles.count}>{intl.formatNumber(item.count)}</span>}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.value} value={item.value} className={styles.panel}>
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
