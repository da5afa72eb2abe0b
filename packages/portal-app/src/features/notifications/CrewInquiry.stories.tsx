import { endpoints, type CrewInquiryReplyInput, type Notification } from '@eventsuite/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { appDecorator } from '../../storybook/app-decorator';
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
async function openInquiry(canvasElement: HTMLElement, text: RegExp) {
  const list = await within(canvasElement).findByRole('list');
  await userEvent.click(within(list).getByRole('button', { name: text }));
  const dialog = await screen.findByRole('dialog', { name: /Crew inquiry|Einsatzanfrage/ });
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

async function expectToast(text: string) {
  const toast = await screen.findByText(text);
  await waitFor(() => expect(toast).toBeVisible());
}

export const OpenInquiry: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openInquiry(canvasElement, /Summer Open Air/);
    // Dates, times and the wage in the user's formats: DD.MM.YYYY, 24 hours, point for thousands,
    // comma for decimals; the wage in the inquiry's currency.
    await expect(detailsOf(dialog)).toEqual([
      'Company: Acme Events GmbH',
      'Event: Summer Open Air',
      'Position: Stagehand',
      'Location: Berlin, Tempelhofer Feld',
      'Start: 01.07.2027 08:00',
      'End: 03.07.2027 18:30',
      'Offered hourly wage: €1.250,50 per hour',
    ]);
    const answer = within(dialog).getByRole('radiogroup', { name: 'Answer' });
    await expect(
      within(answer)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('aria-checked')),
    ).toEqual(['false', 'false', 'false']);
    await expect(within(dialog).getByRole('button', { name: 'Send answer' })).toBeVisible();
  },
};

export const ClientValidation: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openInquiry(canvasElement, /Summer Open Air/);
    const send = within(dialog).getByRole('button', { name: 'Send answer' });
    await userEvent.click(send);
    await expect(within(dialog).getByRole('radiogroup', { name: 'Answer' })).toHaveAccessibleDescription(
      'The field "Answer" cannot be empty.',
    );
    // Available needs a wage expectation and an employment type; a wage must be a number.
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Available' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Wage expectation per hour (EUR)' }), 'lots');
    await userEvent.click(send);
    await expect(
      within(dialog).getByRole('textbox', { name: 'Wage expectation per hour (EUR)' }),
    ).toHaveAccessibleDescription('Must be a number');
    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Wage expectation per hour (EUR)' }));
    await userEvent.click(send);
    const wage = within(dialog).getByRole('textbox', { name: 'Wage expectation per hour (EUR)' });
    await expect(wage).toHaveAccessibleDescription('The field "Wage expectation" cannot be empty.');
    await expect(wage).toHaveAttribute('aria-invalid', 'true');
    await expect(within(dialog).getByRole('radiogroup', { name: 'Employment type' })).toHaveAccessibleDescription(
      'The field "Employment type" cannot be empty.',
    );
    await expect(wage).toHaveFocus();
    await expect(sentReplies).not.toHaveBeenCalled();
    // Not available asks for neither.
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Not available' }));
    await expect(within(dialog).queryByRole('textbox', { name: /Wage expectation/ })).toBeNull();
    await expect(within(dialog).queryByRole('radiogroup', { name: 'Employment type' })).toBeNull();
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
  play: async ({ canvasElement }) => {
    const dialog = await openInquiry(canvasElement, /Summer Open Air/);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Available' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Wage expectation per hour (EUR)' }), '25');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Freelance' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send answer' }));
    // The server's message at its field, which gets focus; the form stays for a correction.
    const wage = within(dialog).getByRole('textbox', { name: 'Wage expectation per hour (EUR)' });
    await waitFor(() => expect(wage).toHaveAccessibleDescription('Must be a positive number'));
    await expect(wage).toHaveFocus();
    await expect(within(dialog).getByRole('button', { name: 'Send answer' })).toBeVisible();
  },
};

export const Answer: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openInquiry(canvasElement, /Summer Open Air/);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Available' }));
    // Typed with the user's decimal comma.
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Wage expectation per hour (EUR)' }), '25,50');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Freelance' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Comment' }), 'I can bring my own tools.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send answer' }));
    await expectToast('Saved successfully.');
    await expect(sentReplies).toHaveBeenCalledWith({
      answer: 'available',
      wage_expectation: 25.5,
      employment_type: 'freelance',
      comment: 'I can bring my own tools.',
    });
    // The inquiry shows its answer now.
    await waitFor(() =>
      expect(detailsOf(dialog, 1)).toEqual([
        'Answer: Available',
        'Wage expectation: €25,50 per hour',
        'Employment type: Freelance',
        'Comment: I can bring my own tools.',
        'Answered on: 06.11.2026 10:05',
      ]),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const list = within(canvasElement).getByRole('list');
    await expect(within(list).getByRole('button', { name: /Summer Open Air/ })).toHaveTextContent(/Available$/);
  },
};

export const AnsweredInquiry: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openInquiry(canvasElement, /Winter Gala/);
    await expect(detailsOf(dialog)).toContain('Offered hourly wage: Not stated');
    await expect(detailsOf(dialog, 1)).toEqual([
      'Answer: Available',
      'Wage expectation: US$32,00 per hour',
      'Employment type: Freelance',
      'Comment: Happy to join the rigging team again.',
      'Answered on: 29.10.2026 17:45',
    ]);
    await expect(within(dialog).queryByRole('radiogroup')).toBeNull();
  },
};

export const ChangeAnswer: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openInquiry(canvasElement, /Winter Gala/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change answer' }));
    // The form holds the answer given; answering again replaces it.
    await expect(within(dialog).getByRole('radio', { name: 'Available' })).toBeChecked();
    await expect(within(dialog).getByRole('textbox', { name: 'Wage expectation per hour (USD)' })).toHaveValue('32');
    await expect(within(dialog).getByRole('radio', { name: 'Freelance' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Not available' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send answer' }));
    await expectToast('Saved successfully.');
    await expect(sentReplies).toHaveBeenCalledWith({
      answer: 'not_available',
      wage_expectation: null,
      employment_type: null,
      comment: 'Happy to join the rigging team again.',
    });
    await waitFor(() => expect(detailsOf(dialog, 1)[0]).toBe('Answer: Not available'));
    await expect(within(dialog).getByRole('button', { name: 'Change answer' })).toBeVisible();
  },
};

export const German: Story = {
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const dialog = await openInquiry(canvasElement, /Summer Open Air/);
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
