/**
 * Browser side of the one-render pipeline (decision 005): every story test, after its play
 * function and axe, settles pending timers, takes its screenshot from that same render (compared
 * in Node by `visualCompare`, see visual-commands.ts) and checks that the page fits 360 px
 * without horizontal scroll (issue 16 item 14).
 *
 * Story parameters: `visual: { disable: true }` skips the screenshot (never the overflow check),
 * `overflow: { disable: true }` skips the 360 px check (for a story that shows a deliberately
 * fixed-width canvas; say why next to it).
 */
import type { StoryContext } from '@storybook/react-vite';
import { commands, page } from 'vitest/browser';
import type { ShotMeta } from './visual-commands.ts';
import overflowAllowedText from '../visual/overflow-allowed.txt?raw';

declare module 'vitest/browser' {
  interface BrowserCommands {
    visualCompare: (meta: ShotMeta) => Promise<{ status: string; reason: string | null }>;
  }
}

/** Story ids allowed to be wider than 360 px, each with its reason (visual/overflow-allowed.txt). */
const overflowAllowed = new Set(
  overflowAllowedText
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter(Boolean),
);

export const VIEWPORT = { width: 1024, height: 720 };
export const NARROW_WIDTH = 360;
/** Pending timers due within this much (virtual) time are run before the screenshot. */
const SETTLE_MS = 10_000;

/** The matrix: UI-kit stories are shot light, dark and Arabic RTL; screens carry their own. */
export const variants = {
  own: {},
  light: { theme: 'light', locale: 'en' },
  dark: { theme: 'dark', locale: 'en' },
  rtl: { theme: 'light', locale: 'ar' },
} as const;
export type Variant = keyof typeof variants;

// ---- timers: record what the story schedules, run it to the end before the screenshot --------

interface Timer {
  id: number;
  due: number;
  delay: number;
  repeat: boolean;
  callback: (...args: unknown[]) => void;
  args: unknown[];
}
const real = {
  setTimeout: globalThis.setTimeout.bind(globalThis),
  clearTimeout: globalThis.clearTimeout.bind(globalThis),
  setInterval: globalThis.setInterval.bind(globalThis),
  clearInterval: globalThis.clearInterval.bind(globalThis),
};
const pending = new Map<number, Timer>();
let recording = false;

function track(repeat: boolean) {
  return (handler: TimerHandler, delay = 0, ...args: unknown[]): number => {
    const callback = typeof handler === 'function' ? (handler as Timer['callback']) : () => {};
    if (!recording) return (repeat ? real.setInterval : real.setTimeout)(callback, delay, ...args) as unknown as number;
    const wait = Math.max(0, Number(delay) || 0);
    const id = (repeat ? real.setInterval : real.setTimeout)(
      (...a: unknown[]) => {
        if (!repeat) pending.delete(id);
        else {
          const timer = pending.get(id);
          if (timer) timer.due = performance.now() + wait;
        }
        callback(...a);
      },
      wait,
      ...args,
    ) as unknown as number;
    pending.set(id, { id, due: performance.now() + wait, delay: wait, repeat, callback, args });
    return id;
  };
}
globalThis.setTimeout = track(false) as typeof setTimeout;
globalThis.setInterval = track(true) as typeof setInterval;
globalThis.clearTimeout = ((id?: number) => {
  if (id !== undefined) pending.delete(id);
  real.clearTimeout(id);
}) as typeof clearTimeout;
globalThis.clearInterval = ((id?: number) => {
  if (id !== undefined) pending.delete(id);
  real.clearInterval(id);
}) as typeof clearInterval;

const frames = () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done())));

/**
 * Runs every timer the story left pending (copy-feedback resets, tooltip delays, toast durations)
 * in due order, as if SETTLE_MS had passed, so the screenshot shows the settled end state however
 * loaded the machine is. Timers they schedule in turn are run too, within the same virtual time.
 */
async function settleTimers() {
  const start = performance.now();
  let virtual = 0;
  for (let round = 0; round < 200; round += 1) {
    const next = [...pending.values()].toSorted((a, b) => a.due - b.due)[0];
    if (!next) break;
    const at = Math.max(virtual, next.due - start);
    if (at > SETTLE_MS) break;
    virtual = at;
    if (next.repeat) next.due = start + virtual + Math.max(next.delay, 1);
    else {
      pending.delete(next.id);
      real.clearTimeout(next.id);
    }
    next.callback(...next.args);
    await Promise.resolve();
  }
  await frames();
}

/**
 * Lays the page out as Storybook's own preview iframe does for the story's `layout` parameter
 * (its `sb-main-*` classes), so a screenshot here equals one of the published Storybook.
 */
