/**
 * `node bench/serveWarmFunction.ts <function source> <port>`: one warm function instance in a
 * process of its own, so the load generator does not share its event loop (bench/warmFunction.ts).
 */
import { serveWarmFunction } from './warmFunction.ts';

const [sourcePath, port] = process.argv.slice(2);
if (!sourcePath || !port) throw new Error('Usage: node bench/serveWarmFunction.ts <function source> <port>');
const server = await serveWarmFunction(sourcePath, Number(port));
console.log('ready');
process.on('SIGTERM', () => {
  server.closeAllConnections();
  process.exit(0);
});
