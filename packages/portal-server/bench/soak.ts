// The soak (issue 29, ADR 0026): the BUILT server on PGlite with the demo data, as `npm start` runs it
// (its first, seeding start in a new temporary folder), under a steady open-loop load for minutes: a
// request every 1/rate seconds whether the ones before have answered or not, 70 % of them the reads of a
// dashboard load and 30 % writes of the demo company's manager (settings and profile saves, a notification
// opened, a location renamed, a team member's role changed: real endpoints with valid bodies, signed in
// through the embedded provider's real code flow). It prints the errors, p50/p99 per minute and overall,
// the server's RSS every 10 s, and a verdict on the targets: no error, p99 under 200 ms, and memory flat
// after the warm-up. Run from the root: `pnpm bench:soak` (builds first).
//
// The run is cut in thirds: the first is the warm-up, the second the reference, the last what is judged.
// Memory is flat when the highest RSS of the last third is at most 10 % above the highest of the second.
// With the default 3 minutes: each third a minute.
//
// SOAK_SECONDS (default 180), SOAK_RATE requests per second (default 20), BENCH_PORTS (e.g. "4440-4449";
// default any free port).
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { serverArgs, serverEntry, signIn, sleep, start, stop, rssMb } from './harness';

const seconds = Number(process.env.SOAK_SECONDS ?? 180);
const rate = Number(process.env.SOAK_RATE ?? 20);
const writeShare = 0.3;
/** Every 10 s; a short smoke run samples more often, so that each third has samples. */
const rssEveryMs = Math.min(10_000, (seconds * 1000) / 9);
const requestTimeoutMs = 10_000;
const demoPassword = 'soak-demo-password';
/** The manager of Alpenbühne: may edit its locations and team members (README, "Demo accounts"). */
const persona = 'both@example.com';
const p99Limit = 200;
const flatLimit = 1.1;

interface Request {
  method: 'GET' | 'PUT';
  path: string;
  body?: unknown;
  /** What the report groups it under. */
  kind: string;
}

/** The requests of a dashboard load (as in bench/portal.ts), the reads of the soak in turn. */
const dashboardReads: Request[] = [
  '/config.json',
  '/id/permissions',
  '/id/userinfo',
  '/id/accountinfo',
  '/api/installed-apps',
  '/api/notifications/latest',
].map((requestPath) => ({ method: 'GET', path: requestPath, kind: `GET ${requestPath}` }));

