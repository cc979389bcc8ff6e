import type { Core } from '@strapi/strapi';
import { logFormat, logLevel } from '@agency/contract';
import { logLineFormat } from '../src/lib/logging';

/**
 * Strapi's logger (winston; Strapi's "Logger configuration"): one JSON object a line in production and tests, Strapi's
 * pretty lines in development (`LOG_FORMAT` overrides; the contract's `logFormat`), at `LOG_LEVEL` (error, warn, info,
 * debug; default info), each line redacted and naming its request (src/lib/logging.ts, docs/021-operations.md "Logs").
 */
const config = ({ env }: Core.Config.Shared.ConfigParams) => ({
  level: logLevel(env('LOG_LEVEL')),
  format: logLineFormat(logFormat(env('LOG_FORMAT'), env('NODE_ENV'))),
});

export default config;
