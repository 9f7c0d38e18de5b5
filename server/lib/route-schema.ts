import type { FastifySchemaCompiler } from 'fastify';
import { createSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { validationFailed } from './http-errors';
import { zodToFieldErrors } from './validation';

/**
 * Route schemas are zod schemas (fastify-type-provider-zod types the handlers from them). Validation is ours, not the
 * provider's: a mismatch is the contract's 422 `{message, errors}` in the caller's language (plugins/errors), the same
 * answer `parse()` gives, and an absent body or query is read as `{}` as `parse()` reads it.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data ?? {}, { reportInput: true });
    if (!result.success) return { error: validationFailed(zodToFieldErrors(result.error)) };
    return { value: result.data };
  };

/** Responses are encoded by their schema (a mismatch is a 500 and a logged error, never a silently wrong body). */
export const serializerCompiler = createSerializerCompiler();

/** `{message}`: what a route answers when there is nothing to show but a sentence (202 mail sent, 201 support…). */
export const messageBody = z.object({ message: z.string() });

/** A resource the route builds elsewhere (users/user.resource, cards/card.resource…): its TypeScript type is the schema. */
export const resource = <T>() => z.custom<T>(() => true);

/** The `{data}` envelope of every JSON resource (docs/api.md "Conventions"). */
export const dataOf = <S extends z.ZodType>(schema: S) => z.object({ data: schema });

/**
 * For routes without a JSON body (the action is the path: undo, logout…): whatever a client sends is ignored,
 * as before; declared so that the fuzzing suite sees every route has thought about its body.
 */
export const ignoredBody = z.unknown();

/** 204: no body at all. */
export const noContent = z.undefined();

/**
 * A row id as a client sends it (path or query): a positive integer no larger than PostgreSQL's `serial` holds, so
 * an id past 2^31 is a 422 rather than the database's "out of range" (a 500). "abc", "0" or "1e3" answer 422 too.
 */
export const dbId = z.coerce.number().int().positive().max(2_147_483_647);
/** A row id inside a JSON body: a number (no coercion from text), with the same bounds as `dbId`. */
export const bodyId = z.number().int().positive().max(2_147_483_647);
/** A row id in the path (`/cards/{id}`). */
export const idParams = z.object({ id: dbId });
/** A client-made UUID in the path (decisions, rounds, training sessions, level tests). */
export const uuidParams = z.object({ id: z.uuid() });
