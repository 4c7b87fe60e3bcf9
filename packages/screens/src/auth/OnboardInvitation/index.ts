export { OnboardInvitationScreen } from './OnboardInvitation.tsx';
export type { OnboardInvitationScreenProps, OnboardInvitationState, InvitationAction } from './OnboardInvitation.tsx';
