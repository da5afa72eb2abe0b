import { DOMParser, type Element } from '@xmldom/xmldom';
import { parseCertificates } from './certificates';

const mdNs = 'urn:oasis:names:tc:SAML:2.0:metadata';
const dsNs = 'http://www.w3.org/2000/09/xmldsig#';
const redirectBinding = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';

/** The IdP's side as its metadata states it. */
export interface IdpSide {
  entityId: string;
  loginUrl: string;
  logoutUrl: string;
  /** PEM signing certificates: one, or two during a rotation. */
  certificates: string[];
}

/** Why metadata could not be used: the field it concerns and the key of its message. */
export class MetadataProblem extends Error {
  constructor(readonly key: 'regex' | 'certificate') {
    super(`IdP metadata: ${key}`);
  }
}

function children(parent: Element, ns: string, name: string): Element[] {
  return Array.from(parent.getElementsByTagNameNS(ns, name));
}

/**
 * Reads an IdP's SAML metadata (one EntityDescriptor with an IDPSSODescriptor): entity id, the
 * HTTP-Redirect single sign-on and single logout locations, and its signing certificates. A document
 * type declaration is refused outright (no entities, no external references).
 */
export function parseIdpMetadata(xml: string): IdpSide {
  if (/<!DOCTYPE/i.test(xml)) throw new MetadataProblem('regex');
  let root: Element | null;
  try {
    const document = new DOMParser({
      onError: (level, message) => {
        if (level !== 'warning') throw new Error(message);
      },
    }).parseFromString(xml, 'text/xml');
    root = document.documentElement;
  } catch {
    throw new MetadataProblem('regex');
  }
  if (!root) throw new MetadataProblem('regex');
  const entity =
    root.namespaceURI === mdNs && root.localName === 'EntityDescriptor'
      ? root
      : children(root, mdNs, 'EntityDescriptor').find(
          (candidate) => children(candidate, mdNs, 'IDPSSODescriptor').length,
        );
  const idp = entity ? children(entity, mdNs, 'IDPSSODescriptor')[0] : undefined;
  if (!entity || !idp) throw new MetadataProblem('regex');
  const location = (name: string) =>
    children(idp, mdNs, name)
      .find((service) => service.getAttribute('Binding') === redirectBinding)
      ?.getAttribute('Location') ?? '';
  const signingKeys = children(idp, mdNs, 'KeyDescriptor').filter((key) => {
    const use = key.getAttribute('use');
    return use === null || use === '' || use === 'signing';
  });
  const bodies = signingKeys.flatMap((key) =>
    children(key, dsNs, 'X509Certificate').map((certificate) => certificate.textContent ?? ''),
  );
  // The same certificate may be listed for signing and without `use`: once is enough.
  const certificates = [...new Set(bodies.flatMap((body) => parseCertificates(body) ?? ['invalid']))];
  if (certificates.includes('invalid') || certificates.length === 0 || certificates.length > 2) {
    throw new MetadataProblem('certificate');
  }
  const entityId = entity.getAttribute('entityID') ?? '';
  const loginUrl = location('SingleSignOnService');
  if (entityId === '' || loginUrl === '') throw new MetadataProblem('regex');
  return { entityId, loginUrl, logoutUrl: location('SingleLogoutService'), certificates };
}
