import { parentPort, workerData } from 'node:worker_threads';
import { DocumentError } from './document-error';
import { withFacts } from './document-facts';
import type { WorkerReply, WorkerRequest } from './extract-text';
import { readDocument } from './read-document';

/** The worker side of `extractDocumentText`: one document in, OCR progress and its text or its refusal out. */
const port = parentPort!;
const { bytes, options } = workerData as WorkerRequest;

const reply = (message: WorkerReply) => port.postMessage(message);

readDocument(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), {
  ...options,
  onProgress: (progress) => reply({ type: 'progress', progress }),
}).then(
  (document) => reply({ type: 'done', document: options.facts ? withFacts(document) : document }),
  (error: unknown) => {
    if (error instanceof DocumentError) reply({ type: 'refused', code: error.code, message: error.message });
    else reply({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  },
);
