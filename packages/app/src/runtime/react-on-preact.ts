/**
 * What `react` and `react-dom` resolve to in the production build (vite.config.ts `reactRuntime`,
 * decision 053): Preact's React-compatible runtime, ~50 KB gzipped less than React DOM on every
 * first visit. Tests and stories run on React; `VITE_REACT_RUNTIME=react npm run build` builds on
 * React DOM again.
 *
 * preact/compat 10 lacks React 19.2's `useEffectEvent` (LinkList's debounced search and the bulk
 * import page use it), so it is added here with React's contract: the returned function always
 * calls the latest callback and is meant for effects and event handlers, not for rendering.
 */
import { options, type VNode } from 'preact';
import { useCallback, useRef } from 'preact/compat';

// @ts-expect-error preact/compat's types are one `export =` namespace; the module is ESM with named exports.
export * from 'preact/compat';
export { default } from 'preact/compat';

/**
 * Preact sets an element's attributes in the order its props were written; an `<img>` starts
 * fetching the moment it gets `src`, so `loading="lazy"` written after `src` came too late and
 * every site icon loaded at once. React DOM sets `src` last; so does this.
 */
const previousVnode = options.vnode;
options.vnode = (vnode: VNode) => {
  const props = vnode.props as Record<string, unknown>;
  if (vnode.type === 'img' && 'src' in props && 'loading' in props) {
    const { src, srcSet, ...rest } = props;
    vnode.props = { ...rest, ...(srcSet === undefined ? {} : { srcSet }), src } as unknown as typeof vnode.props;
  }
  previousVnode?.(vnode);
};

export function useEffectEvent<Args extends unknown[], Result>(callback: (...args: Args) => Result): (...args: Args) => Result {
  const latest = useRef(callback);
  // Preact renders synchronously and never throws a render away, so the render itself may keep
  // the latest callback (React has to wait for the commit); every effect then sees this render's.
  // oxlint-disable-next-line react/immutability -- the point of this hook; see above
  latest.current = callback;
  return useCallback((...args: Args) => latest.current(...args), []);
}
