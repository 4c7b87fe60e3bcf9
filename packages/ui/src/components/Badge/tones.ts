/** The six colour roles shared by Badge and StatusPill. */
export const statusTones = ['neutral', 'brand', 'positive', 'caution', 'critical', 'info'] as const;
export type StatusTone = (typeof statusTones)[number];
