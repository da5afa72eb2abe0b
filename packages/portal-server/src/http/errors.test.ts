import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandler } from './errors';

/** An error as node-postgres gives it: a message, and a SQLSTATE or socket error code. */
const errorWith = (message: string, code?: string) => Object.assign(new Error(message), code ? { code } : {});
/** Drizzle wraps the driver's error of a failed query in its own, with the driver's as the cause. */
const wrapped = (cause: Error) => new Error('Failed query: select 1', { cause });

async function answerTo(error: Error) {
  const app = Fastify();
  registerErrorHandler(app);
  app.get('/', async () => {
    throw error;
  });
  const response = await app.inject({ url: '/' });
  await app.close();
  return { status: response.statusCode, retryAfter: response.headers['retry-after'] };
}

describe('the error handler and a database out of reach', () => {
  it.for([
    [
      'a terminated backend (57P01)',
      wrapped(errorWith('terminating connection due to administrator command', '57P01')),
    ],
    [
      'a crashed server (57P02)',
      errorWith('terminating connection because of crash of another server process', '57P02'),
    ],
    ['a server starting up (57P03)', errorWith('the database system is starting up', '57P03')],
    ['a connection exception (08006)', errorWith('connection failure', '08006')],
    ['no connection slot left (53300)', errorWith('sorry, too many clients already', '53300')],
    ['a refused connection', errorWith('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a reset connection', wrapped(errorWith('read ECONNRESET', 'ECONNRESET'))],
    ['a refused connection on every address', new AggregateError([errorWith('connect', 'ECONNREFUSED')], '')],
    ['a lost connection', wrapped(errorWith('Connection terminated unexpectedly'))],
    ['a dead client', errorWith('Client has encountered a connection error and is not queryable')],
    ['a full pool', errorWith('timeout exceeded when trying to connect')],
  ] as const)('answers 503 with Retry-After for %s', async ([, error]) => {
    expect(await answerTo(error)).toEqual({ status: 503, retryAfter: expect.stringMatching(/^\d+$/) });
  });

  it('answers 500 for any other failure of a query', async () => {
    expect(await answerTo(wrapped(errorWith('division by zero', '22012')))).toEqual({
      status: 500,
      retryAfter: undefined,
    });
  });
});
