import { endpoints, type CrewInquiryReplyInput, type Notification } from '@eventsuite/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { appDecorator } from '../../storybook/app-decorator';
import { containing, storyText, type StoryText } from '../../storybook/story-text';
import { handle, respond, validationFailure } from '../../storybook/msw-handlers';
import { answeredInquiry, crewInquiry, notificationPage } from './notification-fixtures';
import NotificationsScreen from './NotificationsScreen';
// Loaded with the stories rather than on the first open: compiling its styles on demand takes
// seconds in the test runner.
import './NotificationDialog';

const sentReplies = fn<(reply: CrewInquiryReplyInput) => void>();

/** Stores the answer as the server does and answers with the updated notification. */
const storeReply = handle(endpoints.replyToCrewInquiry, async ({ request, params }) => {
  const reply = (await request.json()) as CrewInquiryReplyInput;
  sentReplies(reply);
  const notification = [crewInquiry, answeredInquiry].find((candidate) => candidate.id === params.notification)!;
  const updated: Notification = {
    ...notification,
    unread: false,
    crew_inquiry: {
      ...notification.crew_inquiry!,
      reply: { ...reply, comment: reply.comment.trim(), replied_at: new Date(2026, 10, 6, 10, 5).toISOString() },
    },
  };
  return HttpResponse.json({ data: updated });
});

/**
 * Answering a crew inquiry from the notifications list (spec §1): the inquiry opens in a dialog with its details
 * in the user's formats; the answer is available (with a wage expectation and an employment type), not
 * available or request consultation, with an optional comment. A given answer can be changed.
 */
const meta = {
  title: 'Screens/Notifications/Crew inquiry',
  component: NotificationsScreen,
  decorators: [appDecorator],
  parameters: {
    app: { routeName: 'notifications', signedInAs: 'member', toaster: true },
    msw: {
      handlers: {
        list: respond(endpoints.listNotifications, notificationPage([crewInquiry, answeredInquiry])),
        show: handle(endpoints.showNotification, () => HttpResponse.json({ data: { ...crewInquiry, unread: false } })),
        reply: storeReply,
      },
    },
  },
  beforeEach: () => {
    sentReplies.mockClear();
  },
} satisfies Meta<typeof NotificationsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the list's entry whose text matches and returns its dialog. */
async function openInquiry(canvasElement: HTMLElement, t: StoryText, text: RegExp) {
  const list = await within(canvasElement).findByRole('list');
  await userEvent.click(within(list).getByRole('button', { name: text }));
  const dialog = await screen.findByRole('dialog', { name: containing(t('notifications.type.crewInquiry')) });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

/** The dialog's description list as "label: value" lines. */
function detailsOf(dialog: HTMLElement, index = 0) {
  const list = dialog.querySelectorAll('dl')[index]!;
  return [...list.querySelectorAll('div')].map(
    (row) => `${row.querySelector('dt')?.textContent}: ${row.querySelector('dd')?.textContent}`,
  );
}

/** An amount as the user's settings write it (point for thousands, comma for decimals), placed as the language places it. */
function inCurrency(t: StoryText, amount: string, currency: 'EUR' | 'USD') {
  return t.locale === 'de'
    ? `${amount}\u00a0${{ EUR: '€', USD: '$' }[currency]}`
    : `${{ EUR: '€', USD: 'US$' }[currency]}${amount}`;
}

async function expectToast(text: string) {
  const toast = await screen.findByText(text);
  await waitFor(() => expect(toast).toBeVisible());
}

/** Fills the form: available, as a freelancer, asking `wage` euros per hour (typed as the user types it). */
async function answerAvailableAsFreelancer(dialog: HTMLElement, t: StoryText, wage: string) {
  await userEvent.click(within(dialog).getByRole('radio', { name: t('crewInquiry.answer.available') }));
  await userEvent.type(
    within(dialog).getByRole('textbox', { name: t('crewInquiry.wageExpectation', { currency: 'EUR' }) }),
    wage,
  );
  await userEvent.click(within(dialog).getByRole('radio', { name: t('crewInquiry.employment.freelance') }));
}

export const OpenInquiry: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const dialog = await openInquiry(canvasElement, t, /Summer Open Air/);
    // Dates, times and the wage in the user's formats: DD.MM.YYYY, 24 hours, point for thousands,
    // comma for decimals; the wage in the inquiry's currency.
    await expect(detailsOf(dialog)).toEqual([
      `${t('crewInquiry.company')}: Acme Events GmbH`,
      `${t('crewInquiry.event')}: Summer Open Air`,
      `${t('crewInquiry.position')}: Stagehand`,
      `${t('crewInquiry.location')}: Berlin, Tempelhofer Feld`,
      `${t('crewInquiry.startsAt')}: 01.07.2027 08:00`,
      `${t('crewInquiry.endsAt')}: 03.07.2027 18:30`,
      `${t('crewInquiry.offeredWage')}: ${t('crewInquiry.perHour', { amount: inCurrency(t, '1.250,50', 'EUR') })}`,
    ]);
    const answer = within(dialog).getByRole('radiogroup', { name: t.field('answer') });
    await expect(
      within(answer)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('aria-checked')),
    ).toEqual(['false', 'false', 'false']);
    await expect(within(dialog).getByRole('button', { name: t('crewInquiry.send') })).toBeVisible();
  },
};

