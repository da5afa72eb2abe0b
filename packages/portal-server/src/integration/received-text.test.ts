import { endpoints, type AnyEndpoint, type EndpointName } from '@eventsuite/api-contract';
import { count } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import type * as z from 'zod/v4/core';
import { activityLog } from '../changes/schema';
import { backends } from '../db/test-databases';
import type { DemoPersonaEmail } from '../seeds/seed-demo';
import { useDemoApp, type DemoApp } from '../testing/demo-app';

// Every endpoint of the contract, with text breaking the contract's text rule in each path parameter,
// each query parameter and each top-level body field: 422, never a 500, never a write. The table is the
// contract's, so a new endpoint is walked without being listed here.

const badTexts = {
  NUL: 'a\u0000b',
  'a control character': 'a\u0007b',
  'a C1 control character': 'a\u0085b',
  'a bidirectional override': 'Eve\u202Enimda',
  'a lone surrogate': 'a\uD800b',
} as const;
type BadText = keyof typeof badTexts;

/** A URL cannot carry a lone surrogate (UTF-8 has none): its nearest is their invalid UTF-8 form. */
const inUrl = (bad: BadText) => (bad === 'a lone surrogate' ? 'a%ED%A0%80b' : encodeURIComponent(badTexts[bad]));

/** Who may call the endpoint, so that the answer is about the input, not about who asks. */
function callerOf(endpoint: AnyEndpoint): DemoPersonaEmail | 'anonymous' {
  if (endpoint.access.kind === 'public') return 'anonymous';
  return endpoint.access.scope === 'platform' ? 'admin@example.com' : 'owner.alpen@example.com';
}

/** The top-level keys of an object schema, or undefined for any other body. */
function topLevelKeys(schema: z.$ZodType): string[] | undefined {
  const def = schema._zod.def as { type: string; shape?: object; in?: z.$ZodType; innerType?: z.$ZodType };
  if (def.type === 'object' && def.shape) return Object.keys(def.shape);
  if (def.type === 'pipe' && def.in) return topLevelKeys(def.in);
  return undefined;
}

/** The query keys of an endpoint, from its schema. */
const queryKeys = (endpoint: AnyEndpoint) => (endpoint.query ? (topLevelKeys(endpoint.query) ?? []) : []);
const pathParamNames = (endpoint: AnyEndpoint) => [...endpoint.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);

/** A path with `bad` in `badParam` and a well-formed value elsewhere (the caller's company for `:company`). */
function pathWith(endpoint: AnyEndpoint, company: string, badParam?: string, bad?: BadText): string {
  return endpoint.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    if (name === badParam && bad) return inUrl(bad);
    return name === 'company' ? company : '00000000-0000-4000-8000-000000000000';
  });
}

/** A body with `bad` in every top-level field (the whole body when it is no object), as raw JSON text. */
function bodyWith(endpoint: AnyEndpoint, bad: BadText): string {
  const text = badTexts[bad];
  const keys = topLevelKeys(endpoint.body!);
  // JSON.stringify writes a lone surrogate as its `\ud800` escape, as an attacker's client would.
  return JSON.stringify(keys ? Object.fromEntries(keys.map((key) => [key, text])) : [text]);
}

interface Probe {
  what: string;
  request: InjectOptions;
  /** The answers that refuse it: 422, or 404 when the access rules answer first (another company's path). */
  refusals: number[];
}

function probesOf(endpoint: AnyEndpoint, company: string): Probe[] {
  const probes: Probe[] = [];
  const { method } = endpoint;
  for (const bad of Object.keys(badTexts) as BadText[]) {
    // The invalid UTF-8 of a surrogate stays as it came in a query (Fastify), or is a bad URL in a path (400).
    const urlRefusals = bad === 'a lone surrogate' ? [400, 404, 422] : [422];
    for (const param of pathParamNames(endpoint)) {
      probes.push({
        what: `${bad} in :${param}`,
        request: { method, url: pathWith(endpoint, company, param, bad) },
        refusals: param === 'company' ? [...urlRefusals, 404] : urlRefusals,
      });
    }
    for (const key of queryKeys(endpoint)) {
      if (bad === 'a lone surrogate') continue;
      probes.push({
        what: `${bad} in ?${key}`,
        request: { method, url: `${pathWith(endpoint, company)}?${key}=${inUrl(bad)}` },
        refusals: [422],
      });
    }
    if (endpoint.body) {
      probes.push({
        what: `${bad} in the body`,
        request: {
          method,
          url: pathWith(endpoint, company),
          headers: { 'content-type': 'application/json' },
          payload: bodyWith(endpoint, bad),
        },
        refusals: [422],
      });
    }
  }
  if (!endpoint.body && !endpoint.upload && method !== 'GET') {
    probes.push({
      what: 'a body where none is taken',
      request: {
        method,
        url: pathWith(endpoint, company),
        headers: { 'content-type': 'application/json' },
        payload: '[]',
      },
      refusals: [422],
    });
  }
  return probes;
}

async function activityCount(demo: DemoApp): Promise<number> {
  const [row] = await demo.database.db.select({ events: count() }).from(activityLog);
  return row!.events;
}

describe.each(backends)('received text on $name', ({ create }) => {
  const demo = useDemoApp(create);

  it.for(Object.keys(endpoints) as EndpointName[])('%s refuses it', async (name) => {
    const endpoint: AnyEndpoint = endpoints[name];
    const caller = callerOf(endpoint);
    const company = await demo.companyId('alpen');
    const before = await activityCount(demo);
    for (const probe of probesOf(endpoint, company)) {
      const response = await demo.inject(caller, probe.request);
      expect(probe.refusals, `${probe.what}: ${response.statusCode} ${response.body}`).toContain(response.statusCode);
    }
    expect(await activityCount(demo)).toBe(before);
  });
});
