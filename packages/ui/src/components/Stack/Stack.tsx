import type { ReactNode } from 'react';
import { Box, type BoxProps } from '../Box/Box.tsx';
import type { Space } from '../../tokens/scale.ts';

type Align = 'start' | 'center' | 'end' | 'stretch';
const alignMap = { start: 'flex-start', center: 'center', end: 'flex-end', stretch: 'stretch' } as const;

export interface StackProps extends Omit<BoxProps, 'display' | 'flexDirection' | 'gap' | 'alignItems'> {
  children: ReactNode;
  /** Space between children. @defaultValue 'medium' */
  gap?: Space;
  /** Cross-axis alignment. @defaultValue 'stretch' */
  align?: Align;
}

/** Children stacked in the block direction with even spacing. */
export function Stack({ gap = 'medium', align = 'stretch', children, ...rest }: StackProps) {
  return (
    <Box display="flex" flexDirection="column" gap={gap} alignItems={alignMap[align]} {...rest}>
      {children}
    </Box>
  );
}

export interface InlineProps extends Omit<BoxProps, 'display' | 'flexDirection' | 'gap' | 'alignItems' | 'flexWrap' | 'wrap'> {
  children: ReactNode;
  /** @defaultValue 'small' */
  gap?: Space;
  /** @defaultValue 'center' */
  align?: Align;
  /** Wrap onto more lines when space runs out. @defaultValue false */
  wrap?: boolean;
}

/** Children in the inline direction (mirrors in RTL). */
export function Inline({ gap = 'small', align = 'center', wrap = false, children, ...rest }: InlineProps) {
  return (
    <Box display="flex" flexDirection="row" gap={gap} alignItems={alignMap[align]} flexWrap={wrap ? 'wrap' : 'nowrap'} {...rest}>
      {children}
    </Box>
  );
}
