export { RadioGroup, radioOrientations } from './RadioGroup.tsx';
export type { RadioGroupProps, RadioOption, RadioOrientation } from './RadioGroup.tsx';
