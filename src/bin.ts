/**
 * Entry of `bun run cli` and of the compiled binary: operator subcommands (keys, accounts, teams),
 * `healthcheck` (for container probes without curl), anything else starts the server.
 */
import './production-mode.ts';
import { isCliCommand, runCli } from './cli.ts';
import { bunPlatform } from './platform-bun.ts';

async function healthcheck(): Promise<number> {
  const port = process.env.PORT || '3000';
  try {
    const response = await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(2000) });
    return response.ok ? 0 : 1;
  } catch {
    return 1;
  }
}

const argv = process.argv.slice(2);
if (argv[0] === 'healthcheck') {
  process.exit(await healthcheck());
} else if (isCliCommand(argv)) {
  try {
    process.exit(await runCli(argv, process.env, bunPlatform));
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
} else {
  await import('./main.ts');
}
