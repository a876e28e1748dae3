import type { LogLevel } from './config.ts';

const RANK: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export interface Logger {
  debug(event: string, fields?: Record<string, unknown>): void;
  info(event: string, fields?: Record<string, unknown>): void;
  warn(event: string, fields?: Record<string, unknown>): void;
  error(event: string, fields?: Record<string, unknown>): void;
}

/** One JSON object per line on stdout. Callers pass lengths and ids, never prompts, keys or submitted values. */
export function createLogger(level: LogLevel, write: (line: string) => void = (line) => console.log(line)): Logger {
  const at = (lineLevel: Exclude<LogLevel, 'silent'>) => (event: string, fields: Record<string, unknown> = {}) => {
    if (RANK[lineLevel] < RANK[level]) return;
    write(JSON.stringify({ time: new Date().toISOString(), level: lineLevel, event, ...fields }));
  };
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}
