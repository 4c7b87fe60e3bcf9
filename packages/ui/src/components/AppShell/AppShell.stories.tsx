import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  BarChart3,
  Briefcase,
  Building2,
  Contact,
  CreditCard,
  Layers,
  Link2,
  QrCode,
  Settings,
  WifiOff,
} from '../../icons/index.ts';
import { Icon } from '../../icons/Icon.tsx';
import type { Locale } from '../../i18n/I18nProvider.tsx';
import {
  AppShell,
  type AppShellLinkProps,
  type AppShellNavSection,
  type AppShellProps,
  type ThemePreference,
} from './AppShell.tsx';

const navEn: AppShellNavSection[] = [
  {
    id: 'create',
    items: [
      { id: 'links', label: 'Links', href: '/links', icon: Link2, count: 1204 },
      { id: 'qrs', label: 'QR codes', href: '/qrs', icon: QrCode, count: 38 },
      { id: 'cards', label: 'Cards', href: '/cards', icon: Contact, count: 12 },
      { id: 'companies', label: 'Companies', href: '/cards/companies', icon: Building2 },
    ],
  },
  { id: 'insights', label: 'Insights', items: [{ id: 'analytics', label: 'Analytics', href: '/analytics', icon: BarChart3 }] },
  {
    id: 'organisation',
    label: 'Organisation',
    items: [
      { id: 'workspaces', label: 'Workspaces', href: '/workspaces', icon: Layers, count: 3 },
      { id: 'billing', label: 'Billing', href: '/billing', icon: CreditCard },
      { id: 'settings', label: 'Settings', href: '/settings', icon: Settings },
    ],
  },
];

const navAr: AppShellNavSection[] = [
  {
    id: 'create',
    items: [
      { id: 'links', label: 'الروابط', href: '/links', icon: Link2, count: 1204 },
      { id: 'qrs', label: 'رموز QR', href: '/qrs', icon: QrCode, count: 38 },
      { id: 'cards', label: 'البطاقات', href: '/cards', icon: Contact, count: 12 },
      { id: 'companies', label: 'الشركات', href: '/cards/companies', icon: Building2 },
    ],
  },
  { id: 'insights', label: 'الإحصاءات', items: [{ id: 'analytics', label: 'التحليلات', href: '/analytics', icon: BarChart3 }] },
  {
    id: 'organisation',
    label: 'المؤسسة',
    items: [
      { id: 'workspaces', label: 'مساحات العمل', href: '/workspaces', icon: Layers, count: 3 },
      { id: 'billing', label: 'الفوترة', href: '/billing', icon: CreditCard },
      { id: 'settings', label: 'الإعدادات', href: '/settings', icon: Settings },
    ],
  },
];

const accounts = [
  { id: 'acme', name: 'Acme Trading LLC', description: 'Business plan · 14 users' },
  { id: 'nour', name: 'مؤسسة النور للتجارة والمقاولات العامة', description: 'Pro plan · 3 users' },
  { id: 'studio', name: 'Studio Sixty-Six — Design, Print & Branding Consultancy', description: 'Free plan' },
];
const workspaces = [
  { id: 'marketing', name: 'Marketing' },
  { id: 'sales', name: 'Sales — Gulf region' },
  { id: 'events', name: 'Events 2026' },
];

function Page({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div>
      <h1 style={{ fontSize: 22, marginBlockEnd: 12 }}>{title}</h1>
      {children ?? <p>1,204 short links · 86,310 clicks this month.</p>}
    </div>
  );
}

