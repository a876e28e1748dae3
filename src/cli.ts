import { parseArgs } from 'node:util';
import { loadConfig } from './config.ts';
import { createApp } from './app.ts';
import { randomBase62 } from './ids.ts';
import type { Platform } from './platform.ts';

/**
 * Operator CLI: each command is one admin API request. With --url (or ADMIN_URL) it is sent to a running
 * server with ADMIN_TOKEN; otherwise the CLI opens the configured database itself (DATA_DIR or DATABASE_URL)
 * and answers in-process. The embedded database serves one process, so while the server runs on it use --url.
 */
interface Command {
  usage: string;
  method: 'GET' | 'POST' | 'PUT';
  path: (positionals: string[]) => string;
  body?: (values: Record<string, string | undefined>, positionals: string[]) => Record<string, unknown>;
  query?: readonly string[];
  positionals?: number;
}

const defined = (entries: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(entries).filter(([, value]) => value !== undefined));

const COMMANDS: Record<string, Command> = {
  'keys create': {
    usage: 'keys create --service analyze|forms --plan PLAN [--account ID] [--team ID] [--name NAME] [--mode live|test]',
    method: 'POST',
    path: () => '/admin/keys',
    body: (v) => defined({ service: v.service, plan: v.plan, accountId: v.account, teamId: v.team, name: v.name, mode: v.mode }),
  },
  'keys list': { usage: 'keys list [--account ID] [--service analyze|forms]', method: 'GET', path: () => '/admin/keys', query: ['account', 'service'] },
  'keys revoke': { usage: 'keys revoke KEY_ID', method: 'POST', path: ([id]) => `/admin/keys/${encodeURIComponent(id!)}/revoke`, positionals: 1 },
  'accounts create': {
    usage: 'accounts create [--name NAME] [--team ID]', method: 'POST', path: () => '/admin/accounts',
    body: (v) => defined({ name: v.name, teamId: v.team }),
  },
  'accounts list': { usage: 'accounts list', method: 'GET', path: () => '/admin/accounts' },
  'accounts team': {
    usage: 'accounts team ACCOUNT_ID TEAM_ID|none', method: 'PUT', positionals: 2,
    path: ([id]) => `/admin/accounts/${encodeURIComponent(id!)}/team`,
    body: (_, [, team]) => ({ teamId: team === 'none' ? null : team }),
  },
  'teams create': {
    usage: 'teams create --name NAME --plan free|pro|ultra|team', method: 'POST', path: () => '/admin/teams',
    body: (v) => defined({ name: v.name, plan: v.plan }),
  },
  'teams list': { usage: 'teams list', method: 'GET', path: () => '/admin/teams' },
  'forms erase': {
    usage: 'forms erase --account ID --email ADDRESS   (GDPR: deletes every submission carrying the address)', method: 'POST',
    path: () => '/admin/forms/erasures', body: (v) => defined({ accountId: v.account, email: v.email }),
  },
  'deliveries list': { usage: 'deliveries list FORM_ID', method: 'GET', path: ([id]) => `/admin/forms/${encodeURIComponent(id!)}/deliveries`, positionals: 1 },
  'deliveries redeliver': {
    usage: 'deliveries redeliver DELIVERY_ID', method: 'POST', positionals: 1,
    path: ([id]) => `/admin/forms/deliveries/${encodeURIComponent(id!)}/redeliver`,
  },
  'users create': {
    usage: 'users create --email EMAIL --account ID [--password PASSWORD]  (dashboard sign-in; no password: an invitation link)',
    method: 'POST', path: () => '/admin/dashboard-users',
    body: (v) => defined({ email: v.email, accountId: v.account, password: v.password }),
  },
  'users list': { usage: 'users list [--account ID]', method: 'GET', path: () => '/admin/dashboard-users', query: ['account'] },
  'usage show': { usage: 'usage show [--owner account:ID|team:ID] [--day YYYY-MM-DD]', method: 'GET', path: () => '/admin/usage', query: ['owner', 'day'] },
};

const QUERY_NAMES: Record<string, string> = { account: 'accountId', service: 'service', owner: 'owner', day: 'day' };

export function isCliCommand(argv: readonly string[]): boolean {
  return argv[0] !== undefined && ['keys', 'accounts', 'teams', 'users', 'usage', 'forms', 'deliveries', 'help', '--help'].includes(argv[0]);
}

export function usage(): string {
  return ['Usage: <command> [options] [--url http://host:port]', ...Object.values(COMMANDS).map((c) => `  ${c.usage}`)].join('\n');
}

export async function runCli(argv: readonly string[], env: Record<string, string | undefined>, platform?: Platform): Promise<number> {
  const { values, positionals } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: Object.fromEntries(['service', 'plan', 'account', 'team', 'name', 'mode', 'url', 'owner', 'day', 'email', 'password'].map((o) => [o, { type: 'string' as const }])),
  });
  const command = COMMANDS[positionals.slice(0, 2).join(' ')];
  const args = positionals.slice(2);
  if (!command || args.length !== (command.positionals ?? 0)) {
    console.error(usage());
    return 2;
  }
  const search = new URLSearchParams(
    (command.query ?? []).filter((name) => values[name]).map((name) => [QUERY_NAMES[name]!, values[name]!]),
  );
  const path = command.path(args) + (search.size ? `?${search}` : '');
  const body = command.body?.(values, args);
  const remote = values.url ?? env.ADMIN_URL;
  const token = env.ADMIN_TOKEN?.trim() || (remote ? undefined : randomBase62(32));
  if (!token) {
    console.error('ADMIN_TOKEN is required with --url');
    return 2;
  }
  const init: RequestInit = {
    method: command.method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  };
  const response = remote
    ? await fetch(new URL(path, remote), init)
    : await inProcess(path, init, { ...env, ADMIN_TOKEN: token, LOG_LEVEL: env.LOG_LEVEL ?? 'silent' }, platform);
  const text = await response.text();
  (response.ok ? console.log : console.error)(JSON.stringify(JSON.parse(text), null, 2));
  return response.ok ? 0 : 1;
}

async function inProcess(path: string, init: RequestInit, env: Record<string, string | undefined>, platform?: Platform) {
  const server = await createApp(loadConfig(env), { platform });
  try {
    return await server.app.handle(new Request(`http://localhost${path}`, init));
  } finally {
    await server.close();
  }
}