export const ClientValidation: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const dialog = await openInquiry(canvasElement, t, /Summer Open Air/);
    const send = within(dialog).getByRole('button', { name: t('crewInquiry.send') });
    await userEvent.click(send);
    await expect(within(dialog).getByRole('radiogroup', { name: t.field('answer') })).toHaveAccessibleDescription(
      t.validation('required', 'answer'),
    );
    // Available needs a wage expectation and an employment type; a wage must be a number.
    await userEvent.click(within(dialog).getByRole('radio', { name: t('crewInquiry.answer.available') }));
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: t('crewInquiry.wageExpectation', { currency: 'EUR' }) }),
      'lots',
    );
    await userEvent.click(send);
    await expect(
      within(dialog).getByRole('textbox', { name: t('crewInquiry.wageExpectation', { currency: 'EUR' }) }),
    ).toHaveAccessibleDescription(t.validation('numeric'));
    await userEvent.clear(
      within(dialog).getByRole('textbox', { name: t('crewInquiry.wageExpectation', { currency: 'EUR' }) }),
    );
    await userEvent.click(send);
    const wage = within(dialog).getByRole('textbox', { name: t('crewInquiry.wageExpectation', { currency: 'EUR' }) });
    await expect(wage).toHaveAccessibleDescription(t.validation('required', 'wage_expectation'));
    await expect(wage).toHaveAttribute('aria-invalid', 'true');
    await expect(
      within(dialog).getByRole('radiogroup', { name: t.field('employment_type') }),
    ).toHaveAccessibleDescription(t.validation('required', 'employment_type'));
    await expect(wage).toHaveFocus();
    await expect(sentReplies).not.toHaveBeenCalled();
    // Not available asks for neither.
    await userEvent.click(within(dialog).getByRole('radio', { name: t('crewInquiry.answer.notAvailable') }));
    await expect(within(dialog).queryByRole('textbox', { name: containing(t.field('wage_expectation')) })).toBeNull();
    await expect(within(dialog).queryByRole('radiogroup', { name: t.field('employment_type') })).toBeNull();
  },
};

export const ServerValidation: Story = {
  parameters: {
    msw: {
      handlers: {
        reply: handle(endpoints.replyToCrewInquiry, () =>
          validationFailure({ wage_expectation: ['Must be a positive number'] }),
        ),
      },
    },
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const dialog = await openInquiry(canvasElement, t, /Summer Open Air/);
    await answerAvailableAsFreelancer(dialog, t, '25');
    await userEvent.click(within(dialog).getByRole('button', { name: t('crewInquiry.send') }));
    // The server's message at its field, which gets focus; the form stays for a correction.
    const wage = within(dialog).getByRole('textbox', { name: t('crewInquiry.wageExpectation', { currency: 'EUR' }) });
    await waitFor(() => expect(wage).toHaveAccessibleDescription('Must be a positive number'));
    await expect(wage).toHaveFocus();
    await expect(within(dialog).getByRole('button', { name: t('crewInquiry.send') })).toBeVisible();
  },
};

