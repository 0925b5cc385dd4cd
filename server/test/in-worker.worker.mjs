// Worker entry of `callInWorker`: registers tsx (a worker does not inherit the loader hooks of the thread that
// starts it), imports the module and posts what the named export returns.
import { parentPort, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const module = await import(workerData.module);
parentPort.postMessage(await module[workerData.name](...workerData.args));
