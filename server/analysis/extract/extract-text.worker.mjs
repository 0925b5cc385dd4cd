// Worker entry: the server's code is TypeScript run through tsx, and a worker thread does not inherit the
// loader hooks of the thread that starts it, so it registers them itself before loading the worker module.
import { register } from 'tsx/esm/api';

register();
await import('./extract-text.worker.ts');
