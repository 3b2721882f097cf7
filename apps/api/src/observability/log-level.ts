import type { LogLevel } from '@nestjs/common';
import type { LevelWithSilent } from 'pino';

/** The pino level that prints exactly Nest's LOG_LEVEL set (error < warn < log < debug < verbose). */
export function pinoLevel(levels: LogLevel[] | false): LevelWithSilent {
  if (!levels || levels.length === 0) return 'silent';
  if (levels.includes('verbose')) return 'trace';
  if (levels.includes('debug')) return 'debug';
  if (levels.includes('log')) return 'info';
  if (levels.includes('warn')) return 'warn';
  return 'error';
}
