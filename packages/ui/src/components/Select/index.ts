export { Select } from './Select.tsx';
export type { SelectProps, SelectOption, SelectOptionGroup } from './Select.tsx';
