import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// Everything the server answers in development; the website itself is served by Vite.
const serverPaths = [
  '/api',
  '/auth',
  '/idp',
  '/jwt',
  '/payments',
  '/create-payment-intent',
  '/enroll',
  '/test-processor',
];
const target = process.env.CLASSROOM_SERVER ?? 'http://localhost:3000';

/** Route modules whose chunks the page fetches alongside the entry, not after it has run. */
const PRELOADED_ROUTES = [
  'src/features/home/home.page.tsx',
  'src/features/catalog/all-courses.page.tsx',
];

/**
 * Lazy routes cost a round trip after the entry script has run. The landing pages' chunks (a
 * few kB) are announced in index.html so the browser fetches them in parallel with the entry.
 */
function preloadLandingRoutes(): Plugin {
  let base = '/';
  return {
    name: 'classroom-preload-landing-routes',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle ?? {};
        const links = new Set<string>();
        const styles = new Set<string>();
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk' || !output.facadeModuleId) continue;
          if (!PRELOADED_ROUTES.some((route) => output.facadeModuleId!.endsWith(route))) continue;
          links.add(output.fileName);
          output.imports.forEach((file) => links.add(file));
          output.viteMetadata?.importedCss.forEach((file) => styles.add(file));
        }
        const fresh = (file: string) => !html.includes(file);
        return [
          ...[...links].filter(fresh).map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` },
            injectTo: 'head' as const,
          })),
          ...[...styles].filter(fresh).map((file) => ({
            tag: 'link',
            attrs: { rel: 'preload', as: 'style', crossorigin: true, href: `${base}${file}` },
            injectTo: 'head' as const,
          })),
        ];
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), preloadLandingRoutes()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: lets the bundle benchmark tell what each route loads.
    manifest: true,
    rolldownOptions: {
      treeshake: {
        // The wire contract's modules only declare things: unused zod schemas (and zod with
        // them) stay out of the bundle, so pages that only need paths and types stay light.
        moduleSideEffects: (id: string) =>
          /adapters[\\/]http-contract[\\/]/.test(id) ? false : undefined,
      },
    },
    // Per-route chunks come from the lazy routes.
  },
  server: {
    proxy: Object.fromEntries(
      serverPaths.map((path) => [path, { target, changeOrigin: false, xfwd: true }]),
    ),
  },
});
