// Builds the server for production: apps/server/dist/main.mjs and cli.mjs, plain JavaScript
// that node runs without tsx. The workspace packages (TypeScript sources) are bundled in;
// every other package stays an import, installed by `npm ci --omit=dev -w @classroom/server`.
import { build } from 'esbuild';
import { cpSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const server = join(dirname(fileURLToPath(import.meta.url)), '..');
const outdir = join(server, 'dist');

/** Bare imports outside the workspace (`koa`, `knex`, `node:fs` ...) are left to node. */
const thirdPartyExternal = {
  name: 'third-party-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@classroom/') ? undefined : { path: args.path, external: true },
    );
  },
};

rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: { main: join(server, 'src/main.ts'), cli: join(server, 'src/cli.ts') },
  outdir,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node22',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [thirdPartyExternal],
});
// The demo lessons' videos, read beside the bundle as beside their source (demo-curricula.ts).
cpSync(join(server, 'src/demo/media'), join(outdir, 'media'), { recursive: true });
console.log(`Built the server (${outdir}).`);
