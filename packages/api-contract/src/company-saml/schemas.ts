import { z } from 'zod/mini';
import { builtOnFirstUse } from '../built-on-first-use';
import { multiLineText, singleLineText } from '../text';

/** Days before a certificate's expiry from which the setup warns (issue 28 §1). */
export const samlCertificateWarningDays = 30;

/** Where the IdP's side comes from: nothing yet, its metadata (file or text), its metadata URL, or by hand. */
export const samlSources = ['none', 'metadata', 'metadata_url', 'manual'] as const;
export type SamlSource = (typeof samlSources)[number];

/** XML Encryption algorithms an encrypted assertion may use (spec §3 "data and key encryption algorithms"). */
export const samlDataEncryptionAlgorithms = [
  'http://www.w3.org/2009/xmlenc11#aes256-gcm',
  'http://www.w3.org/2009/xmlenc11#aes128-gcm',
  'http://www.w3.org/2001/04/xmlenc#aes256-cbc',
  'http://www.w3.org/2001/04/xmlenc#aes128-cbc',
] as const;
export const samlKeyEncryptionAlgorithms = [
  'http://www.w3.org/2001/04/xmlenc#rsa-oaep-mgf1p',
  'http://www.w3.org/2009/xmlenc11#rsa-oaep',
] as const;

/** Attribute names that give email, first and last name when the owner names none (common IdPs' defaults). */
export const samlDefaultAttributes = {
  email_attribute: 'email',
  first_name_attribute: 'givenName',
  last_name_attribute: 'sn',
} as const;

/** An IdP signing certificate as the setup shows it, parsed from the configured PEM. */
export const samlCertificateSchema = builtOnFirstUse(() =>
  z.object({
    subject: z.string(),
    issuer: z.string(),
    /** SHA-256 of the DER bytes, as colon-separated hex. */
    fingerprint: z.string(),
    /** ISO 8601. */
    not_before: z.string(),
    not_after: z.string(),
    /** Expires within samlCertificateWarningDays, or has expired. */
    expires_soon: z.boolean(),
    expired: z.boolean(),
  }),
);
export type SamlCertificate = z.infer<typeof samlCertificateSchema>;

/** A domain whose people sign in through the company's IdP once it is verified (DNS TXT record). */
export const samlDomainSchema = builtOnFirstUse(() =>
  z.object({
    domain: z.string(),
    /** The TXT record to publish at the domain. */
    txt_record: z.string(),
    /** ISO 8601, or null while unproven. */
    verified_at: z.nullable(z.string()),
  }),
);
export type SamlDomain = z.infer<typeof samlDomainSchema>;

/** What the last "Test sign-in" received, or why it failed. */
export const samlTestResultSchema = builtOnFirstUse(() =>
  z.object({
    passed: z.boolean(),
    /** ISO 8601. */
    at: z.string(),
    name_id: z.nullable(z.string()),
    attributes: z.record(z.string(), z.array(z.string())),
    /** The email, first and last name the mapping gave. */
    mapped: z.object({ email: z.string(), first_name: z.string(), last_name: z.string() }),
    /** Why it failed, in words for the company's IT; null when it passed. */
    reason: z.nullable(z.string()),
  }),
);
export type SamlTestResult = z.infer<typeof samlTestResultSchema>;

/** A company's single sign-on as its owner sees it (spec §3 SSO settings). Secrets are never sent back. */
export const companySamlSchema = builtOnFirstUse(() =>
  z.object({
    /** What the company's IdP needs of us. */
    service_provider: z.object({
      entity_id: z.string(),
      acs_url: z.string(),
      /** Our single logout service: the IdP answers our logout requests there and sends its own. */
      slo_url: z.string(),
      metadata_url: z.string(),
      /** PEM of the certificate our requests are signed with (the same for every company). */
      signing_certificate: z.string(),
      /** PEM of our encryption certificate, empty until the owner gives an encryption key. */
      encryption_certificate: z.string(),
    }),
    activate_sso: z.boolean(),
    source: z.enum(samlSources),
    metadata_url: z.string(),
    saml_entity_id: z.string(),
    login_url: z.string(),
    logout_url: z.string(),
    redirect_url: z.string(),
    auth_path: z.string(),
    comeback_path: z.string(),
    certificates: z.array(samlCertificateSchema),
    email_attribute: z.string(),
    first_name_attribute: z.string(),
    last_name_attribute: z.string(),
    is_encrypted: z.boolean(),
    has_encryption_private_key: z.boolean(),
    data_encryption_algorithm: z.enum(samlDataEncryptionAlgorithms),
    key_encryption_algorithm: z.enum(samlKeyEncryptionAlgorithms),
    has_secret_key: z.boolean(),
    allow_idp_initiated: z.boolean(),
    members_may_use_password: z.boolean(),
    domains: z.array(samlDomainSchema),
    last_test: z.nullable(samlTestResultSchema),
  }),
);
export type CompanySaml = z.infer<typeof companySamlSchema>;

const optionalUrl = () => z.optional(singleLineText(2000));
const attribute = () => singleLineText(255).check(z.minLength(1, { message: 'required' }));

/**
 * What the setup saves. The IdP's side comes from `source`: `metadata` reads `metadata` (file or text),
 * `metadata_url` has the server fetch it, `manual` takes entity id, login and logout URL and the
 * certificate (one or two PEM certificates during a rotation). Secrets left out keep their saved value.
 */
export const companySamlInputSchema = builtOnFirstUse(() =>
  z.strictObject({
    source: z.enum(['metadata', 'metadata_url', 'manual'], { message: 'chosen' }),
    metadata: z.optional(multiLineText(200_000)),
    metadata_url: optionalUrl(),
    saml_entity_id: z.optional(singleLineText(1024)),
    login_url: optionalUrl(),
    logout_url: optionalUrl(),
    certificate: z.optional(multiLineText(20_000)),
    redirect_url: optionalUrl(),
    auth_path: z.optional(singleLineText(255)),
    comeback_path: z.optional(singleLineText(255)),
    email_attribute: attribute(),
    first_name_attribute: attribute(),
    last_name_attribute: attribute(),
    is_encrypted: z.boolean(),
    encryption_private_key: z.optional(multiLineText(20_000)),
    encryption_key_password: z.optional(z.string().check(z.maxLength(1024))),
    encryption_certificate: z.optional(multiLineText(20_000)),
    data_encryption_algorithm: z.enum(samlDataEncryptionAlgorithms, { message: 'chosen' }),
    key_encryption_algorithm: z.enum(samlKeyEncryptionAlgorithms, { message: 'chosen' }),
    secret_key: z.optional(z.string().check(z.maxLength(1024))),
    allow_idp_initiated: z.boolean(),
    members_may_use_password: z.boolean(),
  }),
);
export type CompanySamlInput = z.infer<typeof companySamlInputSchema>;

/** Turns single sign-on on (only after a passed test) or off (the settings stay). */
export const samlActivationSchema = builtOnFirstUse(() => z.strictObject({ activate_sso: z.boolean() }));

/** A domain to prove. */
export const samlDomainInputSchema = builtOnFirstUse(() =>
  z.strictObject({
    domain: singleLineText(253).check(
      z.minLength(1, { message: 'required' }),
      z.regex(/^(?=.{1,253}$)(?!-)[a-z0-9-]{1,63}(?<!-)(\.(?!-)[a-z0-9-]{1,63}(?<!-))+$/i, { message: 'regex' }),
    ),
  }),
);

/** Where "Test sign-in" opens its window: our request to the IdP. */
export const samlTestStartSchema = builtOnFirstUse(() => z.object({ url: z.string() }));
