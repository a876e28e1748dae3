import { afterEach, describe, expect, spyOn, test } from 'bun:test';
import { COMMAND_NAMES, runCli, SERVER_COMMANDS, usage, VERSION } from '../../src/cli.ts';
import { tempDir } from '../support/app.ts';

const printed: string[] = [];
const log = spyOn(console, 'log').mockImplementation((line: string) => void printed.push(line));
const err = spyOn(console, 'error').mockImplementation((line: string) => void printed.push(line));
afterEach(() => {
  printed.length = 0;
});

describe('operator CLI', () => {
  const env = { DATA_DIR: tempDir('pfs-cli'), DATABASE_URL: process.env.DATABASE_URL };

  test('creates, lists and revokes keys in-process against the configured database', async () => {
    expect(await runCli(['keys', 'create', '--service', 'analyze', '--plan', 'pro', '--name', 'cli'], env)).toBe(0);
    const created = JSON.parse(printed.pop()!);
    expect(created.key).toStartWith('pa_');
    expect(await runCli(['keys', 'list', '--account', created.accountId], env)).toBe(0);
    expect(JSON.parse(printed.pop()!)).toMatchObject([{ id: created.id, revokedAt: null }]);
    expect(await runCli(['keys', 'revoke', created.id], env)).toBe(0);
    expect(JSON.parse(printed.pop()!).id).toBe(created.id);
  }, 60_000);

  test('teams and membership', async () => {
    expect(await runCli(['teams', 'create', '--name', 'Ops', '--plan', 'team'], env)).toBe(0);
    const team = JSON.parse(printed.pop()!);
    expect(await runCli(['accounts', 'create', '--name', 'Ann'], env)).toBe(0);
    const account = JSON.parse(printed.pop()!);
    expect(await runCli(['accounts', 'team', account.id, team.id], env)).toBe(0);
    expect(JSON.parse(printed.pop()!).teamId).toBe(team.id);
  }, 60_000);

  test('forms erase and deliveries redeliver/list reach the forms admin routes', async () => {
    expect(await runCli(['accounts', 'create', '--name', 'Erased'], env)).toBe(0);
    const account = JSON.parse(printed.pop()!);
    expect(await runCli(['forms', 'erase', '--account', account.id, '--email', 'someone@example.org'], env)).toBe(0);
    expect(JSON.parse(printed.pop()!)).toEqual({ success: true, data: { deleted: 0 } });
    expect(await runCli(['deliveries', 'redeliver', 'msg_missing'], env)).toBe(1);
    expect(JSON.parse(printed.pop()!).error).toBe('delivery_not_found');
    expect(await runCli(['deliveries', 'list', 'frm_none'], env)).toBe(0);
    expect(JSON.parse(printed.pop()!)).toEqual({ success: true, data: [] });
  }, 60_000);

  test('a failing request exits 1 and prints the JSON error; bad usage exits 2', async () => {
    expect(await runCli(['keys', 'create', '--service', 'analyze', '--plan', 'gold'], env)).toBe(1);
    expect(JSON.parse(printed.pop()!).error).toBe('Bad request');
    expect(await runCli(['keys', 'frobnicate'], env)).toBe(2);
    expect(printed.pop()).toStartWith("Unknown command 'keys frobnicate'\n\nUsage: server keys <command>");
    expect(await runCli(['keys', 'list', '--url', 'http://127.0.0.1:1'], {})).toBe(2);
  }, 60_000);

  test('--help on every command and group, and --version, exit 0 on stdout', async () => {
    const groups = [...new Set(COMMAND_NAMES.map((name) => name.split(' ')[0]!))];
    const invocations = [[], ...groups.map((group) => [group]), ...COMMAND_NAMES.map((name) => name.split(' ')), ...Object.keys(SERVER_COMMANDS).map((name) => [name])];
    for (const words of invocations) {
      for (const flag of ['--help', '-h']) {
        log.mockClear();
        expect(await runCli([...words, flag], {})).toBe(0);
        expect(log).toHaveBeenCalledTimes(1);
        expect(printed.pop()).toStartWith(words.length === 2 ? `Usage: server ${words.join(' ')}` : 'Usage: server');
      }
    }
    expect(await runCli(['--help'], {})).toBe(0);
    expect(printed.pop()).toBe(usage());
    for (const name of COMMAND_NAMES) expect(usage()).toContain(`  ${name}`);
    expect(await runCli(['--version'], {})).toBe(0);
    expect(printed.pop()).toBe(VERSION);
    expect(VERSION).toMatch(/^\d+\.\d+\.\d+/);
  });

  test('unknown commands and options, missing or extra arguments, bad values: exit 2 with usage on stderr', async () => {
    const cases: Array<[string[], string]> = [
      [[], 'No command given'],
      [['frobnicate'], "Unknown command 'frobnicate'"],
      [['--frobnicate'], "Unknown option '--frobnicate'"],
      [['keys'], "'keys' needs a command"],
      [['keys', 'list', '--plan', 'pro'], "Unknown option '--plan'"],
      [['keys', 'revoke'], 'keys revoke takes 1 argument(s), got 0'],
      [['keys', 'revoke', 'a', 'b'], 'keys revoke takes 1 argument(s), got 2'],
      [['keys', 'update', 'key_x', '--burst-limit', 'lots'], '--burst-limit must be a whole number or "default"'],
      [['keys', 'update', 'key_x', '--metadata', '[1]'], '--metadata must be a JSON object'],
      [['healthcheck', 'now'], "'healthcheck' takes no arguments"],
    ];
    for (const [argv, message] of cases) {
      err.mockClear();
      expect(await runCli(argv, {})).toBe(2);
      expect(err).toHaveBeenCalledTimes(1);
      const output = printed.pop()!;
      expect(output).toStartWith(`${message}\n\nUsage: server`);
    }
  });

  test('update, roll, plans and deletions; keys list shows every service', async () => {
    const run = async (...argv: string[]) => {
      expect(await runCli(argv, env)).toBe(0);
      return JSON.parse(printed.pop()!);
    };
    const team = await run('teams', 'create', '--name', 'Ops', '--plan', 'free');
    expect(await run('teams', 'plan', team.id, 'ultra')).toMatchObject({ id: team.id, plan: 'ultra' });
    const analyzer = await run('keys', 'create', '--service', 'analyze', '--plan', 'pro', '--team', team.id, '--burst-limit', '5', '--expires', '2031-01-01T00:00:00Z');
    expect(analyzer).toMatchObject({ burstLimit: 5, expiresAt: '2031-01-01T00:00:00.000Z' });
    await run('keys', 'create', '--service', 'forms', '--plan', 'pro', '--account', analyzer.accountId, '--metadata', '{"site":"shop"}');
    const updated = await run('keys', 'update', analyzer.id, '--name', 'renamed', '--expires', 'never', '--burst-limit', 'default');
    expect(updated).toMatchObject({ name: 'renamed', expiresAt: null, burstLimit: null });
    const rolled = await run('keys', 'roll', analyzer.id, '--grace', '60');
    expect(rolled.rolledFrom.id).toBe(analyzer.id);
    const listed = await run('keys', 'list', '--account', analyzer.accountId);
    expect(listed.map((key: { service: string }) => key.service).sort()).toEqual(['analyze', 'analyze', 'forms']);
    expect(listed.find((key: { service: string }) => key.service === 'forms').metadata).toEqual({ site: 'shop' });
    const deletion = await run('teams', 'delete', team.id);
    expect(deletion).toMatchObject({ teamId: team.id, accountIds: [analyzer.accountId] });
    expect(deletion.revokedKeyIds).toHaveLength(3);
    const loner = await run('accounts', 'create', '--name', 'Solo');
    expect(await run('accounts', 'delete', loner.id)).toMatchObject({ accountIds: [loner.id], revokedKeyIds: [], deletedForms: 0 });
    expect(await runCli(['accounts', 'delete', loner.id], env)).toBe(1);
    expect(JSON.parse(printed.pop()!).error).toBe('not_found');
  }, 60_000);
});

process.on('exit', () => {
  log.mockRestore();
  err.mockRestore();
});
