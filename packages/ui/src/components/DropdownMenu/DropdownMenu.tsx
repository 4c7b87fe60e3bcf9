import * as Menu from '@radix-ui/react-dropdown-menu';
import type { LucideIcon } from 'lucide-react';
import type { MouseEventHandler, ReactElement, ReactNode } from 'react';
import { Check, Circle } from '../../icons/index.ts';
import { Icon } from '../../icons/Icon.tsx';
import { useDirection } from '../../i18n/I18nProvider.tsx';
import * as styles from './DropdownMenu.css.ts';

export const menuAligns = ['start', 'center', 'end'] as const;
export type MenuAlign = (typeof menuAligns)[number];
export const menuItemTones = ['default', 'danger'] as const;
export type MenuItemTone = (typeof menuItemTones)[number];

export interface DropdownMenuProps {
  /** The button that opens the menu (Button or IconButton). It must accept a ref. */
  trigger: ReactElement;
  /** Items, labels, separators, checkable and radio items. */
  children: ReactNode;
  /** Alignment to the trigger, logical: `end` is the right edge in LTR and the left edge in RTL. @defaultValue 'end' */
  align?: MenuAlign;
  /** @defaultValue 'bottom' */
  side?: 'top' | 'bottom';
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Passed to the content, e.g. for tests. */
  'data-testid'?: string;
}

/**
 * A menu of actions (Radix): arrow keys move, Enter/Space select, typing jumps to an item,
 * Escape closes and returns focus. Direction comes from the ui's locale, so it aligns and
 * navigates correctly in Arabic.
 */
export function DropdownMenu({
  trigger,
  children,
  align = 'end',
  side = 'bottom',
  open,
  defaultOpen,
  onOpenChange,
  'data-testid': testId,
}: DropdownMenuProps) {
  const dir = useDirection();
  return (
    <Menu.Root dir={dir} open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <Menu.Trigger asChild>{trigger}</Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          className={styles.content}
          align={align}
          side={side}
          sideOffset={6}
          collisionPadding={8}
          data-testid={testId}
        >
          {children}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}

export interface DropdownMenuItemProps {
  children: ReactNode;
  /** An icon at the inline start. */
  icon?: LucideIcon;
  /** `danger` for destructive actions such as Delete. @defaultValue 'default' */
  tone?: MenuItemTone;
  /** Called when chosen by pointer or keyboard. Call `event.preventDefault()` to keep the menu open. */
  onSelect?: (event: Event) => void;
  /** Renders a link: the item navigates to this address. */
  href?: string;
  /** With `href`: e.g. to route inside the app (`event.preventDefault()` then navigate). */
  onLinkClick?: MouseEventHandler<HTMLAnchorElement>;
  /** A hint at the inline end, e.g. a keyboard shortcut or a plan name. */
  shortcut?: ReactNode;
  disabled?: boolean;
  /** Matched by typeahead instead of the text content. */
  textValue?: string;
  'data-testid'?: string;
}

export function DropdownMenuItem({
  children,
  icon,
  tone = 'default',
  onSelect,
  href,
  onLinkClick,
  shortcut,
  disabled,
  textValue,
  'data-testid': testId,
}: DropdownMenuItemProps) {
  const inner = (
    <>
      {icon ? <Icon icon={icon} size={16} /> : null}
      <span className={styles.itemText}>{children}</span>
      {shortcut ? <span className={styles.shortcut}>{shortcut}</span> : null}
    </>
  );
  return (
    <Menu.Item
      className={styles.item}
      data-tone={tone}
      onSelect={onSelect}
      disabled={disabled}
      textValue={textValue}
      data-testid={testId}
      asChild={Boolean(href)}
    >
      {href ? (
        <a href={href} onClick={onLinkClick}>
          {inner}
        </a>
      ) : (
        inner
      )}
    </Menu.Item>
  );
}

export interface DropdownMenuCheckboxItemProps {
  children: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  /** Keep the menu open after toggling, to change several options at once. @defaultValue false */
  keepOpen?: boolean;
}

export function DropdownMenuCheckboxItem({
  children,
  checked,
  onCheckedChange,
  disabled,
  keepOpen = false,
}: DropdownMenuCheckboxItemProps) {
  return (
    <Menu.CheckboxItem
      className={styles.item}
      checked={checked}
      onCheckedChange={onCheckedChange}
      disabled={disabled}
      onSelect={keepOpen ? (event) => event.preventDefault() : undefined}
    >
      <span className={styles.indicatorSlot}>
        <Menu.ItemIndicator>
          <Icon icon={Check} size={14} />
        </Menu.ItemIndicator>
      </span>
      <span className={styles.itemText}>{children}</span>
    </Menu.CheckboxItem>
  );
}

export interface DropdownMenuRadioGroupProps {
  value: string;
  onValueChange: (value: string) => void;
  children: ReactNode;
}

export function DropdownMenuRadioGroup({ value, onValueChange, children }: DropdownMenuRadioGroupProps) {
  return (
    <Menu.RadioGroup value={value} onValueChange={onValueChange}>
      {children}
    </Menu.RadioGroup>
  );
}

export interface DropdownMenuRadioItemProps {
  value: string;
  children: ReactNode;
  /** A second line, e.g. the plan of an organisation. */
  description?: ReactNode;
  /** A hint at the inline end. */
  shortcut?: ReactNode;
  disabled?: boolean;
  textValue?: string;
}

export function DropdownMenuRadioItem({
  value,
  children,
  description,
  shortcut,
  disabled,
  textValue,
}: DropdownMenuRadioItemProps) {
  return (
    <Menu.RadioItem className={styles.item} value={value} disabled={disabled} textValue={textValue}>
      <span className={styles.indicatorSlot}>
        <Menu.ItemIndicator>
          <Icon icon={Circle} size={8} className={styles.dot} />
        </Menu.ItemIndicator>
      </span>
      <span className={styles.itemText}>
        {children}
        {description ? <span className={styles.itemDescription}>{description}</span> : null}
      </span>
      {shortcut ? <span className={styles.shortcut}>{shortcut}</span> : null}
    </Menu.RadioItem>
  );
}

/** A non-interactive heading for a group of items. */
export function DropdownMenuLabel({ children }: { children: ReactNode }) {
  return <Menu.Label className={styles.label}>{children}</Menu.Label>;
}

export function DropdownMenuSeparator() {
  return <Menu.Separator className={styles.separator} />;
}

/** Groups items under a `DropdownMenuLabel` for assistive tech. */
export function DropdownMenuGroup({ children }: { children: ReactNode }) {
  return <Menu.Group>{children}</Menu.Group>;
}
