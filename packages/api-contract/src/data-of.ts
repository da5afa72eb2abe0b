import { z } from 'zod/mini';

/** Responses of the portal's API wrap their payload in `data` (spec §7). */
export const dataOf = <T extends z.ZodMiniType>(schema: T) => z.object({ data: schema });
