import { useRef, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import {
  AppShell,
  BarChart3,
  Building2,
  Contact,
  CreditCard,
  Globe,
  HelpCircle,
  Layers,
  Link2,
  QrCode,
  Settings,
  TooltipProvider,
  useT,
  type AppShellLinkProps,
  type AppShellNavSection,
  type ThemePreference,
} from '@rabt/ui';
import { can, type Permission } from '@rabt/contract';
import { useAccounts } from '../api/accounts.ts';
import { useCustomer } from '../api/customer.ts';
import { useResolvedWorkspace, useWorkspaces } from '../api/workspaces.ts';
import { localeStore, useLocale } from '../i18n/locale.ts';
import { InvitationNotice } from './InvitationNotice.tsx';
import { useSignOut } from '../pages/auth/useSignOut.ts';
import { hrefFor } from '../routes/resolve.ts';
import { sessionStore, useSession } from '../stores/session.ts';
import { ALL_WORKSPACES, workspaceStore } from '../stores/workspace.ts';
import type { ClickPoint } from '../theme/colorScheme.ts';
import { colorSchemeStore, useColorScheme } from '../theme/colorSchemeStore.ts';

/** Route names in the sidebar, grouped as ui's AppShell stories group them. */
const NAV: readonly { id: string; label?: string; items: readonly (readonly [string, string, typeof Link2])[] }[] = [
  {
    id: 'create',
    items: [
      ['links', 'app.nav.links', Link2],
      ['qrs', 'app.nav.qrs', QrCode],
      ['cards', 'app.nav.cards', Contact],
      ['companies', 'app.nav.companies', Building2],
    ],
  },
  { id: 'insights', label: 'app.nav.insights', items: [['analytics', 'app.nav.analytics', BarChart3]] },
  {
    id: 'organisation',
    label: 'app.nav.organisation',
    items: [
      ['workspaces', 'app.nav.workspaces', Layers],
      ['settings-domains', 'app.nav.domains', Globe],
      ['billing', 'app.nav.billing', CreditCard],
      ['settings', 'app.nav.settings', Settings],
    ],
  },
  // Help is one click away from every signed-in page (issue 16 item 18).
  { id: 'help', items: [['support', 'app.nav.support', HelpCircle]] },
];

/** What a member must be allowed to open each entry (decision 064): navigation hides the rest. */
const NAV_PERMISSION: Partial<Record<string, Permission>> = {
  links: 'links:view',
  qrs: 'qrs:view',
  cards: 'cards:view',
  companies: 'companies:view',
  analytics: 'analytics:view',
  workspaces: 'workspaces:view',
  'settings-domains': 'domains:view',
  billing: 'billing:view',
};

/** The router's link for AppShell (wouter's Link calls `onClick`, which closes the phone drawer). */
const renderLink = ({ href, children, ...rest }: AppShellLinkProps) => (
  <Link href={href} {...rest}>
    {children}
  </Link>
);

/** A pointer press this recent is the one that chose the theme: the reveal starts there. */
const POINT_MAX_AGE_MS = 1000;

/**
 * The signed-in frame: ui's AppShell wired to the route table, the session (accounts, customer),
 * the colour-scheme and locale stores and the sign-out flow.
 */
export function AppFrame({ children }: { children: ReactNode }) {
  const t = useT();
  const [location, navigate] = useLocation();
  const locale = useLocale();
  const theme = useColorScheme((s) => s.preference);
  const accountId = useSession((s) => s.accountId);
  const { data: customer } = useCustomer();
  const { data: accounts } = useAccounts();
  const signOut = useSignOut();
  const lastPress = useRef<{ point: ClickPoint; at: number } | null>(null);

  const account = accounts?.find((a) => a.id === accountId);
  const visible = (name: string) => {
    const needed = NAV_PERMISSION[name];
    return !needed || (account ? can(account.permissions, needed) : false);
  };
  const navSections: AppShellNavSection[] = NAV.map((section) => ({
    id: section.id,
    label: section.label ? t(section.label) : undefined,
    items: section.items
      .filter(([name]) => visible(name))
      .map(([name, label, icon]) => ({ id: name, label: t(label), href: hrefFor(name), icon })),
  })).filter((section) => section.items.length > 0);
  // The switcher lists the workspaces the member may use (decision 062); the choice is per organisation.
  // "All workspaces" first: the lists then show every workspace the member may use (decision 067).
  const { data: workspaces } = useWorkspaces();
  const workspaceId = useResolvedWorkspace() ?? account?.default_workspace_id ?? '';

  const onThemeChange = (next: ThemePreference) => {
    const press = lastPress.current;
    const from = press && performance.now() - press.at < POINT_MAX_AGE_MS ? press.point : undefined;
    lastPress.current = null;
    void colorSchemeStore.getState().choose(next, from);
  };

  return (
    // `display: contents` adds no box; it only hears where a pointer pressed, for the theme reveal.
    <div
      style={{ display: 'contents' }}
      onPointerDownCapture={(event) => {
        lastPress.current = { point: { x: event.clientX, y: event.clientY }, at: performance.now() };
      }}
    >
      {/* The shared tooltip provider (spec §9 "tooltips") lives here, with the icon buttons, so
          Radix is in the shell's chunk rather than in every page's first download (decision 051). */}
      <TooltipProvider>
        <AppShell
          navSections={navSections}
          currentPath={location}
          renderLink={renderLink}
          onNavigate={(href) => navigate(href)}
          homeHref={hrefFor('home')}
          accounts={(accounts ?? []).map((a) => ({ id: a.id, name: a.name }))}
          currentAccountId={accountId ?? ''}
          onSwitchAccount={(id) => sessionStore.getState().setAccountId(id)}
          workspaces={[
            { id: ALL_WORKSPACES, name: t('app.nav.allWorkspaces') },
            ...(workspaces
              ? workspaces.map((w) => ({ id: w.id, name: w.name }))
              : workspaceId && workspaceId !== ALL_WORKSPACES
                ? [{ id: workspaceId, name: t('app.nav.defaultWorkspace') }]
                : []),
          ]}
          currentWorkspaceId={workspaceId}
          onSwitchWorkspace={(id) => {
            if (accountId) workspaceStore.getState().choose(accountId, id);
          }}
          user={{ name: customer?.name ?? '', email: customer?.email ?? '' }}
          userLinks={{
            profile: hrefFor('settings-profile'),
            security: hrefFor('settings-security'),
            billing: hrefFor('billing'),
          }}
          onLogout={() => void signOut()}
          theme={theme}
          onThemeChange={onThemeChange}
          locale={locale}
          onLocaleChange={(next) => localeStore.getState().setLocale(next)}
        >
          <InvitationNotice />
          {children}
        </AppShell>
      </TooltipProvider>
    </div>
  );
}