if (!existsSync(serverEntry)) throw new Error(`${serverEntry} is missing: run pnpm build first (pnpm bench:soak does)`);

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'eventsuite-soak-'));
const server = await start(await serverArgs(), {
  DATA_DIR: dataDir,
  DEMO_PASSWORD: demoPassword,
  SEED_DEMO: '1',
  OIDC_ACCESS_TOKEN_TTL: '3600',
});
const pid = server.child.pid!;
/** The server's CPU time so far (user and system), in ms, from /proc (Linux; 100 ticks a second). */
const cpuMs = async () => {
  const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

try {
  const headers = { authorization: `Bearer ${await signIn(server.origin, persona, demoPassword)}` };

  const call = async ({ method, path: requestPath, body }: Omit<Request, 'kind'>) => {
    const response = await fetch(`${server.origin}${requestPath}`, {
      method,
      headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(requestTimeoutMs),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${requestPath}: ${response.status} ${text.slice(0, 300)}`);
    return text ? JSON.parse(text) : undefined;
  };
  const pick = (value: Record<string, unknown>, keys: string[]) =>
    Object.fromEntries(keys.map((key) => [key, value[key]]));

  // What the writes change, read once through the API.
  const userInfo = (await call({ method: 'GET', path: '/id/userinfo' })).data;
  const company = userInfo.company_id as string;
  const settings = (await call({ method: 'GET', path: '/api/settings' })).data;
  const profile = (await call({ method: 'GET', path: '/api/profiles' })).data;
  const profileInput = pick(profile, [
    'first_name',
    'last_name',
    'gender',
    'email',
    'phone_number',
    'mobile_number',
    'position',
    'employment',
    'country',
    'canton',
    'state_abbr',
    'int_state',
    'city',
    'street',
    'house_number',
    'postal_code',
  ]);
  const notifications = (await call({ method: 'GET', path: '/api/notifications' })).data as { id: string }[];
  const [location] = (await call({ method: 'GET', path: `/api/companies/${company}/locations` })).data.locations;
  const locationPath = `/api/companies/${company}/locations/${location.id}`;
  const locationInput = pick(location, [
    'name',
    'street',
    'house_number',
    'postal_code',
    'city',
    'region',
    'state_abbr',
    'country',
    'is_headquarters',
  ]);
  const [crewMember] = (await call({ method: 'GET', path: `/api/companies/${company}/team-members?search=nussbaum` }))
    .data;
  const memberPath = `/api/companies/${company}/team-members/${crewMember.id}`;
  const member = await call({ method: 'GET', path: memberPath });
  const roles = (member.options.company_roles as { id: string }[]).map((role) => role.id);
  const memberLocation = (member.data.location?.id as string | undefined) ?? null;

  /** The writes, in turn; each changes what it writes from one call to the next. */
  const writes: ((round: number) => Request)[] = [
    (round) => ({
      method: 'PUT',
      path: '/api/settings',
      body: { ...settings, first_weekday: round % 2 },
      kind: 'PUT settings',
    }),
    (round) => ({
      method: 'PUT',
      path: '/api/profiles',
      body: { ...profileInput, position: round % 2 ? 'Production manager' : 'Stage manager' },
      kind: 'PUT profile',
    }),
    (round) => ({
      method: 'GET',
      path: `/api/notifications/${notifications[round % notifications.length]!.id}`,
      kind: 'GET a notification',
    }),
    (round) => ({
      method: 'PUT',
      path: locationPath,
      body: { ...locationInput, name: `${locationInput.name as string}${round % 2 ? ' (soak)' : ''}` },
      kind: 'PUT location',
    }),
    (round) => ({
      method: 'PUT',
      path: memberPath,
      body: { company_role: roles[round % roles.length], location: memberLocation },
      kind: 'PUT team member',
    }),
  ];

  interface Outcome {
    write: boolean;
    kind: string;
    atMs: number;
    ms: number;
    error?: string;
  }
  const outcomes: Outcome[] = [];
  const rssSamples: { atMs: number; mb: number; cpuMs: number }[] = [];
  const total = Math.round(seconds * rate);
  const began = performance.now();
  const sampler = setInterval(() => {
    void Promise.all([rssMb(pid), cpuMs()]).then(([mb, cpu]) =>
      rssSamples.push({ atMs: performance.now() - began, mb, cpuMs: cpu }),
    );
  }, rssEveryMs);
  rssSamples.push({ atMs: 0, mb: await rssMb(pid), cpuMs: await cpuMs() });

  const pending: Promise<void>[] = [];
  let reads = 0;
  let writesDone = 0;
  for (let index = 0; index < total; index += 1) {
    const due = (index * 1000) / rate;
    const wait = due - (performance.now() - began);
    if (wait > 0) await sleep(wait);
    // Exactly `writeShare` of the requests are writes, spread evenly.
    const isWrite = Math.floor((index + 1) * writeShare) > Math.floor(index * writeShare);
    const request = isWrite
      ? writes[writesDone % writes.length]!(Math.floor(writesDone++ / writes.length))
      : dashboardReads[reads++ % dashboardReads.length]!;
    const atMs = performance.now() - began;
    pending.push(
      call(request).then(
        () => void outcomes.push({ write: isWrite, kind: request.kind, atMs, ms: performance.now() - began - atMs }),
        (error: Error) =>
          void outcomes.push({
            write: isWrite,
            kind: request.kind,
            atMs,
            ms: performance.now() - began - atMs,
            error: error.message,
          }),
      ),
    );
  }
  await Promise.all(pending);
  clearInterval(sampler);
  rssSamples.push({ atMs: performance.now() - began, mb: await rssMb(pid), cpuMs: await cpuMs() });

  // The report.
  const percentile = (values: number[], share: number) => {
    if (values.length === 0) return 0;
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
  };
  const summary = (label: string, part: Outcome[]) => {
    const ms = part.map((outcome) => outcome.ms);
    const errors = part.filter((outcome) => outcome.error).length;
    return `${label.padEnd(12)} ${String(part.length).padStart(6)} ${String(errors).padStart(7)} ${percentile(ms, 0.5).toFixed(1).padStart(8)} ${percentile(ms, 0.99).toFixed(1).padStart(8)} ${Math.max(
      0,
      ...ms,
    )
      .toFixed(1)
      .padStart(8)}`;
  };
  console.log(
    `\nSoak on PGlite (demo data, its seeding start): ${seconds} s at ${rate} requests/s, ${Math.round(writeShare * 100)} % writes, signed in as ${persona}; ${os.cpus().length} cores; load average ${os
      .loadavg()
      .map((figure) => figure.toFixed(2))
      .join(' ')} at the end`,
  );
  console.log(
    `${'minute'.padEnd(12)} ${'requests'.padStart(6)} ${'errors'.padStart(7)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'max ms'.padStart(8)}`,
  );
  for (let minute = 0; minute * 60 < seconds; minute += 1) {
    const part = outcomes.filter((outcome) => Math.floor(outcome.atMs / 60_000) === minute);
    console.log(summary(`${minute + 1}`, part));
  }
  console.log(summary('overall', outcomes));
  console.log(
    summary(
      '  reads',
      outcomes.filter((outcome) => !outcome.write),
    ),
  );
  console.log(
    summary(
      '  writes',
      outcomes.filter((outcome) => outcome.write),
    ),
  );
  console.log('\nEach kind of request, the whole run and its last minute (p50 / p99 ms)');
  const lastMinute = outcomes.filter((outcome) => outcome.atMs >= seconds * 1000 - 60_000);
  const figuresOf = (part: Outcome[]) => {
    const ms = part.map((outcome) => outcome.ms);
    return `${percentile(ms, 0.5).toFixed(1)} / ${percentile(ms, 0.99).toFixed(1)}`;
  };
  for (const kind of [...new Set(outcomes.map((outcome) => outcome.kind))]) {
    const ofKind = (part: Outcome[]) => part.filter((outcome) => outcome.kind === kind);
    console.log(
      `${kind.padEnd(32)} ${figuresOf(ofKind(outcomes)).padStart(16)} ${figuresOf(ofKind(lastMinute)).padStart(16)}`,
    );
  }
  const errors = outcomes.filter((outcome) => outcome.error);
  for (const message of [...new Set(errors.map((outcome) => outcome.error))].slice(0, 10)) {
    console.log(`  error: ${message}`);
  }

  console.log(`\nServer RSS (MB), every ${Math.round(rssEveryMs / 1000)} s`);
  console.log(rssSamples.map((sample) => `${Math.round(sample.atMs / 1000)} s: ${sample.mb}`).join(', '));
  console.log("The server's CPU time in each interval (ms)");
  console.log(
    rssSamples
      .slice(1)
      .map((sample, index) => `${Math.round(sample.atMs / 1000)} s: ${sample.cpuMs - rssSamples[index]!.cpuMs}`)
      .join(', '),
  );
  const third = (seconds * 1000) / 3;
  const highest = (from: number, to: number) =>
    Math.max(...rssSamples.filter((sample) => sample.atMs >= from && sample.atMs <= to).map((sample) => sample.mb));
  const reference = highest(third, 2 * third);
  const last = highest(2 * third, Infinity);

  const overallP99 = percentile(
    outcomes.map((outcome) => outcome.ms),
    0.99,
  );
  const pass = (met: boolean) => (met ? 'PASS' : 'MISS');
  console.log('\nVerdict (issue 29)');
  console.log(`${pass(errors.length === 0)} no errors: ${errors.length} of ${outcomes.length}`);
  console.log(`${pass(overallP99 < p99Limit)} p99 under ${p99Limit} ms: ${overallP99.toFixed(1)} ms`);
  console.log(
    `${pass(last <= reference * flatLimit)} memory flat after the warm-up (the last third's highest RSS at most ${Math.round((flatLimit - 1) * 100)} % above the second third's): ${last} MB against ${reference} MB`,
  );
} finally {
  await stop(server.child);
  await rm(dataDir, { recursive: true, force: true });
}
