export { AppShell, themePreferences } from './AppShell.tsx';
export type {
  AppShellProps,
  AppShellNavItem,
  AppShellNavSection,
  AppShellLinkProps,
  AppShellAccount,
  AppShellWorkspace,
  AppShellUser,
  ThemePreference,
} from './AppShell.tsx';
