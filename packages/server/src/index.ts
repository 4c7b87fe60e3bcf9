export { buildApp, BODY_LIMIT, type BuildOptions } from './app.ts';
export { loadConfig, ConfigError, defaultRateLimits, type Config, type RateLimits } from './config.ts';
export { openDatabase, type DatabaseHandle } from './db/connect.ts';
export { migrateToLatest, migrateDown } from './db/migrate.ts';
export { createUser, type CreateUserInput } from './cli/create-user.ts';
