import { z } from 'zod/mini';
import { countryCodes } from '../countries';
import { singleLineText } from '../text';
import { validationStates } from '../company-verification/schemas';
import { builtOnFirstUse } from '../built-on-first-use';

/** A website: empty, or an http(s) address with a host name that has a dot. */
function isWebsite(value: string): boolean {
  if (value === '') return true;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && /^[^.]+(\.[^.]+)+$/.test(url.hostname);
  } catch {
    return false;
  }
}

// One address part and an `@`, no spaces: the rule of an address people type into a form.
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const optionalCountry = builtOnFirstUse(() => z.enum(['', ...countryCodes]));

/**
 * The phone of a company (spec §3): the country it is in, its calling code (+41) and the number; each
 * empty when not given. A number needs its calling code.
 */
export const companyPhoneSchema = builtOnFirstUse(() =>
  z
    .strictObject({
      country: optionalCountry,
      country_code: singleLineText(5).check(z.regex(/^(\+[0-9]{1,4})?$/)),
      phone_number: singleLineText(30).check(z.regex(/^([0-9][0-9 ()/.-]{3,29})?$/)),
    })
    .check(
      z.refine((phone) => phone.phone_number === '' || phone.country_code !== '', {
        path: ['country_code'],
        message: 'required_with',
      }),
    ),
);
export type CompanyPhone = z.infer<typeof companyPhoneSchema>;

/** What the owner (or whoever may edit the company profile) edits: name, contact and address. */
export const companyInputSchema = builtOnFirstUse(() =>
  z.strictObject({
    name: singleLineText().check(z.minLength(1, { message: 'required' })),
    optional_name: singleLineText(),
    vat_number: singleLineText(32).check(z.regex(/^([A-Za-z]{2,3}[A-Za-z0-9 .-]{2,28})?$/)),
    website: singleLineText(255).check(z.refine(isWebsite, { message: 'url' })),
    phone: companyPhoneSchema,
    email: singleLineText(255).check(
      z.refine((value) => value === '' || emailPattern.test(value), { message: 'invalid_email' }),
    ),
    street: singleLineText(),
    house_number: singleLineText(20),
    postal_code: singleLineText(12).check(z.regex(/^([A-Za-z0-9][A-Za-z0-9 -]{1,11})?$/)),
    city: singleLineText(),
    country: z.nullable(z.enum(countryCodes)),
    /** The canton, state or region, by name. */
    region: singleLineText(),
    /** Its abbreviation (ZH, HH, CA). */
    state_abbr: singleLineText(10).check(z.regex(/^([A-Za-z0-9]{1,10})?$/)),
  }),
);
export type CompanyInput = z.infer<typeof companyInputSchema>;

/** The company as the server holds it (spec §3). */
export const companySchema = builtOnFirstUse(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    optional_name: z.string(),
    vat_number: z.string(),
    website: z.string(),
    phone: z.object({ country: z.string(), country_code: z.string(), phone_number: z.string() }),
    email: z.string(),
    street: z.string(),
    house_number: z.string(),
    postal_code: z.string(),
    city: z.string(),
    country: z.nullable(z.enum(countryCodes)),
    region: z.string(),
    state_abbr: z.string(),
    /** File name of the logo below /files/avatars (the spec's company avatar), or null. */
    avatar: z.nullable(z.string()),
    owner: z.object({ id: z.string(), name: z.string() }),
    /** From the company's latest verification request (company-verification/), never stored twice. */
    validation_state: z.enum(validationStates),
  }),
);
export type Company = z.infer<typeof companySchema>;
