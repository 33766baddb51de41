// The media benchmark's server: the product's server over SQLite with the disk media store in
// a fresh VAR_DIR and the tests' bearer `test:<email>` sign-in, in its own process so that it
// shares no thread with the load generator and its memory can be read from /proc.
// Prints `listening <port> <VAR_DIR>` when ready.
import { startTestServer } from '../../apps/server/test/support/test-server';

const server = await startTestServer({
  SESSION_SECRET: process.env.SESSION_SECRET ?? '',
  MEDIA_MAX_VIDEO_MB: '2048',
});
console.log(`listening ${new URL(server.url).port} ${server.config.varDir}`);
process.once('SIGTERM', () => void server.stop().then(() => process.exit(0)));
