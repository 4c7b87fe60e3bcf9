export { Card, cardTones } from './Card.tsx';
export type { CardProps, CardTone } from './Card.tsx';
