import { defineMessage, defineMessages } from 'react-intl';

export const companyMessages = defineMessages({
  loading: { id: 'company.loading', defaultMessage: 'Loading the company profile' },
  loadFailed: { id: 'company.loadFailed', defaultMessage: 'The company profile could not be loaded.' },
  retry: { id: 'company.retry', defaultMessage: 'Try again' },
  detailsHeading: { id: 'company.section.details', defaultMessage: 'Company details' },
  nameHeading: { id: 'company.section.name', defaultMessage: 'Name' },
  contactHeading: { id: 'company.section.contact', defaultMessage: 'Contact' },
  addressHeading: { id: 'company.section.address', defaultMessage: 'Address' },
  choose: { id: 'company.choose', defaultMessage: 'Please choose' },
  save: { id: 'company.save', defaultMessage: 'Save' },
  owner: { id: 'company.owner', defaultMessage: 'Owner' },
  verification: { id: 'company.verification', defaultMessage: 'Verification' },
  readOnly: {
    id: 'company.readOnly',
    defaultMessage: 'You can view the company profile. Only people allowed to edit it can change it.',
  },
  notGiven: { id: 'company.notGiven', defaultMessage: 'Not given' },
  logoHeading: { id: 'company.logo.heading', defaultMessage: 'Logo' },
  logoUpload: { id: 'company.logo.upload', defaultMessage: 'Upload logo' },
  logoRemove: { id: 'company.logo.remove', defaultMessage: 'Remove logo' },
});

export const validationStateLabels = defineMessages({
  not_validated: { id: 'company.validationState.notValidated', defaultMessage: 'Not verified' },
  requested: { id: 'company.validationState.requested', defaultMessage: 'Verification requested' },
  validated: { id: 'company.validationState.validated', defaultMessage: 'Verified' },
  declined: { id: 'company.validationState.declined', defaultMessage: 'Verification declined' },
});

export const logoPictureMessage = defineMessage<{ name: string }>({
  id: 'company.logo.picture',
  defaultMessage: 'Logo of {name}',
});

export const logoHintMessage = defineMessage<{ minSide: number }>({
  id: 'company.logo.hint',
  defaultMessage: 'jpg or png, square, at least {minSide}x{minSide}px, at most 3MB.',
});

export const createCompanyMessages = defineMessages({
  intro: {
    id: 'company.create.intro',
    defaultMessage:
      'You become the owner of the new company. It is added to your accounts, and you switch to it as soon as it is created.',
  },
  personalIntro: {
    id: 'company.create.personalIntro',
    defaultMessage:
      'Your personal account becomes a company account: your profile stays, and you act for the new company, which you own.',
  },
  submit: { id: 'company.create.submit', defaultMessage: 'Create company' },
  promptHeading: { id: 'company.create.promptHeading', defaultMessage: 'Your own company' },
  promptText: {
    id: 'company.create.promptText',
    defaultMessage: 'Run events with a team? Create a company to manage its profile, team members and locations.',
  },
  promptAnotherText: {
    id: 'company.create.promptAnotherText',
    defaultMessage:
      'Running another business? Create another company; you can switch between your companies in the account menu.',
  },
  promptLink: { id: 'company.create.promptLink', defaultMessage: 'Create a company' },
});
