import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from '@testing-library/react';
import { createAppContext } from './context.ts';
import { runStartup, type Plugin } from './runner.ts';
import { coreSteps, plugins, startupSequence } from './plugins/index.ts';
import { cardPaymentsPlugin } from './plugins/cardPayments.ts';
import { boot, mountApp } from '../boot.tsx';

const loadStripe = vi.fn(async (_key: string) => ({ id: 'stripe' }));
vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: (key: string) => loadStripe(key) }));

afterEach(() => {
  document.body.innerHTML = '';
  loadStripe.mockClear();
});

describe('start-up order (spec §9)', () => {
  it('runs the state store and head manager first, then the plugins in the spec order', () => {
    expect(coreSteps.map((p) => p.name)).toEqual(['state-store', 'head-manager']);
    expect(plugins.map((p) => p.name)).toEqual([
      'dark-mode',
      'i18n',
      'product-context',
      'notifications',
      'progress-bar',
      'session-check',
      'card-payments',
      'calendar',
      'clipboard',
      'tooltips',
      'charts',
      'form-handling',
    ]);
    expect(startupSequence.slice(0, 2)).toEqual(coreSteps);
  });

  it('loads each plugin in turn: the next starts only after the previous one finished', async () => {
    const log: string[] = [];
    const slow = (name: string, ms: number): Plugin => ({
      name,
      async setup() {
        log.push(`${name}:start`);
        await new Promise((resolve) => setTimeout(resolve, ms));
        log.push(`${name}:end`);
      },
    });
    const report = await runStartup(createAppContext(), [slow('a', 20), slow('b', 1), slow('c', 5)]);
    expect(log).toEqual(['a:start', 'a:end', 'b:start', 'b:end', 'c:start', 'c:end']);
    expect(report.loaded).toEqual(['a', 'b', 'c']);
  });

  it('skips a plugin that throws or rejects, logs it, and keeps going', async () => {
    const ran: string[] = [];
    const ok = (name: string): Plugin => ({ name, setup: () => void ran.push(name) });
    const logger = vi.fn();
    const report = await runStartup(
      createAppContext(),
      [
        ok('first'),
        {
          name: 'throws',
          setup: () => {
            throw new Error('sync boom');
          },
        },
        ok('middle'),
        { name: 'rejects', setup: async () => Promise.reject(new Error('async boom')) },
        ok('last'),
      ],
      logger,
    );
    expect(ran).toEqual(['first', 'middle', 'last']);
    expect(report.skipped.map((s) => s.name)).toEqual(['throws', 'rejects']);
    expect(logger).toHaveBeenCalledTimes(2);
    expect(logger.mock.calls[0]![0]).toContain('"throws"');
  });
});

describe('mounting (spec §2)', () => {
  it('mounts on #app once start-up is done, even when a plugin failed', async () => {
    document.body.innerHTML = '<div id="other"></div><div id="app"></div>';
    const failing: Plugin = { name: 'broken', setup: () => Promise.reject(new Error('x')) };
    const marker: Plugin = { name: 'marker', setup: (ctx) => void ctx.wrappers.push(() => <p data-testid="mounted">mounted</p>) };
    let result: Awaited<ReturnType<typeof boot>> | undefined;
    await act(async () => {
      result = await boot([failing, marker]);
    });
    expect(document.querySelector('#app [data-testid="mounted"]')).not.toBeNull();
    expect(document.querySelector('#other')!.childElementCount).toBe(0);
    expect(result!.report.skipped.map((s) => s.name)).toEqual(['broken']);
    act(() => result!.root.unmount());
  });

  it('refuses to start without an #app element', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(() => mountApp(createAppContext())).toThrow(/id "app"/);
  });
});

describe('card payments plugin', () => {
  it('does nothing without a publishable key: Stripe.js is never loaded', async () => {
    const context = createAppContext();
    await cardPaymentsPlugin(undefined).setup(context);
    expect(context.services.loadStripe).toBeUndefined();
    expect(loadStripe).not.toHaveBeenCalled();
  });

  it('with a key, loads Stripe.js lazily (on first use) and once', async () => {
    const context = createAppContext();
    await cardPaymentsPlugin('pk_test_123').setup(context);
    expect(loadStripe).not.toHaveBeenCalled();
    await context.services.loadStripe!();
    await context.services.loadStripe!();
    expect(loadStripe).toHaveBeenCalledOnce();
    expect(loadStripe).toHaveBeenCalledWith('pk_test_123');
  });
});

describe('small plugins', () => {
  it('form handling maps API field errors to the first message per field', async () => {
    const context = createAppContext();
    const { formHandlingPlugin } = await import('./plugins/small.tsx');
    await formHandlingPlugin.setup(context);
    expect(
      context.services.fieldErrors!([
        { field: 'email', code: 'taken', message: 'Taken' },
        { field: 'email', code: 'x', message: 'Second' },
        { field: 'name', code: 'required', message: 'Your name is required' },
      ]),
    ).toEqual({ email: 'Taken', name: 'Your name is required' });
    expect(context.services.fieldErrors!('nope')).toEqual({});
  });
});
