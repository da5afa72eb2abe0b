import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { appDecorator } from '../../storybook/app-decorator';
import { storyText } from '../../storybook/story-text';
import AccessibilityStatementScreen from './AccessibilityStatementScreen';

const meta = {
  title: 'Screens/Accessibility statement',
  component: AccessibilityStatementScreen,
  decorators: [appDecorator],
  parameters: { app: { routeName: 'accessibility' } },
} satisfies Meta<typeof AccessibilityStatementScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['route:accessibility'],
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('route.accessibility.title') })).toBeVisible();
    await expect(canvas.getByText(t('accessibility.standard'))).toBeVisible();
    for (const heading of [
      'accessibility.standard.heading',
      'accessibility.testing.heading',
      'accessibility.limitations.heading',
      'accessibility.contact.heading',
      'accessibility.enforcement.heading',
    ] as const) {
      await expect(canvas.getByRole('region', { name: t(heading) })).toBeVisible();
    }
    const limitations = within(
      canvas.getByRole('region', { name: t('accessibility.limitations.heading') }),
    ).getAllByRole('listitem');
    await expect(limitations).toHaveLength(3);
    await expect(limitations[0]).toHaveTextContent(t('accessibility.limitation.select'));
    // Without a feedback address of its own the statement sends people to the imprint's.
    await expect(canvas.getByRole('region', { name: t('accessibility.contact.heading') })).toHaveTextContent(
      t('accessibility.contact'),
    );
  },
};

/** The operator named a feedback address (ACCESSIBILITY_CONTACT): people write there directly. */
export const WithFeedbackAddress: Story = {
  parameters: { app: { ...meta.parameters.app, accessibilityContact: 'accessibility@portal.example' } },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const contact = within(canvasElement).getByRole('region', { name: t('accessibility.contact.heading') });
    await expect(within(contact).getByRole('link', { name: 'accessibility@portal.example' })).toHaveAttribute(
      'href',
      'mailto:accessibility@portal.example',
    );
  },
};

export const German: Story = {
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Erklärung zur Barrierefreiheit' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Bekannte Einschränkungen' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Rückmeldung und Kontakt' })).toHaveTextContent(/Impressum/);
  },
};
