// Session replay (spec §9: 10 % of sessions), a chunk of its own that loads after the
// reporting client: most of the client's size, and most sessions never record.
import { replayIntegration } from '@sentry/browser';

/**
 * The replay integration with nothing readable in it: every text, input and attribute that
 * could carry words is masked, media are blocked, and no request or answer detail is kept.
 * Recordings go uncompressed, so the transport can scrub every frame (the page address of a
 * snapshot, link targets, request URLs) like any other report (./reportingScrub.ts).
 */
export function replay() {
  return replayIntegration({
    maskAllText: true,
    maskAllInputs: true,
    blockAllMedia: true,
    networkDetailAllowUrls: [],
    useCompression: false,
  });
}
