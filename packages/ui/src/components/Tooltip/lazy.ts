import { useEffect, useState } from 'react';

type TooltipModule = typeof import('./Tooltip.tsx');

let loaded: TooltipModule | undefined;
let pending: Promise<TooltipModule> | undefined;

/** Called by Tooltip.tsx as it is evaluated: however it was loaded, it is usable at once from then on. */
export function registerTooltipModule(module: TooltipModule): void {
  loaded = module;
}

/** Fetches the tooltip (Radix + floating-ui, ~20 KB gzipped) if it is not loaded yet. */
export function loadTooltip(): Promise<TooltipModule> {
  if (loaded) return Promise.resolve(loaded);
  pending ??= import('./Tooltip.tsx');
  return pending;
}

/**
 * The tooltip module for a control that only sometimes has a tooltip (IconButton), so the
 * control itself does not pull Radix into every page that shows it (issue 16 item 20: /login
 * shows icon buttons without tooltips). Undefined until loaded, when the caller re-renders; where
 * the signed-in shell has loaded it (it holds the shared provider) it is there on the first render.
 */
export function useTooltipModule(wanted: boolean): TooltipModule | undefined {
  const [module, setModule] = useState(loaded);
  useEffect(() => {
    if (!wanted || module) return;
    let live = true;
    void loadTooltip().then((next) => live && setModule(next));
    return () => {
      live = false;
    };
  }, [wanted, module]);
  return module ?? (wanted ? loaded : undefined);
}
