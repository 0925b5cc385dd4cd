import { parentPort } from 'node:worker_threads';
import { getResolvedPDFJS } from 'unpdf';
import { DocumentError } from './document-error';
import { withFacts } from './document-facts';
import type { WorkerReply, WorkerRequest } from './extract-text';
import { readDocument } from './read-document';

/**
 * The worker side of `extractDocumentText`: one document in (its first message), OCR progress and its text or
 * its refusal out. It may be started before the document is sent: pdf.js is loaded while it waits.
 */
const port = parentPort!;
const reply = (message: WorkerReply) => port.postMessage(message);
const warm = getResolvedPDFJS().catch(() => undefined);

port.once('message', async ({ bytes, options }: WorkerRequest) => {
  await warm;
  read(bytes, options);
});

function read(bytes: WorkerRequest['bytes'], options: WorkerRequest['options']): void {
  readDocument(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), {
    ...options,
    onProgress: (progress) => reply({ type: 'progress', progress }),
  }).then(
    (document) => reply({ type: 'done', document: options.facts ? withFacts(document) : document }),
    (error: unknown) => {
      if (error instanceof DocumentError)
        reply({ type: 'refused', code: error.code, message: error.message });
      else reply({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
    },
  );
}