/** Stands in for the app's router: keeps the path in state and reports navigation. */
function Routed({ width, ...args }: AppShellProps & { width?: number | string }) {
  const [path, setPath] = useState(args.currentPath);
  const [theme, setTheme] = useState<ThemePreference>(args.theme);
  const [account, setAccount] = useState(args.currentAccountId);
  const [workspace, setWorkspace] = useState(args.currentWorkspaceId);
  const renderLink = ({ href, onClick, children, ...rest }: AppShellLinkProps) => (
    <a
      {...rest}
      href={href}
      onClick={(event) => {
        event.preventDefault();
        onClick?.(event);
        setPath(href);
        args.onNavigate?.(href);
      }}
    >
      {children}
    </a>
  );
  return (
    <div
      style={width ? { inlineSize: width, blockSize: 640, overflow: 'auto', border: '1px solid #8884' } : { minInlineSize: 1024 }}
    >
      <AppShell
        {...args}
        currentPath={path}
        renderLink={renderLink}
        theme={theme}
        onThemeChange={(next) => {
          setTheme(next);
          args.onThemeChange(next);
        }}
        currentAccountId={account}
        onSwitchAccount={(id) => {
          setAccount(id);
          args.onSwitchAccount(id);
        }}
        currentWorkspaceId={workspace}
        onSwitchWorkspace={(id) => {
          setWorkspace(id);
          args.onSwitchWorkspace(id);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'UI/AppShell',
  component: AppShell,
  parameters: { layout: 'fullscreen' },
  args: {
    children: <Page title="Links" />,
    navSections: navEn,
    currentPath: '/links',
    accounts,
    currentAccountId: 'acme',
    workspaces,
    currentWorkspaceId: 'marketing',
    user: { name: 'Layla Haddad', email: 'layla.haddad@acme-trading.example.com' },
    theme: 'auto' as ThemePreference,
    locale: 'en' as Locale,
    onNavigate: fn(),
    onSwitchAccount: fn(),
    onSwitchWorkspace: fn(),
    onThemeChange: fn(),
    onLocaleChange: fn(),
    onLogout: fn(),
  },
  render: (args) => <Routed {...args} />,
} satisfies Meta<typeof AppShell>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

/** The wide layout: sidebar, top bar, skip link and the main landmark. */
export const Desktop: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('link', { name: /^Links/ })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('main')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Open navigation' })).not.toBeInTheDocument();
    // Navigating moves the active state; the longest matching href wins (/cards/companies over /cards).
    await userEvent.click(canvas.getByRole('link', { name: 'Companies' }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith('/cards/companies');
    await expect(canvas.getByRole('link', { name: 'Companies' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: /^Cards/ })).not.toHaveAttribute('aria-current');
    // The skip link comes first and targets main.
    await userEvent.click(canvas.getByRole('link', { name: 'Companies' }));
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
  },
};

/** Three-way theme: the current value is highlighted and named. */
export const ThemeToggle: Story = {
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Theme' });
    await expect(within(group).getByRole('radio', { name: 'Auto' })).toBeChecked();
    await expect(within(group).getByText('Auto')).toBeVisible();
    await userEvent.click(within(group).getByRole('radio', { name: 'Dark' }));
    await expect(args.onThemeChange).toHaveBeenLastCalledWith('dark');
    await expect(within(group).getByRole('radio', { name: 'Dark' })).toBeChecked();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onThemeChange).toHaveBeenLastCalledWith('light');
  },
};

export const LanguageAndSwitchers: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'العربية' }));
    await expect(args.onLocaleChange).toHaveBeenCalledWith('ar');
    await userEvent.click(canvas.getByRole('button', { name: /Switch organisation: Acme Trading LLC/ }));
    await userEvent.click(await body.findByRole('menuitemradio', { name: /مؤسسة النور/ }));
    await expect(args.onSwitchAccount).toHaveBeenCalledWith('nour');
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: /Switch workspace: Marketing/ }));
    await userEvent.click(await body.findByRole('menuitemradio', { name: 'Events 2026' }));
    await expect(args.onSwitchWorkspace).toHaveBeenCalledWith('events');
    await expect(canvas.getByRole('button', { name: /Switch workspace: Events 2026/ })).toBeInTheDocument();
  },
};

