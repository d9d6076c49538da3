/**
 * Vite's logger for the suite's runs, without the warnings a target's own dependencies cause (a package
 * whose source maps point at files it does not ship: hundreds of lines in a plain run). The suite's own
 * warnings, and every error, stay.
 */
import { createLogger, type Logger } from 'vite';

const SOURCE_MAP = /Failed to load source map for|^Sourcemap for|Sourcemap for ".*" points to/;
const IN_DEPENDENCY = /[\\/]node_modules[\\/]/;

export function quietLogger(): Logger {
  const logger = createLogger();
  const fromDependency = (msg: string) => SOURCE_MAP.test(msg.replace(/\u001b\[[0-9;]*m/g, '')) && IN_DEPENDENCY.test(msg);
  const { warn, warnOnce } = logger;
  logger.warn = (msg, options) => { if (!fromDependency(msg)) warn(msg, options); };
  logger.warnOnce = (msg, options) => { if (!fromDependency(msg)) warnOnce(msg, options); };
  return logger;
}
