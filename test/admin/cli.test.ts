import { afterEach, describe, expect, spyOn, test } from 'bun:test';
import { runCli, usage } from '../../src/cli.ts';
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
    expect(printed.pop()).toBe(usage());
    expect(await runCli(['keys', 'list', '--url', 'http://127.0.0.1:1'], {})).toBe(2);
  }, 60_000);
});

process.on('exit', () => {
  log.mockRestore();
  err.mockRestore();
});
