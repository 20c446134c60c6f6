// Test helper: the content service on a free port and the real `contentful` client pointed
// at it, configured as docs/api-contract.md says the shop configures it.
import { createClient } from 'contentful';
import {
  CONTENT_DELIVERY_TOKEN,
  CONTENT_ENVIRONMENT,
  CONTENT_SPACE,
  createContentServer,
} from './server';
import type { ContentServer } from './server';

export const TEST_ORIGIN = 'http://localhost:5173';

export async function startContentForTest() {
  const server: ContentServer = await createContentServer({ port: 0, origins: [TEST_ORIGIN] });
  const client = (accessToken = CONTENT_DELIVERY_TOKEN) =>
    createClient({
      host: `127.0.0.1:${server.port}`,
      insecure: true,
      space: CONTENT_SPACE,
      environment: CONTENT_ENVIRONMENT,
      accessToken,
      retryOnError: false,
    });
  return { server, client, base: `http://127.0.0.1:${server.port}` };
}
