import type { ContentLocale, StaticPageType } from '@eventsuite/api-contract';

interface StarterPage {
  type: StaticPageType;
  locale: ContentLocale;
  title: string;
  html: string;
}

// Starter texts so the footer works on a fresh installation. They are placeholders and say so: the
// operator replaces them with their own legal texts.
export const starterStaticPages: StarterPage[] = [
  {
    type: 'terms',
    locale: 'en',
    title: 'Terms of use',
    html: `<h2>Terms of use</h2>
<p><strong>Placeholder:</strong> these are example terms. Replace them with the terms of your company before going live.</p>
<p>Eventsuite GmbH (example) provides the Eventsuite portal to manage your account, your company and the apps you use.</p>
<ul>
  <li>Keep your sign-in details to yourself and tell us about any misuse.</li>
  <li>Only add people to your company who work with you.</li>
  <li>Do not upload content you have no right to use.</li>
</ul>
<p>Questions: <a href="mailto:legal@example.com">legal@example.com</a></p>`,
  },
  {
    type: 'terms',
    locale: 'de',
    title: 'Nutzungsbedingungen',
    html: `<h2>Nutzungsbedingungen</h2>
<p><strong>Platzhalter:</strong> Dies sind Beispielbedingungen. Ersetzen Sie sie vor dem Betrieb durch die Bedingungen Ihres Unternehmens.</p>
<p>Die Eventsuite GmbH (Beispiel) stellt das Eventsuite-Portal bereit, mit dem Sie Ihr Konto, Ihr Unternehmen und Ihre Apps verwalten.</p>
<ul>
  <li>Geben Sie Ihre Anmeldedaten nicht weiter und melden Sie uns jeden Missbrauch.</li>
  <li>Fügen Sie Ihrem Unternehmen nur Personen hinzu, die mit Ihnen arbeiten.</li>
  <li>Laden Sie keine Inhalte hoch, an denen Sie keine Rechte haben.</li>
</ul>
<p>Fragen: <a href="mailto:legal@example.com">legal@example.com</a></p>`,
  },
  {
    type: 'terms',
    locale: 'fr',
    title: 'Conditions d’utilisation',
    html: `<h2>Conditions d’utilisation</h2>
<p><strong>Texte provisoire :</strong> ces conditions sont données à titre d’exemple. Remplacez-les par les conditions de votre entreprise avant la mise en service.</p>
<p>Eventsuite GmbH (exemple) met à disposition le portail Eventsuite, qui vous permet de gérer votre compte, votre entreprise et les applications que vous utilisez.</p>
<ul>
  <li>Gardez vos identifiants de connexion pour vous et signalez-nous tout abus.</li>
  <li>N’ajoutez à votre entreprise que des personnes qui travaillent avec vous.</li>
  <li>Ne téléversez aucun contenu que vous n’avez pas le droit d’utiliser.</li>
</ul>
<p>Questions : <a href="mailto:legal@example.com">legal@example.com</a></p>`,
  },
  {
    type: 'privacy',
    locale: 'en',
    title: 'Privacy policy',
    html: `<h2>Privacy policy</h2>
<p><strong>Placeholder:</strong> this is an example policy. Replace it with your own privacy policy before going live.</p>
<p>Eventsuite GmbH (example) processes the data you enter in this portal to run your account:</p>
<ul>
  <li>your name, email address and profile settings,</li>
  <li>your company, its locations and team members,</li>
  <li>a log of changes made in the portal.</li>
</ul>
<p>You can ask for a copy or the deletion of your data at <a href="mailto:privacy@example.com">privacy@example.com</a>.</p>`,
  },
  {
    type: 'privacy',
    locale: 'de',
    title: 'Datenschutzerklärung',
    html: `<h2>Datenschutzerklärung</h2>
<p><strong>Platzhalter:</strong> Dies ist eine Beispielerklärung. Ersetzen Sie sie vor dem Betrieb durch Ihre eigene Datenschutzerklärung.</p>
<p>Die Eventsuite GmbH (Beispiel) verarbeitet die Daten, die Sie in diesem Portal eingeben, um Ihr Konto zu führen:</p>
<ul>
  <li>Ihren Namen, Ihre E-Mail-Adresse und Ihre Profileinstellungen,</li>
  <li>Ihr Unternehmen, seine Standorte und Teammitglieder,</li>
  <li>ein Protokoll der Änderungen im Portal.</li>
</ul>
<p>Eine Kopie oder die Löschung Ihrer Daten können Sie unter <a href="mailto:privacy@example.com">privacy@example.com</a> anfordern.</p>`,
  },
  {
    type: 'privacy',
    locale: 'fr',
    title: 'Politique de confidentialité',
    html: `<h2>Politique de confidentialité</h2>
<p><strong>Texte provisoire :</strong> cette politique est donnée à titre d’exemple. Remplacez-la par votre propre politique de confidentialité avant la mise en service.</p>
<p>Eventsuite GmbH (exemple) traite les données que vous saisissez dans ce portail afin de gérer votre compte :</p>
<ul>
  <li>vos nom, adresse e-mail et paramètres de profil,</li>
  <li>votre entreprise, ses sites et les membres de son équipe,</li>
  <li>un journal des modifications effectuées dans le portail.</li>
</ul>
<p>Vous pouvez demander une copie ou la suppression de vos données à l’adresse <a href="mailto:privacy@example.com">privacy@example.com</a>.</p>`,
  },
  {
    type: 'imprint',
    locale: 'en',
    title: 'Imprint',
    html: `<h2>Imprint</h2>
<p><strong>Placeholder:</strong> replace these example details with those of the company operating this portal.</p>
<p>Eventsuite GmbH (example)<br>Example Street 1<br>12345 Example City<br>Germany</p>
<p>Managing director: Jane Example<br>Commercial register: Example District Court, HRB 00000<br>VAT ID: DE000000000</p>
<p>Email: <a href="mailto:info@example.com">info@example.com</a></p>`,
  },
  {
    type: 'imprint',
    locale: 'de',
    title: 'Impressum',
    html: `<h2>Impressum</h2>
<p><strong>Platzhalter:</strong> Ersetzen Sie diese Beispielangaben durch die Angaben des Unternehmens, das dieses Portal betreibt.</p>
<p>Eventsuite GmbH (Beispiel)<br>Beispielstraße 1<br>12345 Beispielstadt<br>Deutschland</p>
<p>Geschäftsführung: Erika Beispiel<br>Handelsregister: Amtsgericht Beispielstadt, HRB 00000<br>USt-IdNr.: DE000000000</p>
<p>E-Mail: <a href="mailto:info@example.com">info@example.com</a></p>`,
  },
  {
    type: 'imprint',
    locale: 'fr',
    title: 'Mentions légales',
    html: `<h2>Mentions légales</h2>
<p><strong>Texte provisoire :</strong> remplacez ces informations d’exemple par celles de l’entreprise qui exploite ce portail.</p>
<p>Eventsuite GmbH (exemple)<br>1, rue de l’Exemple<br>12345 Ville-Exemple<br>Allemagne</p>
<p>Gérante : Jane Example<br>Registre du commerce : tribunal d’instance d’Exemple, HRB 00000<br>N° de TVA intracommunautaire : DE000000000</p>
<p>E-mail : <a href="mailto:info@example.com">info@example.com</a></p>`,
  },
  {
    type: 'about',
    locale: 'en',
    title: 'About Eventsuite',
    html: `<h2>About Eventsuite</h2>
<p><strong>Placeholder:</strong> describe your product and company here.</p>
<p>Eventsuite brings the apps for planning events and crews together. In this portal you manage your account, your company, its team and which apps they use.</p>
<p>More at <a href="https://example.com">example.com</a>.</p>`,
  },
  {
    type: 'about',
    locale: 'de',
    title: 'Über Eventsuite',
    html: `<h2>Über Eventsuite</h2>
<p><strong>Platzhalter:</strong> Beschreiben Sie hier Ihr Produkt und Ihr Unternehmen.</p>
<p>Eventsuite bündelt die Apps zur Planung von Veranstaltungen und Crews. In diesem Portal verwalten Sie Ihr Konto, Ihr Unternehmen, sein Team und die Apps, die es nutzt.</p>
<p>Mehr unter <a href="https://example.com">example.com</a>.</p>`,
  },
  {
    type: 'about',
    locale: 'fr',
    title: 'À propos d’Eventsuite',
    html: `<h2>À propos d’Eventsuite</h2>
<p><strong>Texte provisoire :</strong> décrivez ici votre produit et votre entreprise.</p>
<p>Eventsuite réunit les applications de planification d’événements et d’équipes. Dans ce portail, vous gérez votre compte, votre entreprise, son équipe et les applications qu’elle utilise.</p>
<p>En savoir plus sur <a href="https://example.com">example.com</a>.</p>`,
  },
];
