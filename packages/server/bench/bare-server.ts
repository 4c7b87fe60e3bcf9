/** (a) The ceiling: a bare node:http server answering every request with a fixed 302. */
import { createServer } from 'node:http';

const server = createServer((_request, response) => {
  response.writeHead(302, { location: 'https://example.com/landing?utm_source=bench', 'content-length': '0' });
  response.end();
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`BENCH ${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
