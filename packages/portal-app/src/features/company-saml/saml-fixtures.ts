import { companySamlEndpoints, type CompanySaml, type SamlCertificate } from '@eventsuite/api-contract';
import { respond } from '../../storybook/msw-handlers';

// Story data of the single sign-on screen: the company of the story personas (c-acme) and its IdP.

const sp = 'https://portal.example.com/saml/c-acme';

/** The platform's SAML signing certificate, as the screen shows it to hand to the IdP. */
const signingCertificate = `-----BEGIN CERTIFICATE-----
MIIDNzCCAh+gAwIBAgIUUXW5+q0RdVy7Ce13xBzT85oszuAwDQYJKoZIhvcNAQEL
BQAwKzEpMCcGA1UEAwwgRXZlbnRzdWl0ZSBTQU1MIHNlcnZpY2UgcHJvdmlkZXIw
HhcNMjYxMTI4MjIwOTAxWhcNNDYxMTIzMjIwOTAxWjArMSkwJwYDVQQDDCBFdmVu
dHN1aXRlIFNBTUwgc2VydmljZSBwcm92aWRlcjCCASIwDQYJKoZIhvcNAQEBBQAD
ggEPADCCAQoCggEBAPCLOymW5YzoUyoe/16OCmD9m70w5Tqi4N41fhHi50I/mWXc
9n1N4U/r8i1Ozno2AntTKnH0/7cxhnAe7/ORlvSMxYFyUCdsnzacPg5yr+8L8lUN
7IUOXs2nuiUp0jYv2hPA/7/J3zRTGKEOjshnjwpTBm+Jx/dIWKTBd0TiMM0Ky26P
102lIrE79H+3XL8e2IxVnipgLLvzfhpyogNW4um+D20fHeEHmuzR7hTOe1J4JIae
/labtlUHrRKO6lmI7wP5GVOpDDf71bKOTqAkrl85HqHGqE849jelicWyInpfnUjX
2UC7Xrrfj09pdrYVfytlyBaEeiAoRRhg7OgbJqMCAwEAAaNTMFEwHQYDVR0OBBYE
FNKGgBzXZCOyqkQPU3/NqLNHEn2fMB8GA1UdIwQYMBaAFNKGgBzXZCOyqkQPU3/N
qLNHEn2fMA8GA1UdEwEB/wQFMAMBAf8wDQYJKoZIhvcNAQELBQADggEBAOsclwMj
Gv7bD9MQA9gvF/b6tQcd0hvG7r3ZV+kcX7serV+at6ykPhU+891PLGxtPlGGfuv/
WJgLW6Z75E7p4y7B4Aq/vUCOaNcj++4UHLEJAIdpglRuQelxK4K9pjHcqOMEnGxy
qSstAf+CYglIj7xnjW+XkGkwVupL2vw+BYIkRb9GOJMdG6HtmONfNI4eqcoK0B79
mypL5T/5/dg+XTjyFmWQXS0pzquEZ6QyPKSlh9TFJYiKe6SnGonwop/00LC0p4bw
0RmcVrO/YaxOVCYTRp13Zv6pnEsJtXDLKaintvHG90L+s87frRlEVynslUM2T9lS
EymfdSgVHmG9ivk=
-----END CERTIFICATE-----
`;

export const currentCertificate: SamlCertificate = {
  subject: 'CN=idp.acme.example',
  issuer: 'CN=idp.acme.example',
  fingerprint: '3A:7F:12:9C:44:B0:8E:21:5D:6A:90:CC:13:F2:7B:08:61:E4:A9:35:0D:C7:58:2F:B1:46:9E:03:7A:D5:18:C2',
  not_before: '2026-01-01T00:00:00.000Z',
  not_after: '2027-06-30T00:00:00.000Z',
  expires_soon: false,
  expired: false,
};

