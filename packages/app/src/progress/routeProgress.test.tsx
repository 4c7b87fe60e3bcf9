import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { PROGRESS_OPTIONS, resetRouteProgress, setProgressController } from './routeProgress.ts';
import { useDataPending, useRouteProgress } from './useRouteProgress.ts';

const calls: string[] = [];
beforeEach(() => {
  calls.length = 0;
  resetRouteProgress();
  setProgressController({ start: () => calls.push('start'), done: () => calls.push('done') });
});

function Page({ loading }: { loading: boolean }) {
  useDataPending(loading);
  return null;
}

const controls: { setLoading: (v: boolean) => void } = { setLoading: () => {} };
function Routed({ path, initiallyLoading }: { path: string; initiallyLoading: boolean }) {
  useRouteProgress(path);
  const [loading, set] = useState(initiallyLoading);
  useEffect(() => {
    controls.setLoading = set;
  }, []);
  return <Page loading={loading} />;
}

describe('route progress (spec §9)', () => {
  it('uses the spec options: 0.08 minimum, 200 ms speed, 800 ms trickle, no spinner', () => {
    expect(PROGRESS_OPTIONS).toEqual({ minimum: 0.08, speed: 200, trickleSpeed: 800, showSpinner: false });
  });

  it('a static page: start then done immediately', () => {
    render(<Routed path="/a" initiallyLoading={false} />);
    expect(calls).toEqual(['start', 'done']);
  });

  it('a data page: done only when its data settles', () => {
    render(<Routed path="/a" initiallyLoading />);
    expect(calls).toEqual(['start']);
    act(() => controls.setLoading(false));
    expect(calls).toEqual(['start', 'done']);
  });

  it('starts again on every route change', () => {
    const view = render(<Routed path="/a" initiallyLoading={false} />);
    view.rerender(<Routed path="/b" initiallyLoading={false} />);
    expect(calls).toEqual(['start', 'done', 'start', 'done']);
    expect(vi.isFakeTimers()).toBe(false);
  });
});
