import deAccount from '../i18n/de.account.json';
import deAdmin from '../i18n/de.admin.json';
import deApps from '../i18n/de.apps.json';
import deCompany from '../i18n/de.company.json';
import deDashboard from '../i18n/de.dashboard.json';
import de from '../i18n/de.json';
import deSignInSteps from '../i18n/de.sign-in-steps.json';
import enAccount from '../i18n/en.account.json';
import enAdmin from '../i18n/en.admin.json';
import enApps from '../i18n/en.apps.json';
import enCompany from '../i18n/en.company.json';
import enDashboard from '../i18n/en.dashboard.json';
import en from '../i18n/en.json';
import enSignInSteps from '../i18n/en.sign-in-steps.json';
import frAccount from '../i18n/fr.account.json';
import frAdmin from '../i18n/fr.admin.json';
import frApps from '../i18n/fr.apps.json';
import frCompany from '../i18n/fr.company.json';
import frDashboard from '../i18n/fr.dashboard.json';
import fr from '../i18n/fr.json';
import frSignInSteps from '../i18n/fr.sign-in-steps.json';

/**
 * Every part of each catalogue in one (ADR 0014): stories render single screens without the app's
 * route loaders, which load the parts a route names.
 */
export const storyCatalogues = {
  en: { ...en, ...enAccount, ...enAdmin, ...enApps, ...enCompany, ...enDashboard, ...enSignInSteps },
  de: { ...de, ...deAccount, ...deAdmin, ...deApps, ...deCompany, ...deDashboard, ...deSignInSteps },
  fr: { ...fr, ...frAccount, ...frAdmin, ...frApps, ...frCompany, ...frDashboard, ...frSignInSteps },
};
