import { errorCode } from './db/errors.ts';
import { withinDeadline } from './deadline.ts';

export interface ReadinessResult {
  ok: boolean;
  detail?: string;
}

export type ReadinessCheck = () => Promise<ReadinessResult>;

/** /readyz answers within a second: a check still running after this long reports not ok. */
export const READINESS_CHECK_TIMEOUT_MS = 800;

/** Named checks that plugins register (database, migrations, portal, Redis); /readyz runs them all, in parallel, each bounded. */
export class Readiness {
  constructor(private readonly timeoutMs = READINESS_CHECK_TIMEOUT_MS) {}

  private readonly checks = new Map<string, ReadinessCheck>();

  register(name: string, check: ReadinessCheck): void {
    this.checks.set(name, check);
  }

  async run(): Promise<{ ready: boolean; checks: Record<string, ReadinessResult> }> {
    const entries = await Promise.all(
      [...this.checks].map(async ([name, check]): Promise<[string, ReadinessResult]> => {
        try {
          return [name, await withinDeadline(check(), this.timeoutMs, (): ReadinessResult => ({ ok: false, detail: `no answer within ${this.timeoutMs} ms` }))];
        } catch (error) {
          // A code, not the message: driver messages can quote query parameters.
          return [name, { ok: false, detail: errorCode(error) ?? (error as Error)?.name ?? 'failed' }];
        }
      }),
    );
    return { ready: entries.every(([, result]) => result.ok), checks: Object.fromEntries(entries) };
  }
}
