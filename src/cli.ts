import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { loadConfig } from './config.ts';
import { createApp } from './app.ts';
import { randomBase62 } from './ids.ts';
import { runningServer } from './local-server.ts';
import type { Platform } from './platform.ts';
import packageJson from '../package.json' with { type: 'json' };

export const VERSION = packageJson.version;

/**
 * Operator CLI: each command is one admin API request. With --url (or ADMIN_URL) it is sent to a running
 * server with ADMIN_TOKEN; while a server runs on the embedded database's DATA_DIR it is sent to that server, found
 * through DATA_DIR/server.json (src/local-server.ts: its URL, token file and certificate); otherwise the CLI opens
 * the configured database itself (DATA_DIR or DATABASE_URL) and answers in-process.
 * Exit codes: 0 done (or help shown), 1 the request failed, 2 bad usage (unknown command or option).
 */
interface Command {
  summary: string;
  /** what follows the command's words: positionals and options */
  usage: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: (positionals: string[]) => string;
  body?: (values: Options, positionals: string[]) => Record<string, unknown>;
  /** option names this command takes (each with a value), besides --url */
  options?: readonly string[];
  /** options sent as query parameters, by their API name */
  query?: Readonly<Record<string, string>>;
  positionals?: number;
}

type Options = Record<string, string | undefined>;

const defined = (entries: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(entries).filter(([, value]) => value !== undefined));

const segment = (value: string | undefined) => encodeURIComponent(value!);

class UsageError extends Error {}

/** `--expires never`, `--burst-limit default` and `--origins none` clear the setting; JSON metadata must be an object. */
const OPTION_VALUES: Record<string, (raw: string) => unknown> = {
  expires: (raw) => (raw === 'never' ? null : raw),
  origins: (raw) => (raw === 'none' ? null : raw.split(',').map((origin) => origin.trim()).filter(Boolean)),
  'burst-limit': (raw) => {
    if (raw === 'default') return null;
    if (!/^[0-9]+$/.test(raw)) throw new UsageError('--burst-limit must be a whole number or "default"');
    return Number(raw);
  },
  grace: (raw) => {
    if (!/^[0-9]+$/.test(raw)) throw new UsageError('--grace must be a whole number of seconds');
    return Number(raw);
  },
  metadata: (raw) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      throw new UsageError('--metadata must be a JSON object');
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new UsageError('--metadata must be a JSON object');
    return parsed;
  },
};

const option = (values: Options, name: string) => {
  const raw = values[name];
  const convert = OPTION_VALUES[name];
  return raw === undefined || !convert ? raw : convert(raw);
};

const keySettings = (values: Options) => ({
  expiresAt: option(values, 'expires'), metadata: option(values, 'metadata'), burstLimit: option(values, 'burst-limit'),
  allowedOrigins: option(values, 'origins'),
});
const KEY_SETTING_OPTIONS = ['expires', 'metadata', 'burst-limit', 'origins'] as const;

