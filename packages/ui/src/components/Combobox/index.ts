export { Combobox } from './Combobox.tsx';
export type { ComboboxProps, ComboboxOption } from './Combobox.tsx';
