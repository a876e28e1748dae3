/**
 * Entry of `bun run cli` and of the compiled binary: without a command (or with `serve`) it starts the server;
 * `healthcheck` probes a running one (for containers without curl); operator commands, `--help` and `--version`
 * go to the CLI, which answers anything it does not know with usage and exit code 2 — never by starting the server.
 */
import './production-mode.ts';
import { runCli, SERVER_COMMANDS } from './cli.ts';
import { healthcheck } from './healthcheck.ts';
import { bunPlatform } from './platform-bun.ts';

const argv = process.argv.slice(2);
const [command] = argv;
const serverCommand = argv.length <= 1 && (command === undefined || Object.hasOwn(SERVER_COMMANDS, command)) ? command ?? 'serve' : null;
if (serverCommand === 'serve') {
  await import('./main.ts');
} else if (serverCommand === 'healthcheck') {
  process.exit(await healthcheck(process.env));
} else {
  try {
    process.exit(await runCli(argv, process.env, bunPlatform));
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
