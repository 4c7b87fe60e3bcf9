/**
 * The two things the production runtime adds to preact/compat (decision 053). These run on Preact
 * itself, not on the React the other unit tests use: the module is what `react` becomes in a build.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { act } from 'preact/test-utils';
import { createElement, render, useEffect, useEffectEvent, useState } from './react-on-preact.ts';

const container = document.createElement('div');
afterEach(() => render(null, container));

describe('react-on-preact', () => {
  it('useEffectEvent calls the latest callback, through a function that stays the same', () => {
    const calls: string[] = [];
    const identities = new Set<unknown>();
    let fire = () => {};
    let setLabel: (label: string) => void = () => {};
    function Probe() {
      const [label, set] = useState('first');
      setLabel = set;
      const onEvent = useEffectEvent(() => calls.push(label));
      identities.add(onEvent);
      useEffect(() => {
        fire = onEvent;
      }, [onEvent]);
      return null;
    }
    act(() => render(createElement(Probe, null), container));
    fire();
    act(() => setLabel('second'));
    fire();
    expect(calls).toEqual(['first', 'second']);
    expect(identities.size).toBe(1);
  });

  it('gives an img its src after loading, as React DOM does, so loading="lazy" applies', () => {
    act(() => render(createElement('img', { src: '/icon.png', alt: '', loading: 'lazy', decoding: 'async' }), container));
    const names = container.querySelector('img')!.getAttributeNames();
    expect(names.indexOf('loading')).toBeLessThan(names.indexOf('src'));
    expect(names.at(-1)).toBe('src');
  });

  it('leaves other elements’ attribute order alone', () => {
    act(() => render(createElement('a', { href: '/x', title: 't' }), container));
    expect(container.querySelector('a')!.getAttributeNames()).toEqual(['href', 'title']);
  });
});
