import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, userEvent, within } from 'storybook/test';
import { FileDrop, type FileDropProps } from './FileDrop';

const csv = () => new File(['email\nnina@example.com\n'], 'team.csv', { type: 'text/csv' });

function FileDropDemo(props: FileDropProps) {
  const [fileName, setFileName] = useState(props.fileName);
  return (
    <div style={{ padding: 24, maxWidth: 480 }}>
      <FileDrop
        {...props}
        fileName={fileName}
        onFile={(file) => {
          setFileName(file.name);
          props.onFile(file);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Design system/FileDrop',
  parameters: { layout: 'centered' },
  component: FileDrop,
  render: (args) => <FileDropDemo {...args} />,
  args: {
    label: 'Team members as a CSV file',
    buttonLabel: 'Choose a file',
    dropText: 'or drop it here',
    hint: 'CSV, at most 3MB and 1000 rows.',
    accept: '.csv,text/csv',
    onFile: fn(),
  },
} satisfies Meta<typeof FileDrop>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A drag event carrying the file, as a browser fires it. */
function drag(type: 'dragover' | 'drop', file: File) {
  const dataTransfer = new DataTransfer();
  dataTransfer.items.add(file);
  return new DragEvent(type, { dataTransfer, bubbles: true, cancelable: true });
}

const fileInput = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Team members as a CSV file' });
    await expect(group).toHaveAccessibleDescription('CSV, at most 3MB and 1000 rows.');
    // The picker's input is no stop of its own: the button is the one control.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Choose a file' })).toHaveFocus();
    await expect(fileInput(canvasElement)).toHaveAttribute('tabindex', '-1');
  },
};

export const ChooseByKeyboard: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = fileInput(canvasElement);
    const opened = fn();
    // A real picker cannot open in a test; the click on the input is what opens it.
    const stopPicker = (event: Event) => {
      event.preventDefault();
      opened();
    };
    input.addEventListener('click', stopPicker);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(opened).toHaveBeenCalledTimes(1);
    await userEvent.keyboard(' ');
    await expect(opened).toHaveBeenCalledTimes(2);
    input.removeEventListener('click', stopPicker);
    await userEvent.upload(input, csv());
    await expect(args.onFile).toHaveBeenCalledWith(expect.objectContaining({ name: 'team.csv' }));
    await expect(canvas.getByText('team.csv')).toBeVisible();
  },
};

export const Dropped: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Team members as a CSV file' });
    const file = csv();
    fireEvent(group, drag('dragover', file));
    await expect(group).toHaveAttribute('data-dragging');
    fireEvent(group, drag('drop', file));
    await expect(args.onFile).toHaveBeenCalledWith(file);
    await expect(group).not.toHaveAttribute('data-dragging');
    await expect(group).toHaveAccessibleDescription(/team\.csv/);
  },
};

export const Invalid: Story = {
  args: { fileName: 'people.xlsx', error: 'The file is not a readable CSV file.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The file is not a readable CSV file.');
    await expect(canvas.getByRole('group')).toHaveAccessibleDescription(/people\.xlsx.*not a readable CSV file/);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Choose a file' })).toBeDisabled();
    fireEvent(canvas.getByRole('group'), drag('drop', csv()));
    await expect(args.onFile).not.toHaveBeenCalled();
  },
};

/** While a file is read, no other is taken; the button keeps the focus it had when the file was chosen. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const choose = canvas.getByRole('button', { name: 'Choose a file' });
    await expect(choose).toHaveAttribute('aria-disabled', 'true');
    await expect(choose).toBeEnabled();
    choose.focus();
    await userEvent.click(choose);
    await expect(choose).toHaveFocus();
    fireEvent(canvas.getByRole('group'), drag('drop', csv()));
    await expect(args.onFile).not.toHaveBeenCalled();
  },
};
