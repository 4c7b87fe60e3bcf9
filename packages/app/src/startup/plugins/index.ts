import type { Plugin } from '../runner.ts';
import { cardPaymentsPlugin } from './cardPayments.ts';
import { headManagerStep, stateStore } from './core.ts';
import { darkModePlugin } from './darkMode.ts';
import { i18nPlugin } from './i18n.tsx';
import { notificationsPlugin } from './notifications.tsx';
import { productContextPlugin } from './productContext.tsx';
import { progressBarPlugin } from './progressBar.tsx';
import { sessionCheckPlugin } from './sessionCheck.ts';
import { calendarPlugin, chartsPlugin, clipboardPlugin, formHandlingPlugin, tooltipsPlugin } from './small.tsx';

/** Spec §9: state store and head manager first … */
export const coreSteps: readonly Plugin[] = [stateStore, headManagerStep];

/** … then these plugins, in exactly this order, each loaded in turn. */
export const plugins: readonly Plugin[] = [
  darkModePlugin,
  i18nPlugin,
  productContextPlugin,
  notificationsPlugin,
  progressBarPlugin,
  sessionCheckPlugin,
  cardPaymentsPlugin(),
  calendarPlugin,
  clipboardPlugin,
  tooltipsPlugin,
  chartsPlugin,
  formHandlingPlugin,
];

export const startupSequence: readonly Plugin[] = [...coreSteps, ...plugins];
