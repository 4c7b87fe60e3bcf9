/**
 * A TCP relay in front of PostgreSQL that can stop forwarding in both directions (`freeze`), as a
 * database that hangs or a network that black-holes would, and then resume (`thaw`) with every
 * held byte delivered in order. New connections while frozen are accepted and held too.
 */
import { connect, createServer, type Server, type Socket } from 'node:net';

export class FreezeProxy {
  private server: Server | null = null;
  private frozen = false;
  private readonly held: Array<() => void> = [];
  private readonly sockets = new Set<Socket>();
  port = 0;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  async start(): Promise<void> {
    this.server = createServer((client) => {
      const upstream = connect(this.targetPort, this.targetHost);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => {
          client.destroy();
          upstream.destroy();
        });
      }
      const relay = (from: Socket, to: Socket) =>
        from.on('data', (chunk: Buffer) => {
          if (this.frozen) this.held.push(() => to.write(chunk));
          else to.write(chunk);
        });
      relay(client, upstream);
      relay(upstream, client);
      client.on('end', () => upstream.end());
      upstream.on('end', () => client.end());
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as { port: number }).port;
  }

  freeze(): void {
    this.frozen = true;
  }

  thaw(): void {
    this.frozen = false;
    for (const send of this.held.splice(0)) send();
  }

  async close(): Promise<void> {
    this.thaw();
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }
}
