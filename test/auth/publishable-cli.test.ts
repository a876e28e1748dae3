import { afterEach, describe, expect, spyOn, test } from 'bun:test';
import { runCli } from '../../src/cli.ts';
import { tempDir } from '../support/app.ts';

const printed: string[] = [];
spyOn(console, 'log').mockImplementation((line: string) => void printed.push(line));
spyOn(console, 'error').mockImplementation((line: string) => void printed.push(line));
afterEach(() => {
  printed.length = 0;
});

describe('publishable keys from the CLI', () => {
  const env = { DATA_DIR: tempDir('pfs-cli-pk'), DATABASE_URL: process.env.DATABASE_URL };
  const run = async (...args: string[]) => {
    expect(await runCli(args, env)).toBe(0);
    return JSON.parse(printed.pop()!);
  };

  test('keys create --kind publishable --origins, keys update --origins none, keys list shows the kind', async () => {
    const created = await run('keys', 'create', '--service', 'forms', '--plan', 'free', '--kind', 'publishable', '--mode', 'test', '--origins', 'https://shop.example.org, https://www.example.org');
    expect(created.key).toStartWith('ff_test_pk_');
    expect(created.allowedOrigins).toEqual(['https://shop.example.org', 'https://www.example.org']);
    expect((await run('keys', 'update', created.id, '--origins', 'none')).allowedOrigins).toBeNull();
    expect(await run('keys', 'list', '--account', created.accountId)).toMatchObject([{ id: created.id, kind: 'publishable', allowedOrigins: null }]);
    expect(await runCli(['keys', 'create', '--service', 'analyze', '--plan', 'free', '--kind', 'publishable'], env)).toBe(1);
    expect(JSON.parse(printed.pop()!).message).toBe('publishable keys exist only for forms');
  }, 60_000);
});
