export { ColorField, normaliseHex } from './ColorField.tsx';
export type { ColorFieldProps, ColorPreset } from './ColorField.tsx';
