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

/** Modules whose chunks the page fetches alongside the entry, not after it has run. */
const PRELOADED_ROUTES = [
  'src/mount.tsx',
  'src/features/home/pages/home.page.tsx',
  'src/features/catalog/pages/all-courses.page.tsx',
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
        const visit = (file: string) => {
          const chunk = bundle[file];
          if (chunk?.type !== 'chunk' || links.has(file)) return;
          links.add(file);
          // The route waits for its chunks' styles too: a late one delays the page's paint.
          chunk.viteMetadata?.importedCss.forEach((css) => styles.add(css));
          chunk.imports.forEach(visit);
        };
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk') continue;
          // A route's own chunk, or the chunk the app's modules were grouped into.
          if (PRELOADED_ROUTES.some((route) => output.moduleIds.some((id) => id.endsWith(route))))
            visit(output.fileName);
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

/**
 * Small modules the landing pages share (card picture, rating, icons…): each would be its own
 * chunk of 1–2 kB, and every chunk is one more request before the page paints.
 */
const LANDING_SHARED =
  /apps[\\/]web[\\/]src[\\/](ui[\\/](course-image|course-rating|skeleton-grid|team-card|money|fact-list)|lib[\\/](use-debounced|outreach-api|player-paths)|stores[\\/]course\.store)\.tsx?$|[\\/]options\.ts$|@ant-design[\\/]icons(-svg)?[\\/]es[\\/](asn|icons)[\\/](Left|Right|ClockCircle|LineChart|PlayCircle)Outlined\.js$/;

export default defineConfig(() => ({
  plugins: [react(), preloadLandingRoutes()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: lets the bundle benchmark tell what each route loads.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The app (started by the entry) and all it imports: one file, not one per library.
            { name: 'app', test: /src[\\/]mount\.tsx$/ },
            // …but the loader of lazy modules stays out of it: the entry needs it, not the app.
            { name: 'preload-helper', test: /preload-helper/, priority: 1 },
            { name: 'landing', test: LANDING_SHARED },
          ],
        },
      },
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
}));
