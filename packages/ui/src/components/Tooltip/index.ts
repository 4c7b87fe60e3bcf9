export { Tooltip, TooltipProvider, tooltipSides, TOOLTIP_DELAY_MS } from './Tooltip.tsx';
export type { TooltipProps, TooltipProviderProps, TooltipSide } from './Tooltip.tsx';
