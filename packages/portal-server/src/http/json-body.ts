import { errorCodes, type FastifyInstance } from 'fastify';
import { HttpError } from './errors';

/** The keys that would reach an object's prototype if a body were merged into an object. */
type ForbiddenKey = '__proto__' | 'constructor.prototype';

/** The first forbidden key anywhere in a parsed body; iterative, so deep nesting cannot overflow the stack. */
function forbiddenKeyIn(value: unknown): ForbiddenKey | undefined {
  const pending = [value];
  while (pending.length > 0) {
    const current = pending.pop();
    if (current === null || typeof current !== 'object') continue;
    const record = current as Record<string, unknown>;
    if (Object.hasOwn(record, '__proto__')) return '__proto__';
    const constructor = Object.hasOwn(record, 'constructor') ? record.constructor : undefined;
    if (constructor !== null && typeof constructor === 'object' && Object.hasOwn(constructor, 'prototype'))
      return 'constructor.prototype';
    pending.push(...Object.values(record));
  }
  return undefined;
}

/**
 * Parses JSON bodies like Fastify does, refusing the keys of prototype poisoning, but saying so: a 400
 * that names the key instead of "Body is not valid JSON". JSON.parse makes `__proto__` an ordinary own
 * key, so the body is safe to look at; only bodies that mention one of the keys are searched.
 */
export function registerJsonBody(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body: string, done) => {
    if (body.length === 0) return done(new errorCodes.FST_ERR_CTP_EMPTY_JSON_BODY(), undefined);
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      return done(new errorCodes.FST_ERR_CTP_INVALID_JSON_BODY(), undefined);
    }
    const forbidden = /__proto__|constructor/.test(body) ? forbiddenKeyIn(parsed) : undefined;
    if (forbidden) return done(new HttpError(400, `The body must not contain the key ${forbidden}.`), undefined);
    done(null, parsed);
  });
}
