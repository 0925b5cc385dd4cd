import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import {
  BATCHES_AHEAD,
  type CaseStreamWorkerData,
  type FromWorker,
  LOW_PRIORITY,
  streamCaseBatches,
  type ToWorker,
} from './case-stream';
import { CsvImportError } from './csv-import-error';

/** The worker side of `streamCaseBatchesInWorker`: input chunks in, case batches out, both bounded. */
const port = parentPort!;
const { filingYear, batchDir, lowPriority } = workerData as CaseStreamWorkerData;
if (lowPriority) {
  try {
    os.setPriority(LOW_PRIORITY); // this thread only, on Linux
  } catch {
    // Not permitted here (some containers): the parse runs at the server's priority.
  }
}
let batchesWritten = 0;

const chunks: Uint8Array[] = [];
let ended = false;
let batchesAhead = 0;
let wake: (() => void) | null = null;
const notify = () => {
  wake?.();
  wake = null;
};

port.on('message', (message: ToWorker) => {
  if (message.type === 'chunk') chunks.push(message.data);
  else if (message.type === 'end') ended = true;
  else batchesAhead -= 1;
  notify();
});

const send = (message: FromWorker) => port.postMessage(message);

async function* input(): AsyncGenerator<Buffer> {
  let consumed = 0;
  for (;;) {
    const chunk = chunks.shift();
    if (chunk) {
      consumed += 1;
      // Report consumption in groups: one message per chunk would be a message per 64 KB.
      if (consumed >= 8 || chunks.length === 0) {
        send({ type: 'chunks-done', count: consumed });
        consumed = 0;
      }
      yield Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
      continue;
    }
    if (ended) return;
    await new Promise<void>((resolve) => (wake = resolve));
  }
}

try {
  for await (const event of streamCaseBatches(input(), filingYear)) {
    if (event.type === 'batch' && batchDir) {
      batchesWritten += 1;
      const file = path.join(batchDir, `batch-${String(batchesWritten).padStart(6, '0')}.copy`);
      fs.writeFileSync(file, event.text);
      const { text: _text, ...rest } = event;
      send({ ...rest, file });
    } else {
      send(event);
    }
    if (event.type === 'batch') {
      batchesAhead += 1;
      while (batchesAhead > BATCHES_AHEAD) await new Promise<void>((resolve) => (wake = resolve));
    }
  }
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  send({
    type: 'error',
    error:
      error instanceof CsvImportError
        ? { message, csv: { code: error.code, line: error.line, headers: error.headers } }
        : { message },
  });
}
port.close();
