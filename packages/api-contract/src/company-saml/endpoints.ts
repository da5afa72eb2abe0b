import { z } from 'zod/mini';
import { access, defineEndpoint } from '../endpoint';
import { dataOf } from '../data-of';
import { ownerPermission } from '../permissions';
import { builtOnFirstUse } from '../built-on-first-use';
import {
  companySamlInputSchema,
  companySamlSchema,
  samlActivationSchema,
  samlDomainInputSchema,
  samlTestStartSchema,
} from './schemas';

const company = builtOnFirstUse(() => z.uuid());
const domain = builtOnFirstUse(() => z.string().check(z.minLength(1), z.maxLength(253)));
/** Only the owner sees and changes single sign-on (spec §6). */
const ownerOnly = access.currentCompany({ company: [ownerPermission] });

/** A company's SAML single sign-on (issue 28): setup, test, activation and its email domains. */
export const companySamlEndpoints = {
  getCompanySaml: defineEndpoint({
    method: 'GET',
    path: '/api/companies/:company/saml',
    params: z.object({ company }),
    response: dataOf(companySamlSchema),
    access: ownerOnly,
  }),
  /** Saves the settings; a metadata URL is fetched now (again, so a rotated certificate is picked up). */
  updateCompanySaml: defineEndpoint({
    method: 'PUT',
    path: '/api/companies/:company/saml',
    params: z.object({ company }),
    body: companySamlInputSchema,
    response: dataOf(companySamlSchema),
    access: ownerOnly,
  }),
  /** activate_sso: refused (409) until a test sign-in with the saved settings has passed. */
  setCompanySamlActivation: defineEndpoint({
    method: 'PUT',
    path: '/api/companies/:company/saml/activation',
    params: z.object({ company }),
    body: samlActivationSchema,
    response: dataOf(companySamlSchema),
    access: ownerOnly,
    // 409: no passed test of the saved settings.
    errors: [409],
  }),
  /** Starts "Test sign-in": the URL of the window to open, our request to the IdP. */
  startCompanySamlTest: defineEndpoint({
    method: 'POST',
    path: '/api/companies/:company/saml/tests',
    params: z.object({ company }),
    response: dataOf(samlTestStartSchema),
    access: ownerOnly,
    // 409: nothing to test yet (no IdP configured).
    errors: [409],
  }),
  addCompanySamlDomain: defineEndpoint({
    method: 'POST',
    path: '/api/companies/:company/saml/domains',
    params: z.object({ company }),
    body: samlDomainInputSchema,
    response: dataOf(companySamlSchema),
    access: ownerOnly,
  }),
  /** Checks the domain's TXT record now; 409 when it is not (yet) there. */
  verifyCompanySamlDomain: defineEndpoint({
    method: 'POST',
    path: '/api/companies/:company/saml/domains/:domain/verification',
    params: z.object({ company, domain }),
    response: dataOf(companySamlSchema),
    access: ownerOnly,
    errors: [409],
  }),
  removeCompanySamlDomain: defineEndpoint({
    method: 'DELETE',
    path: '/api/companies/:company/saml/domains/:domain',
    params: z.object({ company, domain }),
    response: dataOf(companySamlSchema),
    access: ownerOnly,
  }),
} as const;