/** The user menu opens from the keyboard; Log out calls back; links route in-app. */
export const UserMenu: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Account menu for Layla Haddad' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu');
    await expect(menu).toHaveTextContent('layla.haddad@acme-trading.example.com');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Security' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/settings/security');
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await body.findByRole('menuitem', { name: 'Log out' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};

export const WithOfflineBanner: Story = {
  args: {
    offlineBanner: (
      <div role="status" style={{ display: 'flex', gap: 8, alignItems: 'center', padding: '8px 24px' }}>
        <Icon icon={WifiOff} />
        You are offline. Changes will be saved when the connection returns.
      </div>
    ),
  },
};

export const DeepRouteActive: Story = {
  args: { currentPath: '/settings/roles/new', children: <Page title="New role" /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');
  },
};

/** Phone width (360 px): the sidebar becomes a drawer behind the menu button. */
export const Phone: Story = {
  render: (args) => <Routed {...args} width={360} />,
  play: async ({ canvas, args }) => {
    const open = canvas.getByRole('button', { name: 'Open navigation' });
    await expect(open).toBeVisible();
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('radiogroup', { name: 'Theme' })).not.toBeInTheDocument();
    await userEvent.click(open);
    const drawer = await body.findByRole('dialog', { name: 'Main navigation' });
    await expect(within(drawer).getByRole('link', { name: /^Links/ })).toHaveAttribute('aria-current', 'page');
    // The theme toggle lives in the drawer on phones.
    await userEvent.click(within(drawer).getByRole('radio', { name: 'Light' }));
    await expect(args.onThemeChange).toHaveBeenLastCalledWith('light');
    // Following a link closes the drawer.
    await userEvent.click(within(drawer).getByRole('link', { name: /QR codes/ }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith('/qrs');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    // Escape closes it too, and focus returns to the menu button.
    await userEvent.click(open);
    await body.findByRole('dialog', { name: 'Main navigation' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(open).toHaveFocus();
  },
};

export const PhoneDrawerOpen: Story = {
  render: (args) => <Routed {...args} width={360} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open navigation' }));
    const drawer = await body.findByRole('dialog', { name: 'Main navigation' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close navigation' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** `forceMobile` gives the phone layout at any width. */
export const ForceMobile: Story = {
  args: { forceMobile: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Open navigation' })).toBeVisible();
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
  },
};

const arabicArgs = {
  navSections: navAr,
  locale: 'ar' as Locale,
  user: { name: 'ليلى حداد', email: 'layla.haddad@acme-trading.example.com' },
  workspaces: [
    { id: 'marketing', name: 'التسويق' },
    { id: 'sales', name: 'المبيعات — منطقة الخليج' },
  ],
  children: <Page title="الروابط">{<p>١٬٢٠٤ رابطًا مختصرًا · ٨٦٬٣١٠ نقرة هذا الشهر.</p>}</Page>,
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: arabicArgs,
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('link', { name: /الروابط/ })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: 'English' }));
    await expect(args.onLocaleChange).toHaveBeenCalledWith('en');
    await userEvent.click(canvas.getByRole('radio', { name: 'داكن' }));
    await expect(args.onThemeChange).toHaveBeenLastCalledWith('dark');
  },
};

export const ArabicPhone: Story = {
  globals: { locale: 'ar' },
  args: arabicArgs,
  render: (args) => <Routed {...args} width={360} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'فتح قائمة التنقل' }));
    const drawer = await body.findByRole('dialog', { name: 'التنقل الرئيسي' });
    await expect(drawer).toHaveAttribute('dir', 'rtl');
    await userEvent.keyboard('{Escape}');
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, args: { theme: 'dark' } };

export const DarkArabicPhone: Story = {
  globals: { theme: 'dark', locale: 'ar' },
  args: { ...arabicArgs, theme: 'dark' },
  render: (args) => <Routed {...args} width={360} />,
};

export const WithCustomLogo: Story = {
  args: {
    logo: (
      <>
        <Icon icon={Briefcase} size={20} />
        <span>Acme Links</span>
      </>
    ),
  },
};
