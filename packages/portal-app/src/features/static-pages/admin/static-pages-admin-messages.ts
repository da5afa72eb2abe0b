import { defineMessage, defineMessages } from 'react-intl';

/** /admin/pages and /admin/pages/{page} (issue 27 §1; spec §2, §8). */
export const staticPagesAdminMessages = defineMessages({
  intro: {
    id: 'adminPages.intro',
    defaultMessage:
      'The pages the footer links to. Readers see them in their language, or in English where it is missing.',
  },
  loading: { id: 'adminPages.loading', defaultMessage: 'Loading the pages' },
  loadFailed: { id: 'adminPages.loadFailed', defaultMessage: 'The pages could not be loaded.' },
  retry: { id: 'adminPages.retry', defaultMessage: 'Try again' },
  noLanguages: { id: 'adminPages.noLanguages', defaultMessage: 'No text yet in any language.' },
  unknownPerson: { id: 'adminPages.unknownPerson', defaultMessage: 'a person no longer known' },
  // The editor.
  pageLoading: { id: 'adminPage.loading', defaultMessage: 'Loading the page' },
  pageLoadFailed: { id: 'adminPage.loadFailed', defaultMessage: 'The page could not be loaded.' },
  backToList: { id: 'adminPage.backToList', defaultMessage: 'All pages' },
  languages: { id: 'adminPage.languages', defaultMessage: 'Languages' },
  readOnly: { id: 'adminPage.readOnly', defaultMessage: 'You may read the pages but not change them.' },
  title: { id: 'adminPage.title', defaultMessage: 'Title' },
  content: { id: 'adminPage.content', defaultMessage: 'Content' },
  save: { id: 'adminPage.save', defaultMessage: 'Save' },
  missingLanguage: {
    id: 'adminPage.missingLanguage',
    defaultMessage: 'This page has no text in this language yet: readers get the English one.',
  },
  previewHeading: { id: 'adminPage.preview', defaultMessage: 'Preview' },
  previewText: {
    id: 'adminPage.previewText',
    defaultMessage: 'As the footer shows the page, with what you have typed, before you save it.',
  },
  historyHeading: { id: 'adminPage.history', defaultMessage: 'History' },
  noHistory: { id: 'adminPage.noHistory', defaultMessage: 'No saved versions in this language yet.' },
  restore: { id: 'adminPage.restore', defaultMessage: 'Restore' },
  restoreTitle: { id: 'adminPage.restoreTitle', defaultMessage: 'Restore this version?' },
  cancel: { id: 'adminPage.cancel', defaultMessage: 'Cancel' },
  restored: { id: 'adminPage.restored', defaultMessage: 'Saved successfully.' },
  failed: { id: 'adminPage.failed', defaultMessage: 'Failed to save.' },
  current: { id: 'adminPage.current', defaultMessage: 'Current' },
  // The editor's toolbar.
  toolbar: { id: 'adminPage.toolbar', defaultMessage: 'Formatting' },
  bold: { id: 'adminPage.bold', defaultMessage: 'Bold' },
  italic: { id: 'adminPage.italic', defaultMessage: 'Italic' },
  heading2: { id: 'adminPage.heading2', defaultMessage: 'Heading' },
  heading3: { id: 'adminPage.heading3', defaultMessage: 'Subheading' },
  bulletList: { id: 'adminPage.bulletList', defaultMessage: 'Bulleted list' },
  orderedList: { id: 'adminPage.orderedList', defaultMessage: 'Numbered list' },
  blockquote: { id: 'adminPage.blockquote', defaultMessage: 'Quote' },
  link: { id: 'adminPage.link', defaultMessage: 'Link' },
  linkAddress: { id: 'adminPage.linkAddress', defaultMessage: 'Link address (https:, mailto: or tel:)' },
  applyLink: { id: 'adminPage.applyLink', defaultMessage: 'Set link' },
  removeLink: { id: 'adminPage.removeLink', defaultMessage: 'Remove link' },
  undo: { id: 'adminPage.undo', defaultMessage: 'Undo' },
  redo: { id: 'adminPage.redo', defaultMessage: 'Redo' },
});

/** "English · changed 3 Nov 2026 by Ada Admin" */
export const lastChangedMessage = defineMessage<{ language: string; date: string; name: string }>({
  id: 'adminPages.lastChanged',
  defaultMessage: '{language}: changed {date} by {name}',
});

export const versionMessage = defineMessage<{ date: string; name: string }>({
  id: 'adminPage.version',
  defaultMessage: '{date} by {name}',
});

export const restoredFromMessage = defineMessage<{ date: string }>({
  id: 'adminPage.restoredFrom',
  defaultMessage: 'restored the version of {date}',
});

export const restoreTextMessage = defineMessage<{ date: string; language: string }>({
  id: 'adminPage.restoreText',
  defaultMessage:
    'The text of {date} becomes the page’s current {language} text. The current text stays in the history.',
});
