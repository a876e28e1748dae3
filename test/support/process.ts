import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

export interface RunningServer {
  url: string;
  process: ChildProcess;
  logs: string[];
  stop(): Promise<number | null>;
}

/**
 * Starts a server process on a free port (PORT=0) and resolves once its JSON `listening` line names the port.
 * Only 127.0.0.1 is used.
 */
export function startServer(command: string[], options: { env?: Record<string, string>; cwd?: string; timeoutMs?: number } = {}): Promise<RunningServer> {
  const child = spawn(command[0]!, command.slice(1), {
    cwd: options.cwd,
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: string[] = [];
  // Resolves once the process exited and its output was read to the end (the last log lines included).
  const outputRead = new Promise<void>((resolve) => child.stdout!.once('close', () => resolve()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
    .then(async (code) => (await outputRead, code));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    const code = await exited;
    clearTimeout(timer);
    return code;
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`server did not start within ${options.timeoutMs ?? 60_000} ms:\n${logs.join('\n')}`));
    }, options.timeoutMs ?? 60_000);
    createInterface({ input: child.stderr! }).on('line', (line) => logs.push(line));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      logs.push(line);
      const port = line.includes('"listening"') ? (JSON.parse(line) as { port?: number }).port : undefined;
      if (port) {
        clearTimeout(timer);
        resolve({ url: `http://127.0.0.1:${port}`, process: child, logs, stop });
      }
    });
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before listening:\n${logs.join('\n')}`));
    });
  });
}
