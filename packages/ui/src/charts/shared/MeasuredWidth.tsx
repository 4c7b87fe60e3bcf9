import { useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';

export interface MeasuredWidthProps {
  /** Renders the content for the measured width; 0 until the box has been measured. */
  children: (width: number) => ReactNode;
}

const outer: CSSProperties = { position: 'relative', inlineSize: '100%', blockSize: '100%' };
const inner: CSSProperties = { position: 'absolute', inset: 0, overflow: 'hidden' };

/**
 * Gives its children the width of the box it fills. Measured before the first paint and then on
 * every resize, with no debounce and no animation frame in between (visx's ParentSize waits for
 * both): a chart never paints empty first, and what a story test or a screenshot sees right after
 * rendering is the chart itself, not a race with the next frame.
 */
export function MeasuredWidth({ children }: MeasuredWidthProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    setWidth(element.getBoundingClientRect().width);
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver((entries) => {
      const next = entries[0]?.contentRect.width;
      if (next !== undefined) setWidth(next);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <div style={outer}>
      <div ref={ref} style={inner}>
        {children(width)}
      </div>
    </div>
  );
}