const COMMANDS: Record<string, Command> = {
  'keys create': {
    summary: 'Create an API key (its secret is printed once)',
    usage: '--service analyze|forms --plan PLAN [--account ID] [--team ID] [--name NAME] [--mode live|test] [--kind secret|publishable] [--expires ISO_DATE] [--metadata JSON] [--burst-limit N] [--origins ORIGIN,…]',
    method: 'POST',
    path: () => '/admin/keys',
    options: ['service', 'plan', 'account', 'team', 'name', 'mode', 'kind', ...KEY_SETTING_OPTIONS],
    body: (v) => defined({
      service: v.service, plan: v.plan, accountId: v.account, teamId: v.team, name: v.name, mode: v.mode, kind: v.kind, ...keySettings(v),
    }),
  },
  'keys list': {
    summary: 'List keys of every service (without secrets)', usage: '[--account ID] [--service analyze|forms]',
    method: 'GET', path: () => '/admin/keys', options: ['account', 'service'], query: { account: 'accountId', service: 'service' },
  },
  'keys update': {
    summary: 'Change the name, metadata, expiry, burst limit or allowed origins of a key',
    usage: 'KEY_ID [--name NAME] [--metadata JSON] [--expires ISO_DATE|never] [--burst-limit N|default] [--origins ORIGIN,…|none]',
    method: 'PATCH', positionals: 1, path: ([id]) => `/admin/keys/${segment(id)}`,
    options: ['name', ...KEY_SETTING_OPTIONS],
    body: (v) => defined({ name: v.name, ...keySettings(v) }),
  },
  'keys roll': {
    summary: 'Replace a key by a new secret; the old one works for --grace seconds (default 86400)',
    usage: 'KEY_ID [--grace SECONDS]', method: 'POST', positionals: 1, path: ([id]) => `/admin/keys/${segment(id)}/roll`,
    options: ['grace'], body: (v) => defined({ graceSeconds: option(v, 'grace') }),
  },
  'keys revoke': {
    summary: 'Revoke a key', usage: 'KEY_ID', method: 'POST', positionals: 1, path: ([id]) => `/admin/keys/${segment(id)}/revoke`,
  },
  'accounts create': {
    summary: 'Create an account', usage: '[--name NAME] [--team ID]', method: 'POST', path: () => '/admin/accounts',
    options: ['name', 'team'], body: (v) => defined({ name: v.name, teamId: v.team }),
  },
  'accounts list': { summary: 'List accounts', usage: '', method: 'GET', path: () => '/admin/accounts' },
  'accounts team': {
    summary: 'Put an account in a team, or take it out with none', usage: 'ACCOUNT_ID TEAM_ID|none', method: 'PUT', positionals: 2,
    path: ([id]) => `/admin/accounts/${segment(id)}/team`,
    body: (_, [, team]) => ({ teamId: team === 'none' ? null : team }),
  },
  'accounts delete': {
    summary: 'Delete an account: its keys are revoked, its forms and their responses deleted',
    usage: 'ACCOUNT_ID', method: 'DELETE', positionals: 1, path: ([id]) => `/admin/accounts/${segment(id)}`,
  },
  'teams create': {
    summary: 'Create a team', usage: '--name NAME --plan free|pro|ultra|team', method: 'POST', path: () => '/admin/teams',
    options: ['name', 'plan'], body: (v) => defined({ name: v.name, plan: v.plan }),
  },
  'teams list': { summary: 'List teams', usage: '', method: 'GET', path: () => '/admin/teams' },
  'teams plan': {
    summary: "Change a team's plan", usage: 'TEAM_ID free|pro|ultra|team', method: 'PUT', positionals: 2,
    path: ([id]) => `/admin/teams/${segment(id)}/plan`, body: (_, [, plan]) => ({ plan }),
  },
  'teams delete': {
    summary: 'Delete a team with its member accounts (as accounts delete)', usage: 'TEAM_ID', method: 'DELETE', positionals: 1,
    path: ([id]) => `/admin/teams/${segment(id)}`,
  },
  'forms erase': {
    summary: 'GDPR erasure: delete every submission carrying an e-mail address across an account\'s forms',
    usage: '--account ID --email ADDRESS', method: 'POST', path: () => '/admin/forms/erasures',
    options: ['account', 'email'], body: (v) => defined({ accountId: v.account, email: v.email }),
  },
  'deliveries list': {
    summary: 'Delivery log (webhooks and e-mail) of a form, newest first', usage: 'FORM_ID', method: 'GET', positionals: 1,
    path: ([id]) => `/admin/forms/${segment(id)}/deliveries`,
  },
  'deliveries redeliver': {
    summary: 'Queue a delivery again (same webhook-id), due now', usage: 'DELIVERY_ID', method: 'POST', positionals: 1,
    path: ([id]) => `/admin/forms/deliveries/${segment(id)}/redeliver`,
  },
  'users create': {
    summary: 'Create a dashboard sign-in for an account holder (no password: an invitation link)',
    usage: '--email EMAIL --account ID [--password PASSWORD]', method: 'POST', path: () => '/admin/dashboard-users',
    options: ['email', 'account', 'password'], body: (v) => defined({ email: v.email, accountId: v.account, password: v.password }),
  },
  'users list': {
    summary: 'List dashboard users', usage: '[--account ID]', method: 'GET', path: () => '/admin/dashboard-users',
    options: ['account'], query: { account: 'accountId' },
  },
  'usage show': {
    summary: 'Persisted analyzer usage per quota owner and UTC day', usage: '[--owner account:ID|team:ID] [--day YYYY-MM-DD]',
    method: 'GET', path: () => '/admin/usage', options: ['owner', 'day'], query: { owner: 'owner', day: 'day' },
  },
};

