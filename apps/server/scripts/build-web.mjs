// Builds the website when its build is missing or older than its sources (the web app and the
// wire contract it imports), so `npm start` always serves what the checkout holds.
// BUILD_WEB=always forces a build.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const web = join(root, 'apps/web');
const builtIndex = join(web, 'dist/index.html');
const scripts = JSON.parse(readFileSync(join(web, 'package.json'), 'utf8')).scripts ?? {};

/** The newest modification time of any file under `path`. */
function newest(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(path)) latest = Math.max(latest, newest(join(path, entry)));
  return latest;
}

const sources = [
  join(web, 'src'),
  join(web, 'public'),
  join(web, 'index.html'),
  join(web, 'vite.config.ts'),
  join(web, 'package.json'),
  join(root, 'adapters/http-contract/src'),
].filter((path) => existsSync(path));

function upToDate() {
  if (!existsSync(builtIndex)) return false;
  const builtAt = statSync(builtIndex).mtimeMs;
  return sources.every((path) => newest(path) <= builtAt);
}

if (!scripts.build) {
  console.log('The website has no build script yet; serving the API only.');
} else if (process.env.BUILD_WEB !== 'always' && upToDate()) {
  console.log('Website build is up to date (apps/web/dist).');
} else {
  console.log('Building the website (apps/web/dist) ...');
  // Always the production build: a NODE_ENV=development inherited from a dev or test server
  // would make Vite bundle React's development runtime, with this machine's paths in it.
  const result = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  process.exit(result.status ?? 1);
}
