import { timestamp } from 'drizzle-orm/pg-core';

// Column helpers shared by the tables of several areas.

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** The union of a contract's constant list, e.g. `Of<typeof currencies>`. */
export type Of<T extends readonly string[]> = T[number];
