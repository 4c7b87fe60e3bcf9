import { Button, useT } from '@rabt/ui';
import { localeStore, useLocale } from '../i18n/locale.ts';

/** Switches between English and Arabic; the label is the other language's own name. */
export function LanguageSwitch() {
  const t = useT();
  const locale = useLocale();
  const other = locale === 'ar' ? 'en' : 'ar';
  return (
    <Button
      variant="ghost"
      data-testid="language-switch"
      aria-label={t('app.language.label')}
      onClick={() => localeStore.getState().setLocale(other)}
    >
      <span lang={other}>{t('app.language.switch')}</span>
    </Button>
  );
}
