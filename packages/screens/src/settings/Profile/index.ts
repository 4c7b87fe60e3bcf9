export { ProfileScreen, profileValues } from './Profile.tsx';
export type { ProfileScreenProps, ProfileState, ProfileValues, EmailChangeValues, PasswordChangeValues } from './Profile.tsx';
