import { defineMessage, defineMessages, type MessageTag } from 'react-intl';

/**
 * The accessibility statement. It states what the code does and what its tests prove, so it lives
 * with the code and changes with it (ADR 0012); keep its limitations in step with the product.
 */
export const statementMessages = defineMessages({
  intro: {
    id: 'accessibility.intro',
    defaultMessage:
      'We want everyone to be able to use the Eventsuite account portal, whatever their abilities and however they reach it: by keyboard, screen reader, magnification or voice. This statement covers the portal at this address.',
  },
  standardHeading: { id: 'accessibility.standard.heading', defaultMessage: 'Standard' },
  standard: {
    id: 'accessibility.standard',
    defaultMessage:
      'The portal aims to conform to the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA, on which EN 301 549 and the German BITV 2.0 build.',
  },
  status: {
    id: 'accessibility.status',
    defaultMessage:
      'It is partially conformant: the screens built so far meet the standard in our tests; the parts listed under known limitations do not yet, or are not yet built.',
  },
  testingHeading: { id: 'accessibility.testing.heading', defaultMessage: 'How we test' },
  testingAutomated: {
    id: 'accessibility.testing.automated',
    defaultMessage:
      'Every change is tested automatically before it is released: the axe accessibility engine checks every screen and its open menus, dialogs and popovers, on a desktop and on a 375 pixel wide phone screen, in light and dark appearance and in English and German; the screens of the main journeys also in French.',
  },
  testingKeyboard: {
    id: 'accessibility.testing.keyboard',
    defaultMessage:
      'Keyboard-only journeys (signing in, switching the language, answering a crew inquiry, changing settings and the profile, switching the company, logging out) check at every step that the focus is visible, not hidden under the top bar, and returns to where it was after a dialog.',
  },
  testingReflow: {
    id: 'accessibility.testing.reflow',
    defaultMessage:
      'Every screen is checked to reflow without sideways scrolling at 320 pixels width and at 200 % zoom. Each component of the design system is checked with axe on its own.',
  },
  testingReview: {
    id: 'accessibility.testing.review',
    defaultMessage:
      'This is a self-assessment by the team that builds the portal, last reviewed in November 2026; there has been no external audit yet.',
  },
  limitationsHeading: { id: 'accessibility.limitations.heading', defaultMessage: 'Known limitations' },
  limitationSelect: {
    id: 'accessibility.limitation.select',
    defaultMessage:
      'While the list of a selection field is open, the rest of the page is hidden from assistive technology but not made inactive. Keyboard focus stays in the list, so nothing hidden can be reached, but automatic checkers report it.',
  },
  limitationStaticPages: {
    id: 'accessibility.limitation.staticPages',
    defaultMessage:
      'The terms, privacy, imprint and about pages are written by the operator of the portal; only their frame is tested, not the text they contain.',
  },
  limitationUsers: {
    id: 'accessibility.limitation.users',
    defaultMessage:
      'The portal has not yet been tested with screen readers by people who rely on them, nor with other assistive technology beyond the keyboard.',
  },
  contactHeading: { id: 'accessibility.contact.heading', defaultMessage: 'Feedback and contact' },
  contact: {
    id: 'accessibility.contact',
    defaultMessage:
      'If something in the portal is hard or impossible for you to use, or you need content in another form, please tell the operator of this portal. Their address is in the imprint, linked at the bottom of every page.',
  },
  enforcementHeading: { id: 'accessibility.enforcement.heading', defaultMessage: 'Enforcement procedure' },
  enforcement: {
    id: 'accessibility.enforcement',
    defaultMessage:
      "If our answer does not satisfy you, or you receive none, you can turn to your country's authority for the accessibility of products and services. In Germany that is the Marktüberwachungsstelle der Länder für die Barrierefreiheit von Produkten und Dienstleistungen (MLBF) in Magdeburg.",
  },
});

/** The feedback paragraph when the operator named an address (ACCESSIBILITY_CONTACT). */
export const contactDirectMessage = defineMessage<{ address: string; link: MessageTag }>({
  id: 'accessibility.contact.direct',
  defaultMessage:
    'If something in the portal is hard or impossible for you to use, or you need content in another form, write to us at <link>{address}</link>. We answer within two weeks.',
});
