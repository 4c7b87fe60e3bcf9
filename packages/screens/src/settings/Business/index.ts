export { BusinessScreen, businessValues } from './Business.tsx';
export type { BusinessScreenProps, BusinessState, BusinessValues } from './Business.tsx';
