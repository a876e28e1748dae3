export interface ReadinessResult {
  ok: boolean;
  detail?: string;
}

export type ReadinessCheck = () => Promise<ReadinessResult>;

/** Named checks that plugins register (database, migrations, portal, Redis); /readyz runs them all. */
export class Readiness {
  private readonly checks = new Map<string, ReadinessCheck>();

  register(name: string, check: ReadinessCheck): void {
    this.checks.set(name, check);
  }

  async run(): Promise<{ ready: boolean; checks: Record<string, ReadinessResult> }> {
    const entries = await Promise.all(
      [...this.checks].map(async ([name, check]): Promise<[string, ReadinessResult]> => {
        try {
          return [name, await check()];
        } catch (error) {
          return [name, { ok: false, detail: (error as Error).message }];
        }
      }),
    );
    return { ready: entries.every(([, result]) => result.ok), checks: Object.fromEntries(entries) };
  }
}
