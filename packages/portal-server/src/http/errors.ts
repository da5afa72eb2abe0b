import {
  validationKeyForIssue,
  type ErrorResponse,
  type MessageLanguage,
  type ValidationError,
  type ValidationMessageKey,
} from '@eventsuite/api-contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isConnectionLost } from '../db/errors';
import { localizedValidationMessage, messageLanguageOf } from './validation-messages';

/** An error whose status and message are meant for the client. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Response headers that belong to the error, e.g. a WWW-Authenticate challenge. */
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notFoundMessage = 'Not found.';
export const methodNotAllowedMessage = 'Method not allowed.';
const unexpectedMessage = 'An error occurred.';
const invalidDataMessage = 'The given data was invalid.';
const databaseUnavailableMessage = 'The service is briefly unavailable. Try again in a moment.';

/**
 * Seconds a client should wait before trying again after the database was out of reach. A terminated
 * connection is replaced by the next request; a restart of PostgreSQL takes a few seconds.
 */
export const databaseRetryAfterSeconds = 2;

/**
 * Input that passed the schema but not a rule checked in code: answered like schema failures (422),
 * with each field's message keys worded in the caller's language.
 */
export class FieldValidationError extends Error {
  constructor(readonly errors: Readonly<Record<string, readonly ValidationMessageKey[]>>) {
    super(invalidDataMessage);
    this.name = 'FieldValidationError';
  }
}

type ValidationContext = 'body' | 'params' | 'querystring' | 'headers';

function valueAt(source: unknown, segments: string[]): unknown {
  let value = source;
  for (const segment of segments) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[segment];
  }
  return value;
}

function inputOf(request: FastifyRequest, context: ValidationContext): unknown {
  switch (context) {
    case 'body':
      return request.body;
    case 'params':
      return request.params;
    case 'querystring':
      return request.query;
    case 'headers':
      return request.headers;
  }
}

/** Turns request validation issues into the 422 envelope of the contract, keyed by field path. */
function validationEnvelope(error: FastifyError, request: FastifyRequest, language: MessageLanguage): ValidationError {
  const context = (error.validationContext ?? 'body') as ValidationContext;
  const input = inputOf(request, context);
  const errors: Record<string, string[]> = {};
  for (const issue of error.validation ?? []) {
    const segments = issue.instancePath.split('/').filter(Boolean);
    const field = segments.join('.') || context;
    const key = validationKeyForIssue(
      { code: issue.keyword, message: issue.message, ...issue.params },
      valueAt(input, segments),
    );
    (errors[field] ??= []).push(localizedValidationMessage(key, field, language));
  }
  return { message: invalidDataMessage, errors };
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const language = messageLanguageOf(request.headers['accept-language']);
    if (error.validation) {
      // A path parameter outside its schema names no resource: that is "not found", not bad input.
      if (error.validationContext === 'params') {
        return reply.code(404).send({ message: notFoundMessage } satisfies ErrorResponse);
      }
      return reply.code(422).send(validationEnvelope(error, request, language));
    }
    if (error instanceof FieldValidationError) {
      const errors = Object.fromEntries(
        Object.entries(error.errors).map(([field, keys]) => [
          field,
          keys.map((key) => localizedValidationMessage(key, field, language)),
        ]),
      );
      return reply.code(422).send({ message: error.message, errors } satisfies ValidationError);
    }
    if (error instanceof HttpError) {
      return reply
        .code(error.statusCode)
        .headers(error.headers)
        .send({ message: error.message } satisfies ErrorResponse);
    }
    // Fastify's own client errors (malformed JSON, unsupported media type, body too large) are safe to show.
    if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send({ message: error.message } satisfies ErrorResponse);
    }
    // The database dropped the connection or does not answer: the request may well succeed again soon.
    if (isConnectionLost(error)) {
      request.log.warn({ err: error }, 'The database is out of reach');
      return reply
        .code(503)
        .header('retry-after', String(databaseRetryAfterSeconds))
        .send({ message: databaseUnavailableMessage } satisfies ErrorResponse);
    }
    request.log.error({ err: error }, 'Unhandled error');
    return reply.code(500).send({ message: unexpectedMessage } satisfies ErrorResponse);
  });
}
