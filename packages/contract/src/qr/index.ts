export * from './design.ts';
export * from './payload.ts';
export * from './render.ts';
