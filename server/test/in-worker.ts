import { Worker } from 'node:worker_threads';

/**
 * Calls `module`'s export `name` with `args` on a worker thread and returns what it returns. A call still running
 * after `timeoutMs` is stopped and rejected: a test of a pattern that could stall (a regular expression's time
 * growing with a power of its input) fails instead of stopping the whole run, which no test timeout can interrupt.
 */
export function callInWorker<T>(module: URL, name: string, args: unknown[], timeoutMs: number): Promise<T> {
  const worker = new Worker(new URL('./in-worker.worker.mjs', import.meta.url), {
    workerData: { module: module.href, name, args },
  });
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      void worker.terminate();
      reject(new Error(`${name}() did not finish within ${timeoutMs / 1000} s`));
    }, timeoutMs);
    worker.once('message', (value: T) => {
      clearTimeout(timer);
      void worker.terminate();
      resolve(value);
    });
    worker.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}
