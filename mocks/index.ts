export {
  handlers,
  authScenarios,
  customerScenarios,
  accountScenarios,
  planScenarios,
  invitationScenarios,
  SLOW_MS,
} from './handlers/index.ts';
export { db, resetDb, verificationToken, resetToken } from './db.ts';
