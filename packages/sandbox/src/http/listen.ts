// Starts a node:http handler on localhost only and reports its address.
import { createServer } from 'node:http';
import type { RequestListener, Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Listening {
  /** `http://localhost:PORT` */
  url: string;
  port: number;
  close(): Promise<void>;
}

function listenOn(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => reject(error);
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      resolve();
    });
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

/**
 * Listens on 127.0.0.1 (port 0 picks a free one). On a fixed port it also listens on ::1
 * where the machine has it, so `localhost` works whichever address it resolves to first.
 */
export async function listen(
  handler: RequestListener,
  port: number,
  options: { host?: string; name?: string } = {},
): Promise<Listening> {
  const host = options.host ?? '127.0.0.1';
  const primary = createServer(handler);
  try {
    await listenOn(primary, port, host);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE') {
      throw new Error(
        `${options.name ?? 'A sandbox service'} cannot use port ${port}: it is taken. ` +
          'Stop the other program or choose other ports with --port-base or the SANDBOX_*_PORT variables.',
        { cause: error },
      );
    }
    throw error;
  }
  const actual = (primary.address() as AddressInfo).port;
  const servers = [primary];
  if (port !== 0 && host === '127.0.0.1') {
    const secondary = createServer(handler);
    try {
      await listenOn(secondary, actual, '::1');
      servers.push(secondary);
    } catch {
      // No IPv6 loopback here (or it is taken): 127.0.0.1 alone serves `localhost`.
    }
  }
  return {
    url: `http://localhost:${actual}`,
    port: actual,
    close: async () => {
      await Promise.all(servers.map(closeServer));
    },
  };
}
