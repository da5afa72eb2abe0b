import { z } from 'zod/mini';
import { builtOnFirstUse } from '../built-on-first-use';

/** A member of the company, as the ownership section names them. */
export const companyPersonSchema = builtOnFirstUse(() =>
  z.object({
    id: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
  }),
);
export type CompanyPerson = z.infer<typeof companyPersonSchema>;

/** Who owns the company, and who could take it over: its other members, unless locked. */
export const companyOwnershipSchema = builtOnFirstUse(() =>
  z.object({
    owner: companyPersonSchema,
    candidates: z.array(companyPersonSchema),
  }),
);
export type CompanyOwnership = z.infer<typeof companyOwnershipSchema>;

/** Hands the company to another member (spec §4, §5): confirmed with the owner's password. */
export const ownershipTransferSchema = builtOnFirstUse(() =>
  z.strictObject({
    /** The user id of the member who becomes the owner. */
    new_owner: z.uuid({ message: 'chosen' }),
    password: z.string().check(z.minLength(1, { message: 'required' })),
  }),
);
export type OwnershipTransfer = z.infer<typeof ownershipTransferSchema>;
