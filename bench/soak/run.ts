// npm run bench:soak — not a test: it prints figures. One real server (SQLite, demo data, as
// the browser tests start it) takes mixed traffic for 30 minutes while the resident memory of
// the node process that serves is read from /proc every 10 s. The figure is the growth of that
// memory from a third of the run (minute 10) to its end (minute 30); the target is under 10%.
//   browse     visitors (no session): the home, About and course list pages, the course lists,
//              the stats, the testimonials, course pictures; and a student's course page (its
//              details, outline and reviews) before buying it (visitors are asked to sign in)
//   search     the same visitors: the search and its suggestions
//   sign-up    a new student: the register screen of the bundled provider, the link of the
//              e-mail the server keeps in its log, the first sign-in
//   sign-in    the same student later: sign out, then in again through the provider
//   purchase   a paid course bought with the test card processor's success card, then enrolled
//   heartbeat  the player's reports, one second a report, on the course's video lesson
//   upload     a picture sent through tus (POST, PATCH), waited for until its renditions are
//              made, one rendition fetched, then deleted
// Each simulated person comes from its own address (X-Forwarded-For behind TRUST_PROXY=1), as
// many people behind one proxy would: the per-address rate limits stay as configured.
//   --minutes=N     length of the run (default 30)
//   --visitors=N    visitors browsing at once (default 4)
//   --students=N    students signing up, buying, watching and uploading at once (default 4)
//   --pause=MS      a person's pause between two requests (default 100)
//   --samples=FILE  every sample as CSV: seconds, RSS, heap used, external (MB)
import { readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { Browser } from '../../apps/server/test/support/browser';
import { successCardConfirmation } from '../../apps/server/test/support/test-card';
import { startServer, type RunningServer } from '../../apps/web/e2e/support/server';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) =>
  Number(args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const MINUTES = option('minutes', 30);
const VISITORS = option('visitors', 4);
const STUDENTS = option('students', 4);
const PAUSE_MS = option('pause', 100);
const samplesFile = args.find((arg) => arg.startsWith('--samples='))?.slice('--samples='.length);
const SAMPLE_MS = 10_000;
/** Read /metrics with it too: the heap and external memory beside the RSS, to see what grows. */
const METRICS_TOKEN = randomBytes(16).toString('hex');
const PASSWORD = 'classroom123';
const CSRF = { 'X-Requested-With': 'gs-classroom' };

const KINDS = [
  'browse',
  'search',
  'sign-up',
  'sign-in',
  'purchase',
  'heartbeat',
  'upload',
] as const;
type Kind = (typeof KINDS)[number];
const requests = Object.fromEntries(KINDS.map((kind) => [kind, 0])) as Record<Kind, number>;
const errors = Object.fromEntries(KINDS.map((kind) => [kind, 0])) as Record<Kind, number>;
/** The first few failures of each kind, word for word. */
const failures = Object.fromEntries(KINDS.map((kind) => [kind, [] as string[]])) as Record<
  Kind,
  string[]
>;

let stopping = false;
const pause = (ms = PAUSE_MS) => new Promise((resolve) => setTimeout(resolve, ms));

let addresses = 0;
/** A new client address, 10.x.y.z. */
function nextAddress(): string {
  addresses += 1;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
}

/** One person: a cookie jar and an address, counting each request under what it is doing. */
class Person extends Browser {
  kind: Kind = 'browse';

  constructor(
    origin: string,
    readonly address = nextAddress(),
  ) {
    super(origin, {
      'X-Forwarded-For': address,
      // As Chrome and Firefox send it.
      'Accept-Encoding': 'gzip, deflate, br, zstd',
      Accept: 'application/json, text/html;q=0.9, */*;q=0.8',
    });
  }

  override async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    requests[this.kind] += 1;
    return super.fetch(url, init);
  }

  /** A request whose answer must have one of `statuses`; its body is read and answered. */
  async expect(
    url: string,
    init: RequestInit & { json?: unknown },
    ...statuses: number[]
  ): Promise<{ response: Response; text: string }> {
    const { json, ...rest } = init;
    const response = await this.fetch(
      url,
      json === undefined
        ? rest
        : {
            ...rest,
            method: rest.method ?? 'POST',
            headers: { 'Content-Type': 'application/json', ...CSRF, ...rest.headers },
            body: JSON.stringify(json),
          },
    );
    const text = await response.text();
    if (!statuses.includes(response.status)) {
      throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${text.slice(0, 200)}`);
    }
    return { response, text };
  }

  async get<T>(url: string): Promise<T> {
    return JSON.parse((await this.expect(url, {}, 200)).text) as T;
  }
}

/**
 * Runs `step` as `kind`: whether it went through. A failure is counted (one failed request
 * ends the step) and the first few are noted.
 */
async function as(person: Person, kind: Kind, step: () => Promise<unknown>): Promise<boolean> {
  person.kind = kind;
  try {
    await step();
    return true;
  } catch (error) {
    if (stopping) return false;
    errors[kind] += 1;
    if (failures[kind].length < 3) failures[kind].push((error as Error).message);
    return false;
  }
}

interface Course {
  _id: string;
  title?: string;
  price: number;
  image?: string;
}

interface Lesson {
  _id: string;
  kind: string;
  durationSeconds?: number;
}

async function catalogue(origin: string): Promise<Course[]> {
  const person = new Person(origin);
  const page = await person.get<Course[] | { items: Course[] }>(
    '/api/v1/all-courses?status=1&page=1&limit=50',
  );
  return Array.isArray(page) ? page : page.items;
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

const WORDS = ['javascript', 'design', 'data', 'python', 'react', 'photo', 'market', 'music'];

/** A visitor: a few pages and searches, then another visitor takes over. */
async function visitor(origin: string, courses: Course[]): Promise<void> {
  while (!stopping) {
    const person = new Person(origin);
    for (let visit = 0; visit < 20 && !stopping; visit += 1) {
      const course = pick(courses);
      await as(person, 'browse', async () => {
        await person.expect(pick(['/', '/all-courses', '/about']), {}, 200);
        await pause();
        await person.get('/api/v1/courses?status=1&page=1&limit=8');
        await person.get('/api/v1/top-courses');
        await person.get('/api/v1/feedbacks');
        await person.get('/api/v1/stats');
        if (course.image?.startsWith('/media/images/')) {
          const picture = new URL(course.image, origin);
          picture.searchParams.set('w', pick(['320', '640', '960']));
          await person.expect(
            picture.pathname + picture.search,
            { headers: { Accept: 'image/avif,image/webp,*/*' } },
            200,
          );
        }
      });
      await pause();
      await as(person, 'search', async () => {
        const word = pick(WORDS);
        await person.get(`/api/v1/courses/suggestions?q=${word.slice(0, 3)}`);
        await person.get(`/api/v1/all-courses?status=1&search=${word}&page=1&limit=10`);
      });
      await pause();
    }
  }
}

interface Account {
  displayName: string;
  email: string;
  password: string;
}

/** The sign-up and sign-in screens' uid, after /auth/login's redirects through the provider. */
async function startSignIn(person: Person, screen: 'login' | 'register'): Promise<string> {
  const landed = await person.follow(
    `/auth/login?provider=email&screen=${screen}&returnTo=/`,
    (location) => location.includes(`/${screen}?uid=`),
  );
  const uid = new URL(landed).searchParams.get('uid');
  if (!uid) throw new Error(`/auth/login did not reach the ${screen} screen: ${landed}`);
  return uid;
}

async function signIn(person: Person, account: Account, verificationToken?: string) {
  const uid = await startSignIn(person, 'login');
  const { text } = await person.expect(
    `/idp/interaction/${uid}/login`,
    {
      json: {
        email: account.email,
        password: account.password,
        ...(verificationToken ? { verificationToken } : {}),
      },
    },
    200,
  );
  const { redirectTo } = JSON.parse(text) as { redirectTo: string };
  // The first sign-in, with the link's token, lands on auth=registered.
  const signedIn = (location: string) => /[?&]auth=(signed-in|registered)\b/.test(location);
  const landed = await person.follow(redirectTo, signedIn);
  if (!signedIn(landed)) throw new Error(`sign-in ended at ${landed}`);
}

/** Sign-ups one at a time: the e-mail in the log does not say whom it is for. */
let signUps: Promise<unknown> = Promise.resolve();

async function signUp(person: Person, server: RunningServer, account: Account): Promise<void> {
  const turn = signUps.then(async () => {
    const uid = await startSignIn(person, 'register');
    const [link] = await server.nextMail('verify-email', () =>
      person.expect(
        `/idp/interaction/${uid}/register`,
        { json: { ...account, photoURL: `${server.url}/favicon.svg` } },
        202,
      ),
    );
    return new URL(link!).searchParams.get('token') ?? '';
  });
  signUps = turn.catch(() => undefined);
  await signIn(person, account, await turn);
}

/** A course's page as a signed-in student sees it (visitors are asked to sign in first). */
async function courseDetails(person: Person, course: Course): Promise<void> {
  await person.expect(`/course/${course._id}`, {}, 200);
  await person.get(`/api/v1/course/payment/${course._id}`);
  await person.get(`/api/v1/outlines/${course._id}`);
  await person.get(`/api/v1/courses/${course._id}/reviews?sort=helpful&page=1&limit=5`);
}

async function purchase(person: Person, course: Course): Promise<void> {
  const { text } = await person.expect(
    '/create-payment-intent',
    { json: { courseId: course._id, price: course.price } },
    200,
  );
  const intent = JSON.parse(text) as { intentId: string; clientSecret: string };
  await person.expect(
    `/test-processor/payment_intents/${intent.intentId}/confirm`,
    { json: successCardConfirmation(intent.clientSecret) },
    200,
  );
  await person.expect(
    '/payments',
    { json: { transactionId: intent.intentId, courseId: course._id } },
    200,
    201,
  );
  await person.expect(`/enroll/${course._id}`, { method: 'PATCH', headers: CSRF }, 200);
}

/** Opens the course's video lesson and reports `seconds` seconds, one a report. */
async function watch(person: Person, course: Course, seconds: number): Promise<void> {
  const outline = await person.get<{ sections: { lessons: Lesson[] }[] }>(
    `/api/v1/learn/${course._id}`,
  );
  const video = outline.sections
    .flatMap((section) => section.lessons)
    .find((lesson) => lesson.kind === 'video');
  if (!video) return;
  const lesson = `/api/v1/learn/${course._id}/lessons/${video._id}`;
  await person.get(lesson);
  const length = Math.max(2, Math.floor(video.durationSeconds ?? 60));
  for (let second = 0; second < seconds && !stopping; second += 1) {
    // Well under the fastest playback the server accepts (2x), even on a busy machine.
    await pause(Math.max(600, PAUSE_MS));
    const from = second % (length - 1);
    await person.expect(
      `${lesson}/heartbeat`,
      { json: { from, to: from + 1, position: from + 1 } },
      200,
      204,
    );
  }
}

/** A 480 x 360 picture of noise, different each time (so no two are alike). */
function aPicture(): Promise<Buffer> {
  return sharp(randomBytes(480 * 360 * 3), { raw: { width: 480, height: 360, channels: 3 } })
    .png()
    .toBuffer();
}

const base64 = (text: string) => Buffer.from(text).toString('base64');

async function upload(person: Person): Promise<void> {
  const bytes = await aPicture();
  const created = await person.fetch('/api/v1/uploads', {
    method: 'POST',
    headers: {
      ...CSRF,
      'Tus-Resumable': '1.0.0',
      'Upload-Length': String(bytes.length),
      'Upload-Metadata': `filename ${base64('soak.png')},kind ${base64('image')}`,
    },
  });
  await created.text();
  const location = created.headers.get('location');
  if (created.status !== 201 || !location) {
    throw new Error(`POST /api/v1/uploads: ${created.status}`);
  }
  const { response } = await person.expect(
    location,
    {
      method: 'PATCH',
      headers: {
        ...CSRF,
        'Tus-Resumable': '1.0.0',
        'Upload-Offset': '0',
        'Content-Type': 'application/offset+octet-stream',
      },
      body: new Uint8Array(bytes),
    },
    204,
  );
  const id = response.headers.get('x-asset-id');
  if (!id) throw new Error('the last PATCH named no asset');
  const deadline = Date.now() + 60_000;
  for (;;) {
    const asset = await person.get<{ status: string }>(`/api/v1/media/${id}`);
    if (asset.status === 'ready') break;
    if (asset.status === 'failed' || Date.now() > deadline) {
      throw new Error(`the picture is ${asset.status}`);
    }
    await pause(500);
  }
  await person.expect(
    `/media/images/${id}?w=320`,
    { headers: { Accept: 'image/avif,image/webp,*/*' } },
    200,
  );
  await person.expect(`/api/v1/media/${id}`, { method: 'DELETE', headers: CSRF }, 200, 204);
}

let studentsMade = 0;

/**
 * A student: signs up, buys a few paid courses and watches each, uploads a picture, signs out
 * and in again and watches some more; then the next student.
 */
async function student(server: RunningServer, courses: Course[]): Promise<void> {
  const paid = courses.filter((course) => course.price > 0);
  while (!stopping) {
    studentsMade += 1;
    let person = new Person(server.url);
    const account: Account = {
      displayName: `Soak Student ${studentsMade}`,
      email: `soak.${process.pid}.${studentsMade}@classroom.test`,
      password: PASSWORD,
    };
    if (!(await as(person, 'sign-up', () => signUp(person, server, account)))) {
      await pause(1000);
      continue;
    }
    const bought = [...paid].sort(() => Math.random() - 0.5).slice(0, 3);
    for (const course of bought) {
      if (stopping) return;
      await as(person, 'browse', () => courseDetails(person, course));
      if (!(await as(person, 'purchase', () => purchase(person, course)))) continue;
      await as(person, 'heartbeat', () => watch(person, course, 20));
    }
    await as(person, 'upload', () => upload(person));
    // Signed out, then in again from a browser without the provider's session, which would
    // otherwise sign in without asking for the password.
    const again = await as(person, 'sign-in', async () => {
      await person.expect('/auth/logout', { method: 'POST', headers: CSRF }, 200);
      person = new Person(server.url, person.address);
      person.kind = 'sign-in';
      await signIn(person, account);
    });
    if (again && bought[0]) await as(person, 'heartbeat', () => watch(person, bought[0]!, 10));
  }
}

/** The node process that serves: the deepest process under `pid` running the server's script. */
function servingProcess(pid: number): number {
  for (;;) {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
    const next = children.find((child) =>
      readFileSync(`/proc/${child}/cmdline`, 'utf8').includes('main.ts'),
    );
    if (next === undefined) return pid;
    pid = next;
  }
}

function residentMegabytes(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('VmRSS:'));
  return Number(/(\d+)/.exec(line ?? '')![1]) / 1024;
}

interface Sample {
  seconds: number;
  rss: number;
  heapUsed?: number;
  external?: number;
  arrayBuffers?: number;
}

/** The heap, external and array buffer figures the server's /metrics gives, in MB. */
async function heapFigures(origin: string): Promise<Partial<Sample>> {
  try {
    const text = await (
      await fetch(`${origin}/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } })
    ).text();
    const read = (name: string) => {
      const match = new RegExp(`^${name}(?:\\{[^}]*\\})? ([0-9.e+]+)$`, 'm').exec(text);
      return match ? Number(match[1]) / 1024 / 1024 : undefined;
    };
    return {
      heapUsed: read('nodejs_heap_size_used_bytes'),
      external: read('nodejs_external_memory_bytes'),
    };
  } catch {
    return {};
  }
}

