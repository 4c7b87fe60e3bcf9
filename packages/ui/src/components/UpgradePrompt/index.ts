export { UpgradePrompt, upgradeFeatures } from './UpgradePrompt.tsx';
export type { UpgradePromptProps, UpgradeFeature } from './UpgradePrompt.tsx';
