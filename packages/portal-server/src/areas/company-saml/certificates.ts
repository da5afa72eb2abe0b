import { X509Certificate } from 'node:crypto';
import { samlCertificateWarningDays, type SamlCertificate } from '@eventsuite/api-contract';

const pemBlock = /-----BEGIN CERTIFICATE-----([\s\S]*?)-----END CERTIFICATE-----/g;

/** One certificate as PEM from the base64 body a metadata document or a form gives (with or without armour). */
export function toPem(base64Body: string): string {
  const body = base64Body.replace(/\s+/g, '');
  const lines = body.match(/.{1,64}/g) ?? [];
  return `-----BEGIN CERTIFICATE-----\n${lines.join('\n')}\n-----END CERTIFICATE-----\n`;
}

/**
 * The certificates a text holds: PEM blocks (one, or two during a rotation), or one bare base64 body as
 * metadata carries it. Undefined when anything in it is not an X.509 certificate ("Invalid certificate").
 */
export function parseCertificates(text: string): string[] | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return [];
  const blocks = [...trimmed.matchAll(pemBlock)].map((match) => match[1]!);
  const bodies = blocks.length > 0 ? blocks : [trimmed];
  // Anything beside the PEM blocks (a private key, stray text) makes the whole text suspect.
  if (blocks.length > 0 && trimmed.replace(pemBlock, '').trim() !== '') return undefined;
  if (!bodies.every((body) => /^[A-Za-z0-9+/=\s]+$/.test(body))) return undefined;
  const pems = bodies.map(toPem);
  try {
    for (const pem of pems) new X509Certificate(pem);
  } catch {
    return undefined;
  }
  return pems;
}

const dayMs = 24 * 60 * 60 * 1000;

/** What the setup shows of a certificate: subject, issuer, SHA-256 fingerprint, validity and its warning. */
export function describeCertificate(pem: string, now = new Date()): SamlCertificate {
  const certificate = new X509Certificate(pem);
  const notAfter = new Date(certificate.validTo);
  return {
    subject: certificate.subject.replaceAll('\n', ', '),
    issuer: certificate.issuer.replaceAll('\n', ', '),
    fingerprint: certificate.fingerprint256,
    not_before: new Date(certificate.validFrom).toISOString(),
    not_after: notAfter.toISOString(),
    expires_soon: notAfter.getTime() - now.getTime() <= samlCertificateWarningDays * dayMs,
    expired: notAfter.getTime() <= now.getTime(),
  };
}
