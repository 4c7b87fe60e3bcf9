import * as RadixDialog from '@radix-ui/react-dialog';
import type { LucideIcon } from 'lucide-react';
import { useId, useState, type MouseEvent, type MouseEventHandler, type ReactNode } from 'react';
import { Icon } from '../../icons/Icon.tsx';
import {
  Building2,
  ChevronsUpDown,
  CreditCard,
  Languages,
  Layers,
  Lock,
  LogOut,
  Menu,
  Monitor,
  Moon,
  Sun,
  User,
  X,
} from '../../icons/index.ts';
import { useDirection, useIntl, useT, type Locale } from '../../i18n/I18nProvider.tsx';
import { Avatar } from '../Avatar/Avatar.tsx';
import {
  DropdownMenu,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
} from '../DropdownMenu/DropdownMenu.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import * as styles from './AppShell.css.ts';

export const themePreferences = ['auto', 'light', 'dark'] as const;
export type ThemePreference = (typeof themePreferences)[number];

export interface AppShellNavItem {
  id: string;
  label: string;
  href: string;
  icon?: LucideIcon;
  /** A count after the label (formatted for the locale). */
  count?: number;
}

export interface AppShellNavSection {
  id: string;
  /** A small heading above the section; leave out for the first section. */
  label?: string;
  items: readonly AppShellNavItem[];
}

/** What `renderLink` receives: spread it on the router's link component. */
export interface AppShellLinkProps {
  href: string;
  className: string;
  children: ReactNode;
  'aria-current'?: 'page';
  /** Closes the drawer on phones; the router link must call it. */
  onClick?: MouseEventHandler<HTMLAnchorElement>;
}

export interface AppShellAccount {
  id: string;
  name: string;
  /** A second line in the switcher, e.g. "Business plan · 14 users". */
  description?: string;
}

export interface AppShellWorkspace {
  id: string;
  name: string;
}

export interface AppShellUser {
  name: string;
  email: string;
  avatarUrl?: string | null;
}

export interface AppShellProps {
  /** The page content, rendered in the `main` landmark. */
  children: ReactNode;
  navSections: readonly AppShellNavSection[];
  /** The current location's path; the nav item with the longest matching `href` is active. */
  currentPath: string;
  /** Renders nav links with the app's router. @defaultValue a plain `<a>` */
  renderLink?: (props: AppShellLinkProps) => ReactNode;
  /** In-app navigation for the user menu's links; without it they are plain links. */
  onNavigate?: (href: string) => void;
  accounts: readonly AppShellAccount[];
  currentAccountId: string;
  onSwitchAccount: (accountId: string) => void;
  workspaces: readonly AppShellWorkspace[];
  currentWorkspaceId: string;
  onSwitchWorkspace: (workspaceId: string) => void;
  user: AppShellUser;
  /** @defaultValue { profile: '/settings/profile', security: '/settings/security', billing: '/billing' } */
  userLinks?: { profile: string; security: string; billing: string };
  onLogout: () => void;
  theme: ThemePreference;
  onThemeChange: (theme: ThemePreference) => void;
  locale: Locale;
  onLocaleChange: (locale: Locale) => void;
  /** Shown under the top bar, e.g. an Alert "You are offline". */
  offlineBanner?: ReactNode;
  /** The logo in the sidebar and drawer. @defaultValue the word "Rabt" */
  logo?: ReactNode;
  /** @defaultValue '/' */
  homeHref?: string;
  /** The `id` of the main landmark, the skip link's target. @defaultValue 'main-content' */
  mainId?: string;
  /** Use the phone layout (drawer) at any width. @defaultValue false, i.e. at 740 px or less */
  forceMobile?: boolean;
}

const defaultRenderLink = ({ children, ...props }: AppShellLinkProps) => <a {...props}>{children}</a>;

const matches = (path: string, href: string) => path === href || (href !== '/' && path.startsWith(`${href.replace(/\/$/, '')}/`));

function activeItemId(sections: readonly AppShellNavSection[], path: string): string | undefined {
  let best: AppShellNavItem | undefined;
  for (const section of sections)
    for (const item of section.items) if (matches(path, item.href) && (!best || item.href.length > best.href.length)) best = item;
  return best?.id;
}

const themeIcons: Record<ThemePreference, LucideIcon> = { auto: Monitor, light: Sun, dark: Moon };
const themeKeys: Record<ThemePreference, string> = {
  auto: 'ui.appShell.themeAuto',
  light: 'ui.appShell.themeLight',
  dark: 'ui.appShell.themeDark',
};

