// The Auth0 client keeps refresh tokens in a Web Worker (its `worker`, built from `workerUrl`
// or a blob). A worker that never starts (a 404 in a host whose bundler did not emit the file,
// a policy that blocks it) does not fail anything: the client posts the sign-in's token
// request to it and waits for an answer that never comes, so the member stays signed out
// with no word. So the worker is asked first, with the one message Auth0's worker answers
// without a network call (`clear`, which empties its token store, empty at this point);
// a worker that fails to start or stays silent is dropped, and the client then makes its
// token calls itself, keeping the refresh token in its memory cache. The cause is told once.
import { HTTP_TIMEOUT_MS } from '../rules/constants';

/** What a dropped worker is reported with (the session's `onWorkerUnavailable`). */
export class TokenWorkerUnavailable extends Error {
  override name = 'TokenWorkerUnavailable';
}

/** The part of Auth0's client this reads: its public `worker` field. */
interface WithWorker {
  worker?: unknown;
}

/** Answers undefined once the worker replied, or the problem when it failed or stayed silent. */
function ping(worker: Worker, timeoutMs: number): Promise<Error | undefined> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const finish = (problem?: Error) => {
      clearTimeout(timer);
      worker.removeEventListener('error', onError);
      channel.port1.onmessage = null;
      channel.port1.close();
      resolve(problem);
    };
    const onError = (event: Event) => {
      event.preventDefault();
      const detail =
        typeof ErrorEvent !== 'undefined' && event instanceof ErrorEvent && event.message
          ? `: ${event.message}`
          : '';
      finish(new TokenWorkerUnavailable(`The Auth0 token worker could not start${detail}`));
    };
    const timer = setTimeout(
      () =>
        finish(
          new TokenWorkerUnavailable(
            `The Auth0 token worker did not answer within ${timeoutMs} ms`,
          ),
        ),
      timeoutMs,
    );
    worker.addEventListener('error', onError);
    channel.port1.onmessage = () => finish();
    worker.postMessage({ type: 'clear' }, [channel.port2]);
  });
}

/**
 * Checks `client`'s token worker, if it has one; a worker that does not answer is terminated
 * and taken from the client, and `onUnavailable` hears why. Resolves when the client can be
 * used.
 */
export async function ensureTokenWorker(
  client: object,
  onUnavailable: (error: Error) => void,
  workerUrl: string | undefined,
  timeoutMs: number = HTTP_TIMEOUT_MS,
): Promise<void> {
  const holder = client as WithWorker;
  if (typeof Worker === 'undefined' || !(holder.worker instanceof Worker)) return;
  const worker = holder.worker;
  const problem = await ping(worker, timeoutMs);
  if (!problem) return;
  worker.terminate();
  holder.worker = undefined;
  const where = workerUrl ? ` (${workerUrl})` : '';
  onUnavailable(
    new TokenWorkerUnavailable(
      `${problem.message}${where}; signing in goes on without it. Serve auth0-worker.js ` +
        'from the package beside its bundles, or set its folder with setAssetPath() ' +
        '(docs/elements.md "Files a bundling host serves").',
      { cause: problem },
    ),
  );
}