/** Commands of the binary itself (src/bin.ts runs them); listed here so help covers every command. */
export const SERVER_COMMANDS: Record<string, string> = {
  serve: 'Start the server (also what the binary does without a command)',
  healthcheck: 'Exit 0 when the local server answers /healthz (over HTTPS when TLS_CERT_FILE is set), else 1',
};

export const COMMAND_NAMES = Object.keys(COMMANDS);
const GROUPS = [...new Set(Object.keys(COMMANDS).map((name) => name.split(' ')[0]!))];

export function isCliCommand(argv: readonly string[]): boolean {
  return argv[0] !== undefined && !Object.hasOwn(SERVER_COMMANDS, argv[0]);
}

const commandLine = (name: string, command: Command) => `  ${name}${command.usage ? ` ${command.usage}` : ''}\n      ${command.summary}`;

export function usage(): string {
  return [
    'Usage: server [command] [options]   (bun run cli <command> from a checkout)',
    '',
    'Server commands:',
    ...Object.entries(SERVER_COMMANDS).map(([name, summary]) => `  ${name}\n      ${summary}`),
    '',
    'Operator commands (they reach the server running on DATA_DIR by themselves; --url URL with ADMIN_TOKEN for another):',
    ...Object.entries(COMMANDS).map(([name, command]) => commandLine(name, command)),
    '',
    'Options: --help (on any command), --version, --field NAME (print one member of the answer, e.g. --field key)',
  ].join('\n');
}

const groupUsage = (group: string) => [
  `Usage: server ${group} <command> [options]`,
  ...Object.entries(COMMANDS).filter(([name]) => name.startsWith(`${group} `)).map(([name, command]) => commandLine(name, command)),
].join('\n');

const commandUsage = (name: string, command: Command) =>
  `Usage: server ${name}${command.usage ? ` ${command.usage}` : ''} [--url URL] [--field NAME]\n\n${command.summary}`;

const wantsHelp = (argv: readonly string[]) => argv.includes('--help') || argv.includes('-h');

function refuse(message: string, help: string): number {
  console.error(`${message}\n\n${help}`);
  return 2;
}