const mb = (value: number | undefined) => (value === undefined ? '-' : value.toFixed(1));

async function main() {
  console.log(
    `Soak: ${MINUTES} min, ${VISITORS} visitors and ${STUDENTS} students at once, ` +
      `${PAUSE_MS} ms pauses; RSS sampled every ${SAMPLE_MS / 1000} s`,
  );
  const server = await startServer({
    TRUST_PROXY: '1',
    METRICS_TOKEN,
    // The links of the kept e-mails (sign-up) are logged at info.
    LOG_LEVEL: 'info',
  });
  const pid = servingProcess(server.pid);
  console.log(
    `server ${server.url}, serving process ${pid}: ${readFileSync(`/proc/${pid}/cmdline`, 'utf8')
      .split('\0')
      .join(' ')
      .trim()}`,
  );
  const courses = await catalogue(server.url);
  console.log(
    `${courses.length} approved courses, ${courses.filter((c) => c.price > 0).length} paid`,
  );

  const samples: Sample[] = [];
  const started = Date.now();
  const sample = async () => {
    const seconds = Math.round((Date.now() - started) / 1000);
    const entry: Sample = {
      seconds,
      rss: residentMegabytes(pid),
      ...(await heapFigures(server.url)),
    };
    samples.push(entry);
    if (seconds % 60 < SAMPLE_MS / 1000) {
      const done = KINDS.map((kind) => `${kind} ${requests[kind]}/${errors[kind]}`).join(', ');
      console.log(
        `  ${String(Math.round(seconds / 60)).padStart(3)} min  RSS ${mb(entry.rss)} MB, heap ` +
          `${mb(entry.heapUsed)} MB, external ${mb(entry.external)} MB  (requests/errors: ${done})`,
      );
    }
  };
  await sample();
  const sampler = setInterval(() => void sample(), SAMPLE_MS);
  const people = [
    ...Array.from({ length: VISITORS }, () => visitor(server.url, courses)),
    ...Array.from({ length: STUDENTS }, () => student(server, courses)),
  ];
  await pause(MINUTES * 60_000);
  stopping = true;
  clearInterval(sampler);
  await sample();
  await Promise.all(people);
  await server.stop();

  const at = (seconds: number) =>
    samples.reduce((best, entry) =>
      Math.abs(entry.seconds - seconds) < Math.abs(best.seconds - seconds) ? entry : best,
    );
  /** The RSS of the minute up to `entry`: one sample swings by a tenth or more. */
  const minuteUpTo = (entry: Sample) =>
    samples
      .filter((other) => other.seconds > entry.seconds - 60 && other.seconds <= entry.seconds)
      .map((other) => other.rss);
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const third = at((MINUTES * 60) / 3);
  const end = samples.at(-1)!;
  const percent = (from: number, to: number) => ((to - from) / from) * 100;
  const growth = percent(mean(minuteUpTo(third)), mean(minuteUpTo(end)));
  const minuteOf = (entry: Sample) => (entry.seconds / 60).toFixed(1);
  if (samplesFile) {
    writeFileSync(
      samplesFile,
      'seconds,rss_mb,heap_used_mb,external_mb\n' +
        samples
          .map((entry) =>
            [entry.seconds, mb(entry.rss), mb(entry.heapUsed), mb(entry.external)].join(','),
          )
          .join('\n') +
        '\n',
    );
  }
  console.log('\nRequests (errors) per kind:');
  for (const kind of KINDS) {
    console.log(`  ${kind.padEnd(10)} ${String(requests[kind]).padStart(8)} (${errors[kind]})`);
  }
  const total = KINDS.reduce((sum, kind) => sum + requests[kind], 0);
  const allErrors = KINDS.reduce((sum, kind) => sum + errors[kind], 0);
  console.log(
    `  ${'all'.padEnd(10)} ${String(total).padStart(8)} (${allErrors}), ` +
      `${(total / (MINUTES * 60)).toFixed(1)} req/s; ${studentsMade} students signed up`,
  );
  for (const kind of KINDS) {
    if (failures[kind].length) {
      console.log(`First failures, ${kind}:\n  ${failures[kind].join('\n  ')}`);
    }
  }
  console.log(
    `\nRSS of the serving process: ${mb(samples[0]!.rss)} MB at start, ` +
      `max ${mb(Math.max(...samples.map((entry) => entry.rss)))} MB`,
  );
  for (const entry of [third, end]) {
    console.log(
      `  minute ${minuteOf(entry).padStart(4)}: ${mb(entry.rss)} MB (the minute up to it: ` +
        `mean ${mb(mean(minuteUpTo(entry)))} MB, lowest ${mb(Math.min(...minuteUpTo(entry)))} ` +
        `MB), heap used ${mb(entry.heapUsed)} MB, external ${mb(entry.external)} MB`,
    );
  }
  console.log(
    `Growth from minute ${minuteOf(third)} to minute ${minuteOf(end)}: ` +
      `${percent(third.rss, end.rss).toFixed(1)}% sample to sample, ${growth.toFixed(1)}% ` +
      `mean to mean, ` +
      `${percent(Math.min(...minuteUpTo(third)), Math.min(...minuteUpTo(end))).toFixed(1)}% ` +
      `lowest to lowest (target < 10% mean to mean: ${growth < 10 ? 'met' : 'not met'})`,
  );
}

await main();
