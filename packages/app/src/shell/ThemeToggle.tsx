import { Button, useT } from '@rabt/ui';
import { useColorScheme } from '../theme/colorSchemeStore.ts';

/** Light/dark switch; the click point is the origin of the circular reveal. */
export function ThemeToggle() {
  const t = useT();
  const scheme = useColorScheme((s) => s.scheme);
  const toggle = useColorScheme((s) => s.toggle);
  return (
    <Button variant="ghost" data-testid="theme-toggle" onClick={(event) => void toggle({ x: event.clientX, y: event.clientY })}>
      {t(scheme === 'dark' ? 'app.theme.toLight' : 'app.theme.toDark')}
    </Button>
  );
}
