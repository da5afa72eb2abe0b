import { z } from 'zod/mini';
import { countryCodes } from '../countries';
import { singleLineText } from '../text';
import { builtOnFirstUse } from '../built-on-first-use';

/** The address fields of a location, as the company's are (spec §3 Company, Location). */
const address = {
  street: singleLineText(),
  house_number: singleLineText(20),
  postal_code: singleLineText(12).check(z.regex(/^([A-Za-z0-9][A-Za-z0-9 -]{1,11})?$/)),
  city: singleLineText().check(z.minLength(1, { message: 'required' })),
  /** Canton, state or region, in words. */
  region: singleLineText(),
  /** Its abbreviation, e.g. ZH or HH. */
  state_abbr: singleLineText(10).check(z.regex(/^([A-Za-z0-9.-]{1,10})?$/)),
  country: z.nullable(z.enum(countryCodes)).check(z.refine((value) => value !== null, { message: 'required' })),
};

/**
 * A location as it is created or edited. Setting `is_headquarters` moves the company's headquarters to
 * it; the headquarters itself cannot give the flag up (another location has to take it).
 */
export const locationInputSchema = builtOnFirstUse(() =>
  z.strictObject({
    name: singleLineText().check(z.minLength(1, { message: 'required' })),
    ...address,
    is_headquarters: z.boolean(),
  }),
);
export type LocationInput = z.infer<typeof locationInputSchema>;

const storedAddress = {
  street: z.string(),
  house_number: z.string(),
  postal_code: z.string(),
  city: z.string(),
  region: z.string(),
  state_abbr: z.string(),
  /** Any stored code reads back; a submitted one is one of `countryCodes`. */
  country: z.nullable(z.string()),
};

export const locationSchema = builtOnFirstUse(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    ...storedAddress,
    is_headquarters: z.boolean(),
    /** Team members working at the location; deleting it leaves them without one. */
    member_count: z.int(),
  }),
);
export type Location = z.infer<typeof locationSchema>;

/** The company as the locations answer names it (spec §7): its address is the headquarters'. */
export const headquartersCompanySchema = builtOnFirstUse(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    ...storedAddress,
  }),
);
export type HeadquartersCompany = z.infer<typeof headquartersCompanySchema>;

/** GET companies/{id}/locations: the locations, headquarters first, then by name, and the company. */
export const locationListSchema = builtOnFirstUse(() =>
  z.object({
    locations: z.array(locationSchema),
    company: headquartersCompanySchema,
  }),
);
export type LocationList = z.infer<typeof locationListSchema>;
