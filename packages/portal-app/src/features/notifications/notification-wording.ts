import type { Notification, NotificationType } from '@eventsuite/api-contract';
import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';

/** The kind of a notification, as a title. */
export const notificationTitles = defineMessages<NotificationType>({
  crew_inquiry: { id: 'notifications.type.crewInquiry', defaultMessage: 'Crew inquiry' },
  app_installed: { id: 'notifications.type.appInstalled', defaultMessage: 'App installed' },
  role_changed: { id: 'notifications.type.roleChanged', defaultMessage: 'Role changed' },
  ownership_transferred: { id: 'notifications.type.ownershipTransferred', defaultMessage: 'Ownership transferred' },
  company_validation_decided: { id: 'notifications.type.validationDecided', defaultMessage: 'Verification decided' },
  new_sign_in: { id: 'notifications.type.newSignIn', defaultMessage: 'New sign-in' },
});

const texts = defineMessages({
  newSignIn: {
    id: 'notifications.text.newSignIn',
    defaultMessage: 'Your account was signed in from a new browser: {browser}, address {address}.',
  },
  newSignInGeneric: {
    id: 'notifications.text.newSignInGeneric',
    defaultMessage: 'Your account was signed in from a new browser.',
  },
  crewInquiry: {
    id: 'notifications.text.crewInquiry',
    defaultMessage: '{company} asks whether you can work as {position} at {event}.',
  },
  crewInquiryGeneric: { id: 'notifications.text.crewInquiryGeneric', defaultMessage: 'You have a new crew inquiry.' },
  appInstalled: { id: 'notifications.text.appInstalled', defaultMessage: '{app} has been installed for you.' },
  appInstalledGeneric: {
    id: 'notifications.text.appInstalledGeneric',
    defaultMessage: 'An app has been installed for you.',
  },
  roleChanged: { id: 'notifications.text.roleChanged', defaultMessage: 'Your role in {app} is now {role}.' },
  roleChangedInApp: { id: 'notifications.text.roleChangedInApp', defaultMessage: 'Your role in {app} has changed.' },
  roleChangedGeneric: { id: 'notifications.text.roleChangedGeneric', defaultMessage: 'One of your roles has changed.' },
  ownershipToYou: {
    id: 'notifications.text.ownershipToYou',
    defaultMessage: 'The ownership of {company} has been transferred to you.',
  },
  ownershipToOther: {
    id: 'notifications.text.ownershipToOther',
    defaultMessage: 'The ownership of {company} has been transferred to {newOwner}.',
  },
  ownershipGeneric: {
    id: 'notifications.text.ownershipGeneric',
    defaultMessage: 'The ownership of a company has been transferred.',
  },
  validationAccepted: {
    id: 'notifications.text.validationAccepted',
    defaultMessage: 'Eventsuite has verified {company}.',
  },
  validationDeclined: {
    id: 'notifications.text.validationDeclined',
    defaultMessage: 'Eventsuite could not verify {company}. The reasons are on the company page.',
  },
  validationRecalled: {
    id: 'notifications.text.validationRecalled',
    defaultMessage: 'Eventsuite has recalled the verification of {company}.',
  },
  validationGeneric: {
    id: 'notifications.text.validationGeneric',
    defaultMessage: 'Eventsuite has decided about your company’s verification.',
  },
});

const validationTexts: Record<string, MessageDescriptor> = {
  validated: texts.validationAccepted,
  declined: texts.validationDeclined,
  recalled: texts.validationRecalled,
};

/** A non-empty parameter, or undefined; servers may leave a parameter out or send it empty. */
function param(notification: Notification, name: string): string | undefined {
  const value = notification.params[name]?.trim();
  return value ? value : undefined;
}

/** The message and its values for one notification, worded from its type and parameters. */
function describe(notification: Notification): [MessageDescriptor, Record<string, string>?] {
  switch (notification.type) {
    case 'crew_inquiry': {
      // The inquiry itself is the better source: its details are what the user answers to.
      const inquiry = notification.crew_inquiry;
      const company = inquiry?.company_name ?? param(notification, 'company_name');
      const event = inquiry?.event_name ?? param(notification, 'event_name');
      const position = inquiry?.position ?? param(notification, 'position');
      return company && event && position
        ? [texts.crewInquiry, { company, event, position }]
        : [texts.crewInquiryGeneric];
    }
    case 'app_installed': {
      const app = param(notification, 'app_name');
      return app ? [texts.appInstalled, { app }] : [texts.appInstalledGeneric];
    }
    case 'role_changed': {
      const app = param(notification, 'app_name');
      const role = param(notification, 'role_name');
      if (app && role) return [texts.roleChanged, { app, role }];
      return app ? [texts.roleChangedInApp, { app }] : [texts.roleChangedGeneric];
    }
    case 'ownership_transferred': {
      const company = param(notification, 'company_name');
      const newOwner = param(notification, 'new_owner_name');
      if (!company) return [texts.ownershipGeneric];
      // Sent to the new owner without a name; to others (the former owner) with the new owner's name.
      return newOwner ? [texts.ownershipToOther, { company, newOwner }] : [texts.ownershipToYou, { company }];
    }
    case 'company_validation_decided': {
      const company = param(notification, 'company_name');
      const text = validationTexts[param(notification, 'decision') ?? ''];
      return company && text ? [text, { company }] : [texts.validationGeneric];
    }
    case 'new_sign_in': {
      const browser = param(notification, 'browser');
      const address = param(notification, 'address');
      return browser && address ? [texts.newSignIn, { browser, address }] : [texts.newSignInGeneric];
    }
  }
}

/**
 * What a notification says, in the interface language. Parameters used per type: crew_inquiry
 * company_name, event_name, position (from the inquiry when present); app_installed app_name;
 * role_changed app_name, role_name; ownership_transferred company_name, new_owner_name (only when the
 * reader is not the new owner); company_validation_decided company_name, decision (validated, declined,
 * recalled); new_sign_in browser, address. A missing parameter gives a more general sentence, never a gap.
 */
export function notificationText(notification: Notification, intl: IntlShape): string {
  const [message, values] = describe(notification);
  return intl.formatMessage(message, values);
}
