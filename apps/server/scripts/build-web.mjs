// Builds the website once, so that a fresh clone's `npm start` serves it. An existing build
// is kept (rebuild it with `npm run build -w apps/web`), and BUILD_WEB=always forces one.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const web = join(root, 'apps/web');
const built = existsSync(join(web, 'dist/index.html'));
const scripts = JSON.parse(readFileSync(join(web, 'package.json'), 'utf8')).scripts ?? {};

if (!scripts.build) {
  console.log('The website has no build script yet; serving the API only.');
} else if (built && process.env.BUILD_WEB !== 'always') {
  console.log('Website already built (apps/web/dist).');
} else {
  console.log('Building the website (apps/web/dist) ...');
  const result = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  process.exit(result.status ?? 1);
}
