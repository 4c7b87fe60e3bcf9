import { vars } from '../../tokens/contract.css.ts';

/** Theme tones a chart may draw with; each resolves to a theme variable, so dark mode follows. */
export const chartTones = ['brand', 'info', 'caution', 'positive', 'critical', 'neutral'] as const;
export type ChartTone = (typeof chartTones)[number];

/** The strong colour of a tone (`var(--…)`), for SVG `style` fills and strokes. */
export const toneColor = (tone: ChartTone): string => vars.color[tone].base;

/** The tone of the n-th series when the caller gives none: brand first, then the others in turn. */
export const toneAt = (index: number): ChartTone => chartTones[index % chartTones.length] ?? 'brand';
