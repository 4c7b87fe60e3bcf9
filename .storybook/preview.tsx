import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { useLayoutEffect } from 'react';
import '@rabt/ui/fonts.css';
import { DARK_CLASS, I18nProvider, NO_ANIMATION_CLASS, ToastProvider, directionOf, isLocale, type Locale } from '@rabt/ui';
import { screenMessages } from '@rabt/screens';
import { handlers } from '../mocks/handlers/index.ts';
import { DocsPage } from './DocsPage.tsx';

/**
 * Theme and locale are Storybook globals (toolbar, URL `globals=theme:dark;locale:ar`, or a
 * story's `globals`). They are applied to <html> as the app applies them, so portals such as
 * toasts and dialogs are themed and mirrored too.
 */
function DocumentSettings({ theme, locale }: { theme: 'light' | 'dark'; locale: Locale }) {
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.classList.toggle(DARK_CLASS, theme === 'dark');
    root.classList.add(NO_ANIMATION_CLASS);
    root.lang = locale;
    root.dir = directionOf(locale);
  }, [theme, locale]);
  return null;
}

export const withThemeAndLocale: Decorator = (Story, context) => {
  const theme = context.globals.theme === 'dark' ? 'dark' : 'light';
  const locale: Locale = isLocale(context.globals.locale) ? context.globals.locale : 'en';
  return (
    <I18nProvider locale={locale} messages={screenMessages[locale]}>
      <DocumentSettings theme={theme} locale={locale} />
      <ToastProvider>
        <div dir={directionOf(locale)} lang={locale} style={{ padding: context.parameters.layout === 'fullscreen' ? 0 : 16 }}>
          <Story />
        </div>
      </ToastProvider>
    </I18nProvider>
  );
};

export const decorators: Decorator[] = [withThemeAndLocale];

export const globalTypes: Preview['globalTypes'] = {
  theme: {
    description: 'Colour scheme',
    toolbar: {
      title: 'Theme',
      icon: 'mirror',
      items: [
        { value: 'light', title: 'Light' },
        { value: 'dark', title: 'Dark' },
      ],
      dynamicTitle: true,
    },
  },
  locale: {
    description: 'Language and direction',
    toolbar: {
      title: 'Locale',
      icon: 'globe',
      items: [
        { value: 'en', title: 'English (LTR)' },
        { value: 'ar', title: 'العربية (RTL)' },
      ],
      dynamicTitle: true,
    },
  },
};

export const initialGlobals = { theme: 'light', locale: 'en' };

export const parameters: Preview['parameters'] = {
  layout: 'padded',
  controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  // Accessibility violations fail the story's test, not only show in the panel.
  a11y: { test: 'error' },
  backgrounds: { disable: true },
  // A docs page per component and screen listing its states (DocsPage.tsx).
  docs: { page: DocsPage },
};

const preview: Preview = {
  decorators,
  globalTypes,
  initialGlobals,
  parameters,
  loaders: [
    mswLoader(async () => {
      const { setupWorker } = await import('msw/browser');
      const worker = setupWorker(...handlers);
      await worker.start({ quiet: true, onUnhandledRequest: 'bypass', serviceWorker: { url: '/mockServiceWorker.js' } });
      return worker;
    }),
  ],
  tags: ['autodocs'],
};
export default preview;
