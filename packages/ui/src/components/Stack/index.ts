export { Stack, Inline } from './Stack.tsx';
export type { StackProps, InlineProps } from './Stack.tsx';
