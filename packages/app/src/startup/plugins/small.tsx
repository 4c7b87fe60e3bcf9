import { formattingLocale } from '../../i18n/locale.ts';
import type { Plugin } from '../runner.ts';

/** Calendar: the first day of the week per locale (Saturday in ar, Sunday in en), for date pickers. */
export const calendarPlugin: Plugin = {
  name: 'calendar',
  setup(context) {
    context.services.weekStartsOn = (locale) => {
      const info = (new Intl.Locale(locale) as Intl.Locale & { getWeekInfo?: () => { firstDay: number } }).getWeekInfo?.();
      // Intl counts Monday=1…Sunday=7; date pickers count Sunday=0…Saturday=6.
      return info ? info.firstDay % 7 : locale.startsWith('ar') ? 6 : 0;
    };
  },
};

/** Clipboard: copy with the async API, falling back to a hidden textarea on old browsers. */
export const clipboardPlugin: Plugin = {
  name: 'clipboard',
  setup(context) {
    context.services.copyText = async (text) => {
      try {
        await navigator.clipboard.writeText(text);
        return true;
      } catch {
        const area = Object.assign(document.createElement('textarea'), { value: text });
        document.body.append(area);
        area.select();
        const copied = document.execCommand?.('copy') ?? false;
        area.remove();
        return copied;
      }
    };
  },
};

/**
 * Tooltips: one shared provider, so hovering from one tooltip to the next opens instantly. It is
 * no longer wrapped around the whole app: Radix Tooltip (~20 KB gzipped) would then be in the first
 * download of /login, which shows none. The signed-in shell holds the provider (shell/AppFrame.tsx)
 * and icon buttons fetch the tooltip when they have one (decision 051). The step keeps its place in
 * the spec order but has nothing left to set up before the first screen.
 */
export const tooltipsPlugin: Plugin = {
  name: 'tooltips',
  setup() {},
};

/** Charts: axis numbers in the page's language, compact (1.2K, ١٫٢ ألف). */
export const chartsPlugin: Plugin = {
  name: 'charts',
  setup(context) {
    context.services.chartNumber = (locale) => new Intl.NumberFormat(formattingLocale(locale), { notation: 'compact' });
  },
};

/** Form handling: API `details` (field, message) → final-form submit errors by field. */
export const formHandlingPlugin: Plugin = {
  name: 'form-handling',
  setup(context) {
    context.services.fieldErrors = (details) => {
      if (!Array.isArray(details)) return {};
      const errors: Record<string, string> = {};
      for (const item of details as Array<{ field?: unknown; message?: unknown }>) {
        if (typeof item?.field === 'string' && typeof item.message === 'string') errors[item.field] ??= item.message;
      }
      return errors;
    };
  },
};
