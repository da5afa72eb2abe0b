// The public face of the company-saml area: the SAML sign-in app.ts hands the provider, and what the
// password sign-in asks of a company's single sign-on.
export { registerSamlSignIn } from './saml-sign-in';
export { passwordSignInAllowed, sweepSaml } from './queries';
