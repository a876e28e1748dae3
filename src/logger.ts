import type { LogLevel } from './config.ts';

const RANK: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export interface Logger {
  debug(event: string, fields?: Record<string, unknown>): void;
  info(event: string, fields?: Record<string, unknown>): void;
  warn(event: string, fields?: Record<string, unknown>): void;
  error(event: string, fields?: Record<string, unknown>): void;
}

/**
 * One JSON object per line on stdout. Callers pass lengths and ids, never prompts, keys or submitted values.
 * The line is the fields' own JSON behind a fixed head (time, level, event): no merged copy of the fields is made
 * (the access log writes one line per request), so a field must not be named time, level or event.
 */
export function createLogger(level: LogLevel, write: (line: string) => void = (line) => console.log(line)): Logger {
  const at = (lineLevel: Exclude<LogLevel, 'silent'>) => {
    const head = `","level":"${lineLevel}","event":`;
    return (event: string, fields: Record<string, unknown> = {}) => {
      if (RANK[lineLevel] < RANK[level]) return;
      const members = JSON.stringify(fields);
      write(`{"time":"${new Date().toISOString()}${head}${JSON.stringify(event)}${members.length > 2 ? `,${members.slice(1)}` : '}'}`);
    };
  };
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}
