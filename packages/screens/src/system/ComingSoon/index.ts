export { ComingSoonScreen, comingSoonAreas } from './ComingSoon.tsx';
export type { ComingSoonArea, ComingSoonScreenProps } from './ComingSoon.tsx';