export const nextCertificate: SamlCertificate = {
  ...currentCertificate,
  subject: 'CN=idp.acme.example (2027)',
  fingerprint: '91:0B:5E:77:C3:2A:DF:40:18:6C:95:E2:7D:03:B8:4F:A1:26:CD:59:E0:74:3B:8A:12:F6:69:D8:05:BE:27:93',
  not_after: '2028-06-30T00:00:00.000Z',
};

export const expiringCertificate: SamlCertificate = {
  ...currentCertificate,
  not_after: '2026-12-10T00:00:00.000Z',
  expires_soon: true,
};

export const emptySaml: CompanySaml = {
  service_provider: {
    entity_id: `${sp}/metadata`,
    acs_url: `${sp}/acs`,
    slo_url: `${sp}/slo`,
    metadata_url: `${sp}/metadata`,
    signing_certificate: signingCertificate,
    encryption_certificate: '',
  },
  activate_sso: false,
  source: 'none',
  metadata_url: '',
  saml_entity_id: '',
  login_url: '',
  logout_url: '',
  redirect_url: '',
  auth_path: '',
  comeback_path: '',
  certificates: [],
  email_attribute: 'email',
  first_name_attribute: 'givenName',
  last_name_attribute: 'sn',
  is_encrypted: false,
  has_encryption_private_key: false,
  data_encryption_algorithm: 'http://www.w3.org/2009/xmlenc11#aes256-gcm',
  key_encryption_algorithm: 'http://www.w3.org/2001/04/xmlenc#rsa-oaep-mgf1p',
  has_secret_key: false,
  allow_idp_initiated: false,
  members_may_use_password: true,
  domains: [],
  last_test: null,
};

export const fromMetadata: CompanySaml = {
  ...emptySaml,
  source: 'metadata_url',
  metadata_url: 'https://idp.acme.example/metadata.xml',
  saml_entity_id: 'https://idp.acme.example/saml',
  login_url: 'https://idp.acme.example/saml/sso',
  logout_url: 'https://idp.acme.example/saml/slo',
  certificates: [currentCertificate, nextCertificate],
  domains: [
    {
      domain: 'acme.example',
      txt_record: 'eventsuite-domain-verification=Zq3Xb1',
      verified_at: '2026-11-20T09:00:00.000Z',
    },
  ],
};

export const manual: CompanySaml = {
  ...fromMetadata,
  source: 'manual',
  metadata_url: '',
  certificates: [currentCertificate],
};

export const expiring: CompanySaml = { ...fromMetadata, certificates: [expiringCertificate] };

export const testPassed: CompanySaml = {
  ...fromMetadata,
  last_test: {
    passed: true,
    at: '2026-11-28T10:15:00.000Z',
    name_id: '_8f2c41d9a0',
    attributes: { email: ['pia@acme.example'], givenName: ['Pia'], sn: ['Owner'] },
    mapped: { email: 'pia@acme.example', first_name: 'Pia', last_name: 'Owner' },
    reason: null,
  },
};

export const testFailed: CompanySaml = {
  ...fromMetadata,
  last_test: {
    passed: false,
    at: '2026-11-28T10:15:00.000Z',
    name_id: null,
    attributes: {},
    mapped: { email: '', first_name: '', last_name: '' },
    reason: 'The answer is not signed with the identity provider certificate configured in the portal.',
  },
};

export const active: CompanySaml = { ...testPassed, activate_sso: true };

/** The screen's handlers: the settings as given, and what saving, testing and activating answer. */
export function samlHandlers(saml: CompanySaml) {
  return [
    respond(companySamlEndpoints.getCompanySaml, { data: saml }),
    respond(companySamlEndpoints.updateCompanySaml, { data: saml }),
    respond(companySamlEndpoints.setCompanySamlActivation, { data: { ...saml, activate_sso: !saml.activate_sso } }),
    respond(companySamlEndpoints.addCompanySamlDomain, {
      data: {
        ...saml,
        domains: [
          ...saml.domains,
          { domain: 'events.acme.example', txt_record: 'eventsuite-domain-verification=Pq9', verified_at: null },
        ],
      },
    }),
  ];
}
