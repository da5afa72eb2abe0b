import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { FormActions } from './FormActions';

const save = fn();
const cancel = fn();

const meta = {
  title: 'Design system/FormActions',
  // A small component: centred in its canvas, and docs previews sized to it rather than to a screen.
  parameters: { layout: 'centered' },
  component: FormActions,
  args: {
    children: (
      <>
        <Button type="submit">Save</Button>
        <Button variant="secondary" onClick={cancel}>
          Cancel
        </Button>
      </>
    ),
  },
  decorators: [
    (Story) => (
      <form
        style={{ padding: 24, maxWidth: 480 }}
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        {Story()}
      </form>
    ),
  ],
  beforeEach: () => {
    save.mockClear();
    cancel.mockClear();
  },
} satisfies Meta<typeof FormActions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SaveAndCancel: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(save).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(cancel).toHaveBeenCalledOnce();
    await expect(save).toHaveBeenCalledOnce();
  },
};

export const Saving: Story = {
  args: {
    children: (
      <>
        <Button type="submit" busy>
          Save
        </Button>
        <Button variant="secondary" disabled>
          Discard changes
        </Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Discard changes' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(save).not.toHaveBeenCalled();
  },
};

export const Dark: Story = {
  globals: { appearance: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeVisible();
  },
};
