/**
 * The two things the production runtime adds to preact/compat (decision 053). These run on Preact
 * itself, not on the React the other unit tests use: the module is what `react` becomes in a build.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { act } from 'preact/test-utils';
import { createElement, render, useEffect } from 'preact/compat';
import { useEffectEvent } from './react-on-preact.ts';

const container = document.createElement('div');
afterEach(() => render(null, container));

describe('react-on-preact', () => {
  it('useEffectEvent calls the latest callback from an effect that subscribed once', () => {
    const calls: string[] = [];
    const listeners = new Set<() => void>();
    function Probe({ label }: { label: string }) {
      const onEvent = useEffectEvent(() => calls.push(label));
      useEffect(() => {
        const listener = () => onEvent();
        listeners.add(listener);
        return () => listeners.delete(listener);
      }, []);
      return null;
    }
    const emit = () => listeners.forEach((listener) => listener());
    act(() => {
      render(createElement(Probe, { label: 'first' }), container);
    });
    emit();
    act(() => {
      render(createElement(Probe, { label: 'second' }), container);
    });
    emit();
    expect(calls).toEqual(['first', 'second']);
  });

  it('gives an img its src after loading, as React DOM does, so loading="lazy" applies', () => {
    act(() => {
      render(createElement('img', { src: '/icon.png', alt: '', loading: 'lazy', decoding: 'async' }), container);
    });
    const names = container.querySelector('img')!.getAttributeNames();
    expect(names.indexOf('loading')).toBeLessThan(names.indexOf('src'));
    expect(names.at(-1)).toBe('src');
  });

  it('leaves other elements’ attribute order alone', () => {
    act(() => {
      render(createElement('a', { href: '/x', title: 't' }), container);
    });
    expect(container.querySelector('a')!.getAttributeNames()).toEqual(['href', 'title']);
  });
});