export async function runCli(argv: readonly string[], env: Record<string, string | undefined>, platform?: Platform): Promise<number> {
  const firstOption = argv.findIndex((arg) => arg.startsWith('-'));
  const [group, verb] = argv.slice(0, Math.min(2, firstOption === -1 ? argv.length : firstOption));
  if (group === undefined) {
    if (argv.includes('--version')) return (console.log(VERSION), 0);
    if (wantsHelp(argv)) return (console.log(usage()), 0);
    return refuse(argv.length ? `Unknown option '${argv[0]}'` : 'No command given', usage());
  }
  if (Object.hasOwn(SERVER_COMMANDS, group)) {
    return wantsHelp(argv) ? (console.log(`Usage: server ${group}\n\n${SERVER_COMMANDS[group]}`), 0) : refuse(`'${group}' takes no arguments`, usage());
  }
  if (!GROUPS.includes(group)) return refuse(`Unknown command '${group}'`, usage());
  const name = `${group} ${verb}`;
  const command = COMMANDS[name];
  if (!command) {
    if (verb === undefined && wantsHelp(argv)) return (console.log(groupUsage(group)), 0);
    return refuse(verb === undefined ? `'${group}' needs a command` : `Unknown command '${name}'`, groupUsage(group));
  }
  if (wantsHelp(argv)) return (console.log(commandUsage(name, command)), 0);
  let values: Options;
  let args: string[];
  let body: Record<string, unknown> | undefined;
  try {
    const parsed = parseArgs({
      args: argv.slice(2),
      strict: true,
      allowPositionals: true,
      options: Object.fromEntries([...(command.options ?? []), 'url', 'field'].map((o) => [o, { type: 'string' as const }])),
    });
    values = parsed.values as Options;
    args = parsed.positionals;
    if (args.length !== (command.positionals ?? 0)) throw new UsageError(`${name} takes ${command.positionals ?? 0} argument(s), got ${args.length}`);
    body = command.body?.(values, args);
  } catch (error) {
    // node:util's message goes on to explain `--` for positionals starting with a dash: beside the point here
    return refuse((error as Error).message.replace(/\. To specify a positional.*$/s, ''), commandUsage(name, command));
  }
  const search = new URLSearchParams(
    Object.entries(command.query ?? {}).filter(([option]) => values[option]).map(([option, parameter]) => [parameter, values[option]!]),
  );
  const path = command.path(args) + (search.size ? `?${search}` : '');
  let target: Target;
  try {
    target = targetOf(values.url ?? env.ADMIN_URL, env);
  } catch (error) {
    console.error((error as Error).message);
    return 2;
  }
  const init: RequestInit = {
    method: command.method,
    headers: { authorization: `Bearer ${target.token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  };
  const response = target.url
    ? await fetch(new URL(path, target.url), { ...init, ...(target.ca ? { tls: { ca: target.ca } } : {}) })
    : await inProcess(path, init, { ...env, ADMIN_TOKEN: target.token, LOG_LEVEL: env.LOG_LEVEL ?? 'silent' }, platform);
  const answer = JSON.parse(await response.text()) as unknown;
  if (!response.ok) return (console.error(JSON.stringify(answer, null, 2)), 1);
  return printAnswer(answer, values.field);
}

/** `--field key`: that member alone, raw (a string without quotes), for `KEY=$(… --field key)`; 1 when absent. */
function printAnswer(answer: unknown, field: string | undefined): number {
  if (field === undefined) return (console.log(JSON.stringify(answer, null, 2)), 0);
  const value = typeof answer === 'object' && answer !== null && Object.hasOwn(answer, field) ? (answer as Record<string, unknown>)[field] : undefined;
  if (value === undefined) return (console.error(`The answer has no member '${field}'`), 1);
  console.log(typeof value === 'string' ? value : JSON.stringify(value));
  return 0;
}

interface Target {
  /** null: in-process, on the configured database */
  url: string | null;
  token: string;
  ca?: string;
}

const fileText = (file: string) => fs.readFileSync(file, 'utf8');

function targetOf(remote: string | undefined, env: Record<string, string | undefined>): Target {
  const adminToken = env.ADMIN_TOKEN?.trim() || undefined;
  if (remote) {
    if (!adminToken) throw new Error('ADMIN_TOKEN is required with --url');
    return { url: remote, token: adminToken };
  }
  const config = loadConfig(env);
  const running = config.databaseUrl === null ? runningServer(config.dataDir) : null;
  if (!running) return { url: null, token: adminToken ?? randomBase62(32) };
  const token = adminToken ?? (running.adminTokenFile ? fileText(running.adminTokenFile).trim() : undefined);
  if (!token) throw new Error(`The server on DATA_DIR ${config.dataDir} (${running.url}) was started with ADMIN_TOKEN: set it here too`);
  return { url: running.url, token, ca: running.caFile ? fileText(running.caFile) : undefined };
}

async function inProcess(path: string, init: RequestInit, env: Record<string, string | undefined>, platform?: Platform) {
  const server = await createApp(loadConfig(env), { platform });
  try {
    return await server.app.handle(new Request(`http://localhost${path}`, init));
  } finally {
    await server.close();
  }
}
