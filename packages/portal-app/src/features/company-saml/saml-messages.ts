import { defineMessage, defineMessages } from 'react-intl';

export const samlMessages = defineMessages({
  loading: { id: 'company.saml.loading', defaultMessage: 'Loading the single sign-on settings…' },
  loadFailed: { id: 'company.saml.loadFailed', defaultMessage: 'The single sign-on settings could not be loaded.' },
  retry: { id: 'company.saml.retry', defaultMessage: 'Try again' },
  intro: {
    id: 'company.saml.intro',
    defaultMessage:
      'Your company’s people can sign in at your own identity provider (SAML 2.0). Only you, the owner, see and change this; you can always sign in with your password.',
  },
  spHeading: { id: 'company.saml.sp.heading', defaultMessage: 'What your identity provider needs' },
  spEntityId: { id: 'company.saml.sp.entityId', defaultMessage: 'Entity ID' },
  spAcs: { id: 'company.saml.sp.acs', defaultMessage: 'Assertion consumer service URL' },
  spSlo: { id: 'company.saml.sp.slo', defaultMessage: 'Single logout service URL' },
  spSigningCertificate: {
    id: 'company.saml.sp.signingCertificate',
    defaultMessage: 'Certificate our requests are signed with',
  },
  spSigningCertificateShow: {
    id: 'company.saml.sp.signingCertificateShow',
    defaultMessage: 'Show the certificate (PEM)',
  },
  spMetadata: { id: 'company.saml.sp.metadata', defaultMessage: 'Download our SP metadata' },
  idpHeading: { id: 'company.saml.idp.heading', defaultMessage: 'Your identity provider' },
  sourceMetadata: { id: 'company.saml.source.metadata', defaultMessage: 'From its metadata file or text' },
  sourceUrl: { id: 'company.saml.source.url', defaultMessage: 'From its metadata URL' },
  sourceManual: { id: 'company.saml.source.manual', defaultMessage: 'Enter by hand' },
  metadataFile: { id: 'company.saml.metadata.file', defaultMessage: 'Metadata file' },
  metadataFileButton: { id: 'company.saml.metadata.fileButton', defaultMessage: 'Choose file' },
  metadataFileDrop: { id: 'company.saml.metadata.fileDrop', defaultMessage: 'or drop the XML file here' },
  urlHint: {
    id: 'company.saml.url.hint',
    defaultMessage: 'Saving fetches the metadata again, so a new certificate of your IdP is picked up.',
  },
  certificateHint: {
    id: 'company.saml.certificate.hint',
    defaultMessage: 'PEM; during a rotation, both the current and the next certificate.',
  },
  certificatesHeading: { id: 'company.saml.certificates.heading', defaultMessage: 'Signing certificates' },
  certificateSubject: { id: 'company.saml.certificate.subject', defaultMessage: 'Subject' },
  certificateFingerprint: { id: 'company.saml.certificate.fingerprint', defaultMessage: 'SHA-256 fingerprint' },
  certificateExpires: { id: 'company.saml.certificate.expires', defaultMessage: 'Valid until' },
  certificateExpiring: { id: 'company.saml.certificate.expiring', defaultMessage: 'Expires soon' },
  certificateExpired: { id: 'company.saml.certificate.expired', defaultMessage: 'Expired' },
  mappingHeading: { id: 'company.saml.mapping.heading', defaultMessage: 'Attributes' },
  optionsHeading: { id: 'company.saml.options.heading', defaultMessage: 'Options' },
  yes: { id: 'company.saml.yes', defaultMessage: 'Yes' },
  no: { id: 'company.saml.no', defaultMessage: 'No' },
  keySaved: { id: 'company.saml.key.saved', defaultMessage: 'A key is saved. Leave empty to keep it.' },
  save: { id: 'company.saml.save', defaultMessage: 'Save' },
  saved: { id: 'company.saml.saved', defaultMessage: 'The single sign-on settings have been saved.' },
  testHeading: { id: 'company.saml.test.heading', defaultMessage: 'Test and activation' },
  testText: {
    id: 'company.saml.test.text',
    defaultMessage: 'A test sign-in runs a real round trip with the saved settings in a new window.',
  },
  testButton: { id: 'company.saml.test.button', defaultMessage: 'Test sign-in' },
  testWaiting: { id: 'company.saml.test.waiting', defaultMessage: 'Waiting for the test window…' },
  testNone: { id: 'company.saml.test.none', defaultMessage: 'No test sign-in yet.' },
  testPassed: { id: 'company.saml.test.passed', defaultMessage: 'Test sign-in passed' },
  testFailed: { id: 'company.saml.test.failed', defaultMessage: 'Test sign-in failed' },
  testNameId: { id: 'company.saml.test.nameId', defaultMessage: 'Name ID' },
  testReceived: { id: 'company.saml.test.received', defaultMessage: 'Attributes received' },
  testMapped: { id: 'company.saml.test.mapped', defaultMessage: 'Mapped to' },
  active: { id: 'company.saml.active', defaultMessage: 'Single sign-on is active.' },
  inactive: { id: 'company.saml.inactive', defaultMessage: 'Single sign-on is off.' },
  activate: { id: 'company.saml.activate', defaultMessage: 'Activate single sign-on' },
  deactivate: { id: 'company.saml.deactivate', defaultMessage: 'Turn single sign-on off' },
  activated: { id: 'company.saml.activated', defaultMessage: 'Single sign-on is active now.' },
  deactivated: { id: 'company.saml.deactivated', defaultMessage: 'Single sign-on is off now. The settings are kept.' },
  domainsHeading: { id: 'company.saml.domains.heading', defaultMessage: 'Email domains' },
  domainsText: {
    id: 'company.saml.domains.text',
    defaultMessage:
      'Single sign-on applies to people whose email address is in a verified domain. Publish the TXT record at the domain, then verify it.',
  },
  domainsEmpty: { id: 'company.saml.domains.empty', defaultMessage: 'No domains yet.' },
  addDomain: { id: 'company.saml.domains.add', defaultMessage: 'Add domain' },
  verified: { id: 'company.saml.domains.verified', defaultMessage: 'Verified' },
  unverified: { id: 'company.saml.domains.unverified', defaultMessage: 'Not verified' },
  txtRecord: { id: 'company.saml.domains.txt', defaultMessage: 'TXT record' },
  failed: { id: 'company.saml.failed', defaultMessage: 'That did not work. Please try again.' },
});

export const attributeMessage = defineMessage<{ name: string; values: string }>({
  id: 'company.saml.test.attribute',
  defaultMessage: '{name}: {values}',
});
export const mappedMessage = defineMessage<{ email: string; firstName: string; lastName: string }>({
  id: 'company.saml.test.mappedValues',
  defaultMessage: '{email} · {firstName} {lastName}',
});
export const verifyDomainMessage = defineMessage<{ domain: string }>({
  id: 'company.saml.domains.verify',
  defaultMessage: 'Verify {domain}',
});
export const removeDomainMessage = defineMessage<{ domain: string }>({
  id: 'company.saml.domains.remove',
  defaultMessage: 'Remove {domain}',
});
