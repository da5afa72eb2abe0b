import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Section, sectionStates, type SectionProps, type SectionState } from './Section';

const labels = {
  loading: 'Loading the locations',
  failed: 'The locations could not be loaded.',
  retry: 'Try again',
  empty: 'No locations yet.',
};

const content = (
  <ul>
    <li>Zürich headquarters</li>
    <li>Basel warehouse</li>
  </ul>
);

const meta = {
  title: 'Design system/Section',
  component: Section,
  args: { title: 'Locations', state: 'ready', labels, onRetry: fn(), children: content },
  argTypes: { state: { control: 'inline-radio', options: sectionStates }, children: { control: false } },
  decorators: [(Story) => <div style={{ padding: 24, maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A region named by its heading, showing its content. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Locations' });
    await expect(within(section).getByRole('heading', { level: 2, name: 'Locations' })).toBeVisible();
    await expect(within(section).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(section).queryByRole('status')).toBeNull();
  },
};

/** The line under the heading stays in every state. */
export const WithDescription: Story = {
  args: { description: 'Where your team works. One of them is the headquarters.', state: 'loading' },
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Locations' });
    await expect(within(section).getByText(/Where your team works/)).toBeVisible();
    await expect(within(section).getByRole('status')).toHaveTextContent(labels.loading);
  },
};

/** While the data loads: a polite, busy status line in place of the content. */
export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Locations' });
    const status = within(section).getByRole('status');
    await expect(status).toHaveTextContent(labels.loading);
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(within(section).queryByRole('list')).toBeNull();
  },
};

/** Nothing to show: an EmptyState, itself a region named by its title. */
export const Empty: Story = {
  args: { state: 'empty' },
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Locations' });
    await expect(within(section).getByRole('region', { name: labels.empty })).toBeVisible();
    await expect(within(section).queryByRole('list')).toBeNull();
  },
};

/** The data could not be loaded: the failure and a button that asks for it again. */
export const Failed: Story = {
  args: { state: 'failed' },
  play: async ({ args, canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Locations' });
    await expect(within(section).getByRole('region', { name: labels.failed })).toBeVisible();
    const retry = within(section).getByRole('button', { name: labels.retry });
    await userEvent.click(retry);
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    retry.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(2);
  },
};

/** Holds the state like a screen with its data would: a retry loads, and then the content shows. */
function RetryingSection(props: SectionProps) {
  const [state, setState] = useState<SectionState>('failed');
  return (
    <Section
      {...props}
      state={state}
      onRetry={() => {
        props.onRetry?.();
        setState('loading');
        window.setTimeout(() => setState('ready'), 50);
      }}
    />
  );
}

/** Failed, retried, loading, then ready: the end state is Ready's picture. */
export const RetryLoadsAgain: Story = {
  tags: ['no-visual'],
  render: (args) => <RetryingSection {...args} />,
  play: async ({ args, canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Locations' });
    await userEvent.click(within(section).getByRole('button', { name: labels.retry }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(within(section).getByRole('status')).toHaveTextContent(labels.loading);
    await expect(await within(section).findByRole('list')).toBeVisible();
    await expect(within(section).queryByRole('status')).toBeNull();
  },
};
