/** Message ids of each screen's document title, for the app's head manager (`t(screenTitles.login)`). */
export const screenTitles = {
  login: 'screens.login.pageTitle',
  register: 'screens.register.pageTitle',
  forgot: 'screens.forgot.pageTitle',
  reset: 'screens.reset.pageTitle',
  onboardVerify: 'screens.verify.pageTitle',
  onboardSubscribe: 'screens.subscribe.pageTitle',
  onboardInvitation: 'screens.invitation.pageTitle',
  offline: 'screens.offline.pageTitle',
  notFound: 'screens.notFound.pageTitle',
  permissionDenied: 'screens.permission.pageTitle',
  supportCenter: 'screens.support.pageTitle',
} as const;
export type ScreenTitleKey = keyof typeof screenTitles;
