export { Text, textTones, textSizes, textWeights } from './Text.tsx';
export type { TextProps, TextTone, TextSize, TextWeight } from './Text.tsx';
