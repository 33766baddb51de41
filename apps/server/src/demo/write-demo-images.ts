// Regenerates the demo's pictures: npx tsx apps/server/src/demo/write-demo-images.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_CATALOGUE } from './demo-catalogue';
import { avatar, courseCover } from './demo-art';
import { DEMO_FEEDBACK_PEOPLE } from './demo-feedback';
import { DEMO_INSTRUCTORS } from './demo-users';

const publicDemo = join(dirname(fileURLToPath(import.meta.url)), '../../../web/public/demo');

/** Every picture the demo data refers to, by its path under the site root's /demo. */
export function demoImages(): Map<string, string> {
  const images = new Map<string, string>();
  DEMO_CATALOGUE.forEach((spec, i) =>
    images.set(`courses/${spec.slug}.svg`, courseCover(spec.name, spec.category, i + 3)),
  );
  const people = [
    { key: 'ada', name: 'Ada Admin' },
    { key: 'alice', name: 'Alice Applicant' },
    { key: 'sam', name: 'Sam Student' },
    ...DEMO_INSTRUCTORS,
    ...DEMO_FEEDBACK_PEOPLE,
  ];
  people.forEach((person) => images.set(`people/${person.key}.svg`, avatar(person.name)));
  return images;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const [path, svg] of demoImages()) {
    const file = join(publicDemo, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, svg);
  }
  console.log(`Wrote the demo images to ${publicDemo}`);
}