export function applyLayout(context: StoryContext) {
  const layout = (context.parameters.layout as string | undefined) ?? 'padded';
  const body = document.body.style;
  body.margin = '0';
  body.boxSizing = 'border-box';
  body.display = layout === 'centered' ? 'flex' : 'block';
  body.alignItems = layout === 'centered' ? 'center' : '';
  body.minHeight = layout === 'centered' ? '100vh' : '';
  body.padding = layout === 'padded' ? '1rem' : '0';
  const canvas = context.canvasElement.style;
  canvas.boxSizing = layout === 'centered' ? 'border-box' : '';
  canvas.margin = layout === 'centered' ? 'auto' : '';
  canvas.padding = layout === 'centered' ? '1rem' : '';
  canvas.maxHeight = layout === 'centered' ? '100%' : '';
}

/** The story being tested: its context, and whether its `afterEach` (axe, then ours) was reached. */
export const current: { context?: StoryContext; checked: boolean } = { checked: false };

export function startRecording(context: StoryContext) {
  current.context = context;
  current.checked = false;
  for (const timer of pending.values()) (timer.repeat ? real.clearInterval : real.clearTimeout)(timer.id);
  pending.clear();
  recording = true;
}

// ---- the checks -----------------------------------------------------------------------------

/** Grows the viewport to the page so the capture shows all of it and resizes nothing meanwhile. */
async function fitHeight() {
  const height = Math.max(VIEWPORT.height, Math.ceil(document.documentElement.scrollHeight));
  if (height !== window.innerHeight) {
    await page.viewport(VIEWPORT.width, height);
    await frames();
  }
}

const describeElement = (element: Element) => {
  const name = typeof element.className === 'string' ? element.className.split(' ')[0] : '';
  return `${element.tagName.toLowerCase()}${name ? `.${name}` : ''}`;
};
// Clipped by a scrolling ancestor, unless it is absolutely positioned and that ancestor is not
// its containing block (then it escapes the clip: a classic cause, e.g. a visually hidden label
// inside a horizontally scrolling table).
const clipped = (element: Element) => {
  let escapes = ['absolute', 'fixed'].includes(getComputedStyle(element).position);
  for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
    const style = getComputedStyle(up);
    if (style.overflowX !== 'visible' && !escapes) return true;
    if (style.position !== 'static') escapes = false;
  }
  return false;
};

/** Where the overflow starts: elements past the edge whose parent is not, widest first. */
function offenders(width: number): string[] {
  const rtl = document.documentElement.dir === 'rtl';
  const past = (element: Element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 ? Math.round(rtl ? -box.left : box.right - width) : 0;
  };
  const found: { text: string; by: number }[] = [];
  for (const element of document.body.querySelectorAll('*')) {
    const by = past(element);
    const parent = element.parentElement;
    if (by <= 0 || clipped(element) || (parent && parent !== document.body && past(parent) > 0 && !clipped(parent))) continue;
    found.push({ text: `${parent ? `${describeElement(parent)} > ` : ''}${describeElement(element)} (+${by} px)`, by });
  }
  return found
    .toSorted((a, b) => b.by - a.by)
    .slice(0, 3)
    .map((entry) => entry.text);
}

export async function checkOverflow(): Promise<string | null> {
  await page.viewport(NARROW_WIDTH, VIEWPORT.height);
  await frames();
  const root = document.documentElement;
  const by = root.scrollWidth - root.clientWidth;
  const result = by > 0 ? `overflows ${NARROW_WIDTH} px by ${by} px: ${offenders(root.clientWidth).join(', ')}` : null;
  await page.viewport(VIEWPORT.width, VIEWPORT.height);
  return result;
}

export function shotName(id: string, variant: Variant) {
  return `${id}--${variant}`;
}

/** Storybook `afterEach` of every story: settle, screenshot, compare, check 360 px. */
export async function visualAfterEach(context: StoryContext, variant: Variant, note?: string) {
  recording = false;
  current.checked = true;
  const problems: string[] = [];
  const parameters = context.parameters as { visual?: { disable?: boolean }; overflow?: { disable?: boolean } };
  const timing = import.meta.env.VITE_VISUAL_TIMING === '1';
  let mark = performance.now();
  const lap = (label: string) => {
    if (!timing) return;
    const now = performance.now();
    console.log(`visual ${context.id} ${label} ${Math.round(now - mark)} ms`);
    mark = now;
  };
  await settleTimers();
  await document.fonts.ready;
  lap('settle');
  if (!parameters.visual?.disable && import.meta.env.VITE_VISUAL !== '0') {
    await fitHeight();
    const result = await commands.visualCompare({
      name: shotName(context.id, variant),
      storyId: context.id,
      title: context.title,
      story: context.name,
      variant,
      ...(note ? { note } : {}),
    });
    lap('screenshot');
    if (result.reason && (result.status === 'changed' || result.status === 'new'))
      problems.push(`screenshot ${shotName(context.id, variant)}: ${result.reason} (see visual/report/index.html)`);
  }
  if (!parameters.overflow?.disable && !overflowAllowed.has(context.id)) {
    const overflow = await checkOverflow();
    if (overflow) problems.push(`at ${NARROW_WIDTH} px the page ${overflow}`);
    lap('overflow');
  } else await page.viewport(VIEWPORT.width, VIEWPORT.height);
  if (problems.length) throw new Error(problems.join('\n'));
}
