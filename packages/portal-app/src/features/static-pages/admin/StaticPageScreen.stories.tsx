import { adminStaticPagesEndpoints, type AdminStaticPage } from '@eventsuite/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { appDecorator } from '../../../storybook/app-decorator';
import { fail, handle, pending, respond, validationFailure } from '../../../storybook/msw-handlers';
import { storyText, type StoryText } from '../../../storybook/story-text';
import StaticPageScreen from './StaticPageScreen';
import { imprintPage, imprintWithoutGerman } from './story-fixtures';

/**
 * /admin/pages/{page}: a page's languages in tabs, each edited in the rich-text editor beside a preview
 * as the footer shows it, and its history, from which a version is restored.
 */
const meta = {
  title: 'Screens/Admin/Page',
  component: StaticPageScreen,
  decorators: [appDecorator],
  parameters: {
    app: { routeName: 'admin-pages-page', path: '/admin/pages/imprint', signedInAs: 'contentEditor', toaster: true },
    msw: [
      respond(adminStaticPagesEndpoints.showAdminStaticPage, { data: imprintPage }),
      handle(adminStaticPagesEndpoints.updateAdminStaticPage, async ({ request }) => {
        const body = (await request.json()) as { title: string; html: string };
        const saved: AdminStaticPage = {
          ...imprintPage,
          languages: imprintPage.languages.map((language) =>
            language.locale === 'en' ? { ...language, ...body, updated_at: '2026-11-28T10:00:00Z' } : language,
          ),
        };
        return HttpResponse.json({ data: saved });
      }),
      respond(adminStaticPagesEndpoints.restoreAdminStaticPageVersion, { data: imprintPage }),
    ],
  },
} satisfies Meta<typeof StaticPageScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function loaded(canvasElement: HTMLElement, t: StoryText) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 2, name: t('adminPage.history') }, { timeout: 5000 });
  return canvas;
}

async function expectToast(message: string) {
  // The toaster loads with the first toast.
  const toasts = await screen.findByRole('region', { name: /^(Messages|Meldungen)$/ }, { timeout: 5000 });
  await waitFor(() => expect(toasts).toHaveTextContent(message));
}

const save = (canvas: ReturnType<typeof within>, t: StoryText) =>
  userEvent.click(canvas.getByRole('button', { name: t('adminPage.save') }));

export const Loading: Story = {
  parameters: { msw: [pending(adminStaticPagesEndpoints.showAdminStaticPage)] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('staticPage.imprint') })).toBeVisible();
    await expect(canvas.getByText(t('adminPage.loading'))).toBeVisible();
  },
};

/** The English text in the editor, its preview as the footer shows it, and the history. */
export const Filled: Story = {
  tags: ['route:admin-pages-page'],
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await loaded(canvasElement, t);
    await expect(canvas.getByRole('tab', { name: t.language('en'), selected: true })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: t.field('title') })).toHaveValue('Imprint');
    const editor = canvas.getByRole('textbox', { name: t.field('html') });
    await expect(editor).toHaveTextContent('Example Street 1');
    await expect(canvas.getByRole('toolbar', { name: t('adminPage.toolbar') })).toBeVisible();
    const preview = canvas.getByRole('region', { name: t('adminPage.preview') });
    await expect(preview).toHaveTextContent('12345 Example City');
    const history = canvas.getByRole('region', { name: t('adminPage.history') });
    await expect(within(history).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(history).getAllByRole('button', { name: t('adminPage.restore') })).toHaveLength(2);
  },
};

/** What is typed shows in the preview at once; the save says "Saved successfully.". */
export const Saved: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await loaded(canvasElement, t);
    const title = canvas.getByRole('textbox', { name: t.field('title') });
    await userEvent.clear(title);
    await userEvent.type(title, 'Legal notice');
    await userEvent.click(canvas.getByRole('textbox', { name: t.field('html') }));
    await userEvent.click(canvas.getByRole('button', { name: t('adminPage.bold') }));
    await userEvent.keyboard('Bold words');
    const preview = canvas.getByRole('region', { name: t('adminPage.preview') });
    await waitFor(() => expect(preview).toHaveTextContent('Legal notice'));
    await waitFor(() => expect(within(preview).getByText('Bold words').tagName).toBe('STRONG'));
    await save(canvas, t);
    await expectToast(t('forms.saved'));
  },
};

/** The German tab (`?language=de`). */
export const German: Story = {
  parameters: {
    app: {
      routeName: 'admin-pages-page',
      path: '/admin/pages/imprint?language=de',
      signedInAs: 'contentEditor',
      toaster: true,
    },
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await loaded(canvasElement, t);
    await expect(canvas.getByRole('tab', { name: t.language('de'), selected: true })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: t.field('title') })).toHaveValue('Impressum');
    await userEvent.click(canvas.getByRole('tab', { name: t.language('en') }));
    await expect(canvas.getByRole('textbox', { name: t.field('title') })).toHaveValue('Imprint');
  },
};

