import { pathToFileURL } from 'node:url';
import { describeError, receiveFromParent, replyToParent } from './child-process';
import { measure } from './measure';
import type { IsolatedTask } from './types';

/**
 * Entry of an isolated task's process (see `runIsolated`): imports the module, calls the export, measures
 * it with this process's own high-water mark, replies, and exits even if the task left handles open.
 */
const task = await receiveFromParent<Pick<IsolatedTask, 'module' | 'export' | 'args'>>();
try {
  const specifier = task.module.startsWith('file:') ? task.module : pathToFileURL(task.module).href;
  const mod = (await import(specifier)) as Record<string, unknown>;
  const fn = mod[task.export];
  if (typeof fn !== 'function') throw new Error(`${task.module} has no exported function ${task.export}`);
  const measured = await measure(() => fn(...(task.args ?? [])) as Promise<unknown>, { isolated: true });
  await replyToParent({ ok: true, value: measured });
} catch (error) {
  await replyToParent({ ok: false, error: describeError(error) });
}
process.exit(0);
