import { DOMParser, type Element } from '@xmldom/xmldom';
import type { SamlRefusalReason } from './pages';

// What the handling of the IdP's messages shares: refusals with their reason, and reading the XML.

/** A refusal with its reason, raised anywhere in the handling of an answer. */
export class SamlRefusal extends Error {
  constructor(readonly reason: SamlRefusalReason) {
    super(reason);
  }
}

/** node-saml's error for a refused answer, as one of our reasons. */
export function reasonOf(error: unknown): SamlRefusalReason {
  if (error instanceof SamlRefusal) return error.reason;
  const message = error instanceof Error ? error.message : '';
  if (/InResponseTo is missing/i.test(message)) return 'unsolicited';
  if (/InResponseTo/i.test(message)) return 'unknown_request';
  if (/signature/i.test(message)) return 'signature';
  if (/issuer/i.test(message)) return 'issuer';
  if (/audience/i.test(message)) return 'audience';
  if (/not yet valid/i.test(message)) return 'not_yet_valid';
  if (/expired/i.test(message)) return 'expired';
  if (/SAML provider returned/i.test(message)) return 'idp_status';
  // node-saml finds no subject confirmation whose NotBefore/NotOnOrAfter holds now.
  if (/subject ?confirmation/i.test(message)) return 'expired';
  return 'malformed';
}

export function parseXml(xml: string): Element {
  const document = new DOMParser({
    onError: (level) => {
      if (level !== 'warning') throw new SamlRefusal('malformed');
    },
  }).parseFromString(xml, 'text/xml');
  if (!document.documentElement) throw new SamlRefusal('malformed');
  return document.documentElement;
}

/**
 * The signature's canonical form leaves comments out, so a comment can split a signed value without
 * breaking the signature (CVE-2017-11428): an element `names` with a comment inside is refused outright.
 */
export function refuseCommentedValues(root: Element, names: readonly string[]): void {
  for (const name of names) {
    for (const element of Array.from(root.getElementsByTagNameNS('*', name))) {
      if (Array.from(element.childNodes).some((node) => node.nodeType === 8)) throw new SamlRefusal('xml_comment');
    }
  }
}
