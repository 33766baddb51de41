import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

export interface RouteSize {
  route: string;
  jsGzip: number;
  cssGzip: number;
  files: number;
}

const DASHBOARD_LAYOUT = 'src/features/dashboard-shell/components/dashboard-layouts.tsx';

/**
 * A dashboard's page, in its feature or composed by the app from several: its file is named
 * for the dashboard it is on.
 */
const DASHBOARD_PAGE =
  /^src\/(features\/[^/]+\/pages|app\/routes)\/(admin|instructor|student)-[^/]+\.page\.tsx$/;

/** The public routes and the page module each one loads (dashboards are found on their own). */
const PUBLIC_ROUTES: [string, string][] = [
  ['/', 'src/features/home/pages/home.page.tsx'],
  ['/all-courses', 'src/features/catalog/pages/all-courses.page.tsx'],
  ['/course/:id', 'src/app/routes/course-details.page.tsx'],
  ['/payment/:id', 'src/features/payment/pages/payment.page.tsx'],
  ['/about-us', 'src/features/about/pages/about-us.page.tsx'],
  ['/join-as-instructor', 'src/features/instructor-application/pages/join-as-instructor.page.tsx'],
  ['/login', 'src/features/auth/pages/login.page.tsx'],
  ['/register', 'src/features/auth/pages/register.page.tsx'],
];

/** Dashboard page modules and their routes. */
const DASHBOARD_ROUTES: Record<string, string> = {
  'admin-profile': '/admin-dashboard/profile',
  'admin-users': '/admin-dashboard/users',
  'admin-courses': '/admin-dashboard/classes',
  'admin-applications': '/admin-dashboard/request',
  'student-profile': '/user-dashboard/profile',
  'student-courses': '/user-dashboard/class',
  'student-details': '/user-dashboard/details/:id',
  'instructor-profile': '/teacher-dashboard/profile',
  'instructor-add': '/teacher-dashboard/add',
  'instructor-courses': '/teacher-dashboard/classes',
  'instructor-details': '/teacher-dashboard/details/:id',
  'instructor-update': '/teacher-dashboard/update/:id',
};

function dashboardRoute(key: string): string {
  const name = path.basename(key, '.page.tsx');
  return DASHBOARD_ROUTES[name] ?? `dashboards: ${name}`;
}

/** Gzipped bytes of the JS and CSS a first visit to each route downloads (entry + route chunk, with their static imports). */
export function routeSizes(distDir: string): RouteSize[] {
  const manifest = JSON.parse(
    readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  const gzipped = new Map<string, number>();
  const sizeOf = (file: string) => {
    if (!gzipped.has(file))
      gzipped.set(file, gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length);
    return gzipped.get(file)!;
  };
  const closure = (keys: string[]) => {
    const seen = new Set<string>();
    const files = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key)) return;
      seen.add(key);
      const chunk = manifest[key];
      if (!chunk) throw new Error(`${key} is not in the build manifest`);
      files.add(chunk.file);
      chunk.css?.forEach((css) => files.add(css));
      chunk.imports?.forEach(visit);
    };
    keys.forEach(visit);
    return files;
  };
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry) throw new Error('The build has no entry chunk');

  const routes: [string, string[]][] = PUBLIC_ROUTES.map(([route, key]) => [route, [entry, key]]);
  for (const key of Object.keys(manifest).sort()) {
    if (DASHBOARD_PAGE.test(key)) {
      routes.push([dashboardRoute(key), [entry, DASHBOARD_LAYOUT, key].filter((k) => manifest[k])]);
    }
  }
  return routes.map(([route, keys]) => {
    const files = [...closure(keys)];
    const sum = (ext: string) =>
      files.filter((f) => f.endsWith(ext)).reduce((total, f) => total + sizeOf(f), 0);
    return { route, jsGzip: sum('.js'), cssGzip: sum('.css'), files: files.length };
  });
}