export const Answer: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const dialog = await openInquiry(canvasElement, t, /Summer Open Air/);
    // Typed with the user's decimal comma.
    await answerAvailableAsFreelancer(dialog, t, '25,50');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: t.field('comment') }),
      'I can bring my own tools.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: t('crewInquiry.send') }));
    await expectToast(t('forms.sent'));
    await expect(sentReplies).toHaveBeenCalledWith({
      answer: 'available',
      wage_expectation: 25.5,
      employment_type: 'freelance',
      comment: 'I can bring my own tools.',
    });
    // The inquiry shows its answer now.
    await waitFor(() =>
      expect(detailsOf(dialog, 1)).toEqual([
        `${t.field('answer')}: ${t('crewInquiry.given.available')}`,
        `${t.field('wage_expectation')}: ${t('crewInquiry.perHour', { amount: inCurrency(t, '25,50', 'EUR') })}`,
        `${t.field('employment_type')}: ${t('crewInquiry.employment.freelance')}`,
        `${t.field('comment')}: I can bring my own tools.`,
        `${t('crewInquiry.repliedAt')}: 06.11.2026 10:05`,
      ]),
    );
    // The pressed button is gone with the form: focus moves to the one that replaces it, not the dialog.
    await expect(within(dialog).getByRole('button', { name: t('crewInquiry.changeAnswer') })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const list = within(canvasElement).getByRole('list');
    await expect(within(list).getByRole('button', { name: /Summer Open Air/ })).toHaveTextContent(
      new RegExp(`${t('crewInquiry.given.available')}$`),
    );
  },
};

export const AnsweredInquiry: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const dialog = await openInquiry(canvasElement, t, /Winter Gala/);
    await expect(detailsOf(dialog)).toContain(`${t('crewInquiry.offeredWage')}: ${t('crewInquiry.notStated')}`);
    await expect(detailsOf(dialog, 1)).toEqual([
      `${t.field('answer')}: ${t('crewInquiry.given.available')}`,
      `${t.field('wage_expectation')}: ${t('crewInquiry.perHour', { amount: inCurrency(t, '32,00', 'USD') })}`,
      `${t.field('employment_type')}: ${t('crewInquiry.employment.freelance')}`,
      `${t.field('comment')}: Happy to join the rigging team again.`,
      `${t('crewInquiry.repliedAt')}: 29.10.2026 17:45`,
    ]);
    await expect(within(dialog).queryByRole('radiogroup')).toBeNull();
  },
};

export const ChangeAnswer: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const dialog = await openInquiry(canvasElement, t, /Winter Gala/);
    const changeAnswer = () => within(dialog).getByRole('button', { name: t('crewInquiry.changeAnswer') });
    await userEvent.click(changeAnswer());
    // The form holds the answer given, and focus is on it; answering again replaces it.
    const available = within(dialog).getByRole('radio', { name: t('crewInquiry.answer.available') });
    await expect(available).toBeChecked();
    await expect(available).toHaveFocus();
    // Cancel goes back to the answer, with focus on its button; so does sending a new answer.
    await userEvent.click(within(dialog).getByRole('button', { name: t('crewInquiry.cancel') }));
    await expect(changeAnswer()).toHaveFocus();
    await userEvent.click(changeAnswer());
    await expect(
      within(dialog).getByRole('textbox', { name: t('crewInquiry.wageExpectation', { currency: 'USD' }) }),
    ).toHaveValue('32');
    await expect(within(dialog).getByRole('radio', { name: t('crewInquiry.employment.freelance') })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('radio', { name: t('crewInquiry.answer.notAvailable') }));
    await userEvent.click(within(dialog).getByRole('button', { name: t('crewInquiry.send') }));
    await expectToast(t('forms.sent'));
    await expect(sentReplies).toHaveBeenCalledWith({
      answer: 'not_available',
      wage_expectation: null,
      employment_type: null,
      comment: 'Happy to join the rigging team again.',
    });
    await waitFor(() =>
      expect(detailsOf(dialog, 1)[0]).toBe(`${t.field('answer')}: ${t('crewInquiry.given.notAvailable')}`),
    );
    await expect(changeAnswer()).toHaveFocus();
  },
};

export const German: Story = {
  globals: { locale: 'de' },
  play: async ({ canvasElement, globals }) => {
    const dialog = await openInquiry(canvasElement, storyText(globals), /Summer Open Air/);
    await expect(detailsOf(dialog)).toEqual([
      'Unternehmen: Acme Events GmbH',
      'Veranstaltung: Summer Open Air',
      'Position: Stagehand',
      'Ort: Berlin, Tempelhofer Feld',
      'Beginn: 01.07.2027 08:00',
      'Ende: 03.07.2027 18:30',
      'Angebotener Stundenlohn: 1.250,50\u00a0€ pro Stunde',
    ]);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Verfügbar' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Antwort senden' }));
    await expect(
      within(dialog).getByRole('textbox', { name: 'Lohnvorstellung pro Stunde (EUR)' }),
    ).toHaveAccessibleDescription('Das Feld „Lohnvorstellung“ darf nicht leer sein.');
  },
};
