import * as RadixTooltip from '@radix-ui/react-tooltip';
import { createContext, useContext, type ReactElement, type ReactNode } from 'react';
import { useDirection } from '../../i18n/I18nProvider.tsx';
import * as styles from './Tooltip.css.ts';
import { registerTooltipModule } from './lazy.ts';

export const tooltipSides = ['top', 'bottom', 'start', 'end'] as const;
export type TooltipSide = (typeof tooltipSides)[number];

/** Delay before a pointer hover opens a tooltip; keyboard focus opens it at once. */
export const TOOLTIP_DELAY_MS = 400;

const ProviderPresent = createContext(false);

export interface TooltipProviderProps {
  children: ReactNode;
  /** Hover delay in ms. @defaultValue 400 */
  delayDuration?: number;
}

/**
 * Shares hover timing between tooltips (moving from one icon to the next opens the next at once).
 * Optional: a `Tooltip` outside any provider brings its own.
 */
export function TooltipProvider({ children, delayDuration = TOOLTIP_DELAY_MS }: TooltipProviderProps) {
  return (
    <RadixTooltip.Provider delayDuration={delayDuration} skipDelayDuration={300}>
      <ProviderPresent.Provider value>{children}</ProviderPresent.Provider>
    </RadixTooltip.Provider>
  );
}

export interface TooltipProps {
  /** The tooltip text. Short, plain text: tooltips hold no links or buttons. */
  content: ReactNode;
  /**
   * One focusable element (a button or link) that accepts a ref and spreads props. It is
   * described by the tooltip while it is open.
   */
  children: ReactElement;
  /** Which side of the trigger; `start`/`end` follow the reading direction. @defaultValue 'top' */
  side?: TooltipSide;
  /** Controlled open state, e.g. for a story or a walkthrough. */
  open?: boolean;
  /** Open state of an uncontrolled tooltip on first render. @defaultValue false */
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Hover delay in ms for this tooltip only. */
  delayDuration?: number;
  /** Render nothing extra: just the trigger (handy when the text is conditional). @defaultValue false */
  disabled?: boolean;
}

/**
 * A short label that appears on hover and on keyboard focus (Radix Tooltip). Use it to name
 * icon-only controls; never put essential information only in a tooltip.
 */
export function Tooltip({
  content,
  children,
  side = 'top',
  open,
  defaultOpen,
  onOpenChange,
  delayDuration,
  disabled = false,
}: TooltipProps) {
  const hasProvider = useContext(ProviderPresent);
  const dir = useDirection();
  if (disabled || content === null || content === undefined || content === '') return children;
  const physicalSide =
    side === 'start' ? (dir === 'rtl' ? 'right' : 'left') : side === 'end' ? (dir === 'rtl' ? 'left' : 'right') : side;
  const tooltip = (
    <RadixTooltip.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange} delayDuration={delayDuration}>
      <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
      <RadixTooltip.Portal>
        <RadixTooltip.Content className={styles.content} side={physicalSide} sideOffset={6} collisionPadding={8} data-side={side}>
          {content}
          <RadixTooltip.Arrow className={styles.arrow} width={10} height={5} />
        </RadixTooltip.Content>
      </RadixTooltip.Portal>
    </RadixTooltip.Root>
  );
  return hasProvider ? tooltip : <TooltipProvider>{tooltip}</TooltipProvider>;
}

// Evaluating this module (statically, as the shell does, or through loadTooltip) makes it
// available to IconButton without a further render (lazy.ts).
registerTooltipModule({ Tooltip, TooltipProvider, tooltipSides, TOOLTIP_DELAY_MS });
