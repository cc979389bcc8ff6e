import { parentPort } from 'worker_threads';
import { ExtractionError, extractResumeText, type ResumeKind } from './resume-extraction';

/**
 * The extraction worker thread's entry (lib/resume-extractor.ts starts it with memory limits and ends it past the time
 * limit): one file at a time, `{ id, bytes, kind }` in, `{ id, text }` or `{ id, failure, message }` out.
 */
parentPort?.on('message', (request: { id: number; bytes: Uint8Array; kind: ResumeKind }) => {
  extractResumeText(request.bytes, request.kind).then(
    (text) => parentPort?.postMessage({ id: request.id, text }),
    (error: unknown) => {
      const failure = error instanceof ExtractionError ? error.reason : 'unreadable';
      const message = error instanceof Error ? error.message : String(error);
      parentPort?.postMessage({ id: request.id, failure, message: message.slice(0, 200) });
    },
  );
});
