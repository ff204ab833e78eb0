import type { Server } from 'node:http';

/**
 * Starts `server` listening on `host:port`.
 * @throws the server's `error` (e.g. EADDRINUSE when another suite holds the port: pick another `E2E_PORT_BASE`).
 */
export function listen(server: Server, port: number, host = '127.0.0.1'): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}