/** A language without text: the tab says readers get the English one, and the form starts empty. */
export const MissingLanguage: Story = {
  parameters: {
    app: {
      routeName: 'admin-pages-page',
      path: '/admin/pages/imprint?language=de',
      signedInAs: 'contentEditor',
      toaster: true,
    },
    msw: [respond(adminStaticPagesEndpoints.showAdminStaticPage, { data: imprintWithoutGerman })],
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await loaded(canvasElement, t);
    await expect(canvas.getByRole('note')).toHaveTextContent(t('adminPage.missingLanguage'));
    await expect(canvas.getByRole('textbox', { name: t.field('title') })).toHaveValue('');
    await expect(canvas.getByText(t('adminPage.noHistory'))).toBeVisible();
  },
};

export const Saving: Story = {
  tags: ['no-visual'],
  parameters: {
    msw: [
      respond(adminStaticPagesEndpoints.showAdminStaticPage, { data: imprintPage }),
      pending(adminStaticPagesEndpoints.updateAdminStaticPage),
    ],
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await loaded(canvasElement, t);
    await save(canvas, t);
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: t('adminPage.save') })).toHaveAttribute('aria-busy', 'true'),
    );
  },
};

/** The server's 422: its messages at the title and at the content. */
export const Refused: Story = {
  parameters: {
    msw: [
      respond(adminStaticPagesEndpoints.showAdminStaticPage, { data: imprintPage }),
      handle(adminStaticPagesEndpoints.updateAdminStaticPage, () =>
        validationFailure({
          title: ['"Title" contains too many characters.'],
          html: ['The field "Content" cannot be empty.'],
        }),
      ),
    ],
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await loaded(canvasElement, t);
    await save(canvas, t);
    const title = canvas.getByRole('textbox', { name: t.field('title') });
    await waitFor(() => expect(title).toHaveAttribute('aria-invalid', 'true'));
    await expect(canvas.getByText('"Title" contains too many characters.')).toBeVisible();
    await expect(canvas.getByText('The field "Content" cannot be empty.')).toBeVisible();
  },
};

/** A 500 on saving: "Failed to save.", and the form keeps what was typed. */
export const SaveFailed: Story = {
  parameters: {
    msw: [
      respond(adminStaticPagesEndpoints.showAdminStaticPage, { data: imprintPage }),
      fail(adminStaticPagesEndpoints.updateAdminStaticPage, 500),
    ],
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await loaded(canvasElement, t);
    const title = canvas.getByRole('textbox', { name: t.field('title') });
    await userEvent.type(title, ' 2');
    await save(canvas, t);
    await expectToast(t('forms.saveFailed'));
    await expect(title).toHaveValue('Imprint 2');
  },
};

/** Restoring a version asks first, then says "Saved successfully.". */
export const RestoreDialog: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await loaded(canvasElement, t);
    const history = within(canvas.getByRole('region', { name: t('adminPage.history') }));
    await userEvent.click(history.getAllByRole('button', { name: t('adminPage.restore') })[0]!);
    const dialog = await screen.findByRole('alertdialog', { name: t('adminPage.restoreTitle') });
    await expect(dialog).toHaveTextContent(t.language('en'));
  },
};

export const Restored: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await loaded(canvasElement, t);
    const history = within(canvas.getByRole('region', { name: t('adminPage.history') }));
    await userEvent.click(history.getAllByRole('button', { name: t('adminPage.restore') })[0]!);
    const dialog = await screen.findByRole('alertdialog', { name: t('adminPage.restoreTitle') });
    await userEvent.click(within(dialog).getByRole('button', { name: t('adminPage.restore') }));
    await expectToast(t('adminPage.restored'));
  },
};

/** An administrator who may only read: the preview and the history, no editor, no restore. */
export const ReadOnly: Story = {
  parameters: { app: { routeName: 'admin-pages-page', path: '/admin/pages/imprint', signedInAs: 'admin' } },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await loaded(canvasElement, t);
    await expect(canvas.getByText(t('adminPage.readOnly'))).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.queryByRole('button', { name: t('adminPage.restore') })).toBeNull();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await loaded(canvasElement, t);
    await expect(canvas.getByRole('textbox', { name: t.field('html') })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: [fail(adminStaticPagesEndpoints.showAdminStaticPage, 500)] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('adminPage.loadFailed'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('adminPages.retry') })).toBeVisible();
  },
};