function ThemeToggle({ value, onChange }: { value: ThemePreference; onChange: (theme: ThemePreference) => void }) {
  const t = useT();
  const name = useId();
  return (
    <div role="radiogroup" aria-label={t('ui.appShell.theme')} className={styles.themeGroup}>
      {themePreferences.map((option) => (
        <label key={option} className={styles.themeOption} data-theme-option={option}>
          <input
            type="radio"
            className={styles.themeInput}
            name={name}
            value={option}
            checked={value === option}
            onChange={() => onChange(option)}
          />
          <Icon icon={themeIcons[option]} size={16} />
          <span className={styles.themeText}>{t(themeKeys[option])}</span>
        </label>
      ))}
    </div>
  );
}

function LanguageSwitch({ locale, onChange }: { locale: Locale; onChange: (locale: Locale) => void }) {
  const t = useT();
  const next: Locale = locale === 'ar' ? 'en' : 'ar';
  return (
    <button type="button" className={styles.switcher} onClick={() => onChange(next)} title={t('ui.appShell.language')}>
      <Icon icon={Languages} size={16} />
      <span lang={next}>{next === 'ar' ? 'العربية' : 'English'}</span>
    </button>
  );
}

interface SwitcherProps<Item extends { id: string; name: string }> {
  icon: LucideIcon;
  label: string;
  menuLabel: string;
  items: readonly Item[];
  currentId: string;
  onSwitch: (id: string) => void;
  describe?: (item: Item) => string | undefined;
  wide?: boolean;
}

function Switcher<Item extends { id: string; name: string }>({
  icon,
  label,
  menuLabel,
  items,
  currentId,
  onSwitch,
  describe,
  wide = false,
}: SwitcherProps<Item>) {
  const current = items.find((item) => item.id === currentId);
  return (
    <DropdownMenu
      align="start"
      trigger={
        <button
          type="button"
          className={`${styles.switcher} ${wide ? styles.switcherWide : ''}`}
          aria-label={`${label}: ${current?.name ?? ''}`}
        >
          <Icon icon={icon} size={16} />
          <span className={styles.switcherText}>{current?.name}</span>
          <Icon icon={ChevronsUpDown} size={14} />
        </button>
      }
    >
      <DropdownMenuLabel>{menuLabel}</DropdownMenuLabel>
      <DropdownMenuRadioGroup value={currentId} onValueChange={onSwitch}>
        {items.map((item) => (
          <DropdownMenuRadioItem key={item.id} value={item.id} description={describe?.(item)}>
            {item.name}
          </DropdownMenuRadioItem>
        ))}
      </DropdownMenuRadioGroup>
    </DropdownMenu>
  );
}

/**
 * The signed-in frame: sidebar navigation, a top bar with the organisation and workspace
 * switchers, theme and language controls and the user menu, a skip link and the main landmark.
 * At 740 px or less the sidebar becomes a drawer behind a menu button. Pure: every value and
 * every action comes through props.
 */
