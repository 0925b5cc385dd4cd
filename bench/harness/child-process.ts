import { fork } from 'node:child_process';
import path from 'node:path';

export const ROOT_DIR = path.resolve(import.meta.dirname, '../..');

export class TimeLimitError extends Error {
  constructor(what: string, limitMs: number) {
    super(`${what} exceeded its time limit of ${(limitMs / 1000).toFixed(0)} s and was killed`);
    this.name = 'TimeLimitError';
  }
}

/** Reply a child sends once over IPC: its result or its error. */
export type ChildReply<T> = { ok: true; value: T } | { ok: false; error: string };

/**
 * NODE_OPTIONS without a heap limit: peak memory is measured as Node sizes its heap by default, as in
 * production, unless a benchmark passes flags of its own.
 */
function childEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  if (env.NODE_OPTIONS) {
    env.NODE_OPTIONS = env.NODE_OPTIONS.replace(/--max-old-space-size(=|\s+)\S+/g, '').trim();
  }
  return env;
}

/**
 * Starts `entry` in `node --import tsx` (or plain `node`), sends it `message`, and resolves with its one reply.
 * `detached` makes the child a process-group leader so a timeout (or the end of the run) kills everything it
 * started, servers and grandchildren included.
 */
export function runChild<T>(options: {
  entry: string;
  message: unknown;
  timeLimitMs: number;
  label: string;
  detached?: boolean;
  nodeArgs?: readonly string[];
  /** `entry` is JavaScript: run it without the tsx loader. */
  plainNode?: boolean;
}): Promise<T> {
  const child = fork(options.entry, [], {
    cwd: ROOT_DIR,
    env: childEnv(),
    execArgv: [...(options.plainNode ? [] : ['--import', 'tsx']), ...(options.nodeArgs ?? [])],
    detached: options.detached ?? false,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });

  const killAll = () => {
    if (child.pid === undefined) return;
    try {
      if (options.detached) process.kill(-child.pid, 'SIGKILL');
      else child.kill('SIGKILL');
    } catch {
      // Already gone.
    }
  };
  activeChildren.add(killAll);

  return new Promise<T>((resolve, reject) => {
    let reply: ChildReply<T> | undefined;
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      killAll();
    }, options.timeLimitMs);

    child.on('message', (message) => {
      reply = message as ChildReply<T>;
    });
    child.on('error', (error) => {
      clearTimeout(timer);
      activeChildren.delete(killAll);
      reject(error);
    });
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      // Sweep whatever the child left running in its group (a server it forgot to stop).
      if (options.detached) killAll();
      activeChildren.delete(killAll);
      if (timedOut) reject(new TimeLimitError(options.label, options.timeLimitMs));
      else if (reply?.ok) resolve(reply.value);
      else if (reply) reject(new Error(reply.error));
      else reject(new Error(`${options.label} exited (${signal ?? `code ${code}`}) without a result`));
    });
    child.send({ payload: options.message });
  });
}

/** Kill functions of the children still running, so Ctrl-C does not leave a 200 MB import behind. */
const activeChildren = new Set<() => void>();

export function killActiveChildren(): void {
  for (const kill of activeChildren) kill();
}

/** In a child: waits for the parent's one message. */
export function receiveFromParent<T>(): Promise<T> {
  return new Promise((resolve) => {
    process.once('message', (message) => resolve((message as { payload: T }).payload));
  });
}

/** In a child: sends the one reply, then lets the process end. */
export function replyToParent<T>(reply: ChildReply<T>): Promise<void> {
  return new Promise((resolve, reject) => {
    if (!process.send) {
      reject(new Error('not started by the bench harness (no IPC channel)'));
      return;
    }
    process.send(reply, (error: Error | null) => {
      if (error) reject(error);
      else {
        process.disconnect?.();
        resolve();
      }
    });
  });
}

export function describeError(error: unknown): string {
  if (error instanceof Error) return error.stack ?? error.message;
  return String(error);
}