export function AppShell({
  children,
  navSections,
  currentPath,
  renderLink = defaultRenderLink,
  onNavigate,
  accounts,
  currentAccountId,
  onSwitchAccount,
  workspaces,
  currentWorkspaceId,
  onSwitchWorkspace,
  user,
  userLinks = { profile: '/settings/profile', security: '/settings/security', billing: '/billing' },
  onLogout,
  theme,
  onThemeChange,
  locale,
  onLocaleChange,
  offlineBanner,
  logo,
  homeHref = '/',
  mainId = 'main-content',
  forceMobile = false,
}: AppShellProps) {
  const t = useT();
  const intl = useIntl();
  const dir = useDirection();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const activeId = activeItemId(navSections, currentPath);

  // A route change closes the drawer (adjusting state during render, not in an effect).
  const [drawerPath, setDrawerPath] = useState(currentPath);
  if (drawerPath !== currentPath) {
    setDrawerPath(currentPath);
    setDrawerOpen(false);
  }

  const closeDrawer = () => setDrawerOpen(false);

  const renderNav = (inDrawer: boolean) => (
    <nav aria-label={t('ui.appShell.navigation')} className={styles.nav}>
      {navSections.map((section) => {
        const headingId = `${mainId}-nav-${section.id}${inDrawer ? '-drawer' : ''}`;
        return (
          <div key={section.id}>
            {section.label ? (
              <div id={headingId} className={styles.sectionLabel}>
                {section.label}
              </div>
            ) : null}
            <ul className={styles.navList} aria-labelledby={section.label ? headingId : undefined}>
              {section.items.map((item) => (
                <li key={item.id}>
                  {renderLink({
                    href: item.href,
                    className: styles.navLink,
                    'aria-current': item.id === activeId ? 'page' : undefined,
                    onClick: inDrawer ? closeDrawer : undefined,
                    children: (
                      <>
                        {item.icon ? <Icon icon={item.icon} size={18} /> : null}
                        <span className={styles.navLabel}>{item.label}</span>
                        {item.count === undefined ? null : (
                          <span className={styles.navCount}>{intl.formatNumber(item.count)}</span>
                        )}
                      </>
                    ),
                  })}
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </nav>
  );

  const brand = renderLink({ href: homeHref, className: styles.brand, children: logo ?? 'Rabt' });

  const linkClick =
    (href: string) =>
    (event: MouseEvent<HTMLAnchorElement>): void => {
      if (!onNavigate) return;
      event.preventDefault();
      onNavigate(href);
    };

  const workspaceSwitcher = (wide: boolean) => (
    <Switcher
      icon={Layers}
      label={t('ui.appShell.switchWorkspace')}
      menuLabel={t('ui.appShell.workspace')}
      items={workspaces}
      currentId={currentWorkspaceId}
      onSwitch={onSwitchWorkspace}
      wide={wide}
    />
  );

  return (
    <div className={styles.root} data-force-mobile={forceMobile || undefined} data-testid="app-shell">
      <a className={styles.skipLink} href={`#${mainId}`}>
        {t('ui.appShell.skipToContent')}
      </a>
      <div className={styles.frame}>
        <div className={styles.sidebar}>
          {brand}
          {renderNav(false)}
        </div>
        <div className={styles.column}>
          <header className={styles.header}>
            <div className={styles.toolbar}>
              <RadixDialog.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
                <RadixDialog.Trigger asChild>
                  <IconButton icon={Menu} className={styles.mobileOnly} aria-label={t('ui.appShell.openNavigation')} />
                </RadixDialog.Trigger>
                <RadixDialog.Portal>
                  <RadixDialog.Overlay className={styles.overlay} />
                  <RadixDialog.Content className={styles.drawer} dir={dir} aria-describedby={undefined}>
                    <div className={styles.drawerHeader}>
                      <RadixDialog.Title className={styles.drawerTitle}>{t('ui.appShell.navigation')}</RadixDialog.Title>
                      <RadixDialog.Close asChild>
                        <IconButton icon={X} aria-label={t('ui.appShell.closeNavigation')} />
                      </RadixDialog.Close>
                    </div>
                    {workspaceSwitcher(true)}
                    {renderNav(true)}
                    <div className={styles.drawerFooter}>
                      <ThemeToggle value={theme} onChange={onThemeChange} />
                      <LanguageSwitch locale={locale} onChange={onLocaleChange} />
                    </div>
                  </RadixDialog.Content>
                </RadixDialog.Portal>
              </RadixDialog.Root>
              <Switcher
                icon={Building2}
                label={t('ui.appShell.switchAccount')}
                menuLabel={t('ui.appShell.account')}
                items={accounts}
                currentId={currentAccountId}
                onSwitch={onSwitchAccount}
                describe={(account) => account.description}
              />
              <span className={styles.desktopOnly}>{workspaceSwitcher(false)}</span>
              <span className={styles.spacer} />
              <span className={styles.desktopOnly}>
                <ThemeToggle value={theme} onChange={onThemeChange} />
              </span>
              <span className={styles.desktopOnly}>
                <LanguageSwitch locale={locale} onChange={onLocaleChange} />
              </span>
              <DropdownMenu
                trigger={
                  <button type="button" className={styles.userButton}>
                    {/* The name is hidden text, not aria-label: the avatar's initials must not be read or compared to it. */}
                    <span aria-hidden="true">
                      <Avatar name={user.name} src={user.avatarUrl} decorative size="small" />
                    </span>
                    <VisuallyHidden>{t('ui.appShell.userMenu', { name: user.name })}</VisuallyHidden>
                  </button>
                }
              >
                <div className={styles.userSummary}>
                  <span className={styles.userName}>{user.name}</span>
                  <span className={styles.userEmail} dir="ltr">
                    {user.email}
                  </span>
                </div>
                <DropdownMenuSeparator />
                <DropdownMenuItem icon={User} href={userLinks.profile} onLinkClick={linkClick(userLinks.profile)}>
                  {t('ui.appShell.profile')}
                </DropdownMenuItem>
                <DropdownMenuItem icon={Lock} href={userLinks.security} onLinkClick={linkClick(userLinks.security)}>
                  {t('ui.appShell.security')}
                </DropdownMenuItem>
                <DropdownMenuItem icon={CreditCard} href={userLinks.billing} onLinkClick={linkClick(userLinks.billing)}>
                  {t('ui.appShell.billing')}
                </DropdownMenuItem>
                <DropdownMenuSeparator />
                <DropdownMenuItem icon={LogOut} onSelect={onLogout}>
                  {t('ui.appShell.logout')}
                </DropdownMenuItem>
              </DropdownMenu>
            </div>
            {offlineBanner ? <div className={styles.banner}>{offlineBanner}</div> : null}
          </header>
          <main id={mainId} className={styles.main} tabIndex={-1}>
            {children}
          </main>
        </div>
      </div>
    </div>
  );
}
