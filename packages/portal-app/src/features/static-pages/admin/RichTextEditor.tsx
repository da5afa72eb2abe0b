import { Button, FormField, TextInput } from '@eventsuite/design-system';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import * as styles from './RichTextEditor.css';
import { staticPagesAdminMessages as messages } from './static-pages-admin-messages';

export interface RichTextEditorProps {
  /** Id of the visible label naming the editor. */
  labelledBy: string;
  /** Ids of a hint or an error describing it. */
  describedBy?: string;
  invalid?: boolean;
  /** The HTML the editor starts with; a new value needs a new editor (a `key`). */
  initialHtml: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
}

/** Only what the server's allow-list keeps (http/sanitize.ts): no code, no strike, no underline. */
const extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    code: false,
    codeBlock: false,
    strike: false,
    underline: false,
    horizontalRule: false,
    link: {
      openOnClick: false,
      // Typed web and mail addresses become links (linkify knows both). No custom `protocols`: linkify
      // registers them once per page, and a second editor (another language's tab) warned in the console.
      autolink: true,
      // What the link accepts: the sanitizer's schemes; javascript: and data: are refused here already.
      isAllowedUri: (url) => /^(https?:|mailto:|tel:)/i.test(url),
    },
  }),
];

/**
 * The static pages' rich-text editor (Tiptap): a toolbar of the formats the pages allow and the editing
 * area. It loads with /admin/pages/{page} only (issue 27): no first screen carries it.
 */
export default function RichTextEditor({
  labelledBy,
  describedBy,
  invalid,
  initialHtml,
  onChange,
  onBlur,
}: RichTextEditorProps) {
  const attributes = {
    class: styles.area,
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelledBy,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(invalid ? { 'aria-invalid': 'true' } : {}),
  };
  const editor = useEditor({
    extensions,
    content: initialHtml,
    editorProps: { attributes },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
    onBlur: () => onBlur?.(),
  });
  // A 422 marks the editing area invalid and describes it with its message.
  const attributeKey = JSON.stringify(attributes);
  useEffect(() => {
    editor.view.setProps({ attributes: JSON.parse(attributeKey) as Record<string, string> });
  }, [editor, attributeKey]);
  return (
    <div className={styles.frame} data-invalid={invalid ? 'true' : undefined}>
      <Toolbar editor={editor} />
      <EditorContent editor={editor} />
    </div>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const intl = useIntl();
  const [linking, setLinking] = useState(false);
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      heading2: current.isActive('heading', { level: 2 }),
      heading3: current.isActive('heading', { level: 3 }),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      blockquote: current.isActive('blockquote'),
      link: current.isActive('link'),
      href: (current.getAttributes('link').href as string | undefined) ?? '',
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  // Each tool shows its label: an icon of its own would add to the icon set every first screen loads.
  const tool = (label: string, pressed: boolean | undefined, run: () => void, disabled = false) => (
    <button
      type="button"
      className={styles.tool}
      {...(pressed === undefined ? {} : { 'aria-pressed': pressed })}
      disabled={disabled}
      onClick={run}
    >
      {label}
    </button>
  );
  return (
    <>
      <div className={styles.toolbar} role="toolbar" aria-label={intl.formatMessage(messages.toolbar)}>
        {tool(intl.formatMessage(messages.bold), state.bold, () => chain().toggleBold().run())}
        {tool(intl.formatMessage(messages.italic), state.italic, () => chain().toggleItalic().run())}
        {tool(intl.formatMessage(messages.heading2), state.heading2, () => chain().toggleHeading({ level: 2 }).run())}
        {tool(intl.formatMessage(messages.heading3), state.heading3, () => chain().toggleHeading({ level: 3 }).run())}
        {tool(intl.formatMessage(messages.bulletList), state.bulletList, () => chain().toggleBulletList().run())}
        {tool(intl.formatMessage(messages.orderedList), state.orderedList, () => chain().toggleOrderedList().run())}
        {tool(intl.formatMessage(messages.blockquote), state.blockquote, () => chain().toggleBlockquote().run())}
        {tool(intl.formatMessage(messages.link), state.link || linking, () => setLinking((open) => !open))}
        {tool(intl.formatMessage(messages.undo), undefined, () => chain().undo().run(), !state.canUndo)}
        {tool(intl.formatMessage(messages.redo), undefined, () => chain().redo().run(), !state.canRedo)}
      </div>
      {linking ? (
        <LinkForm
          initial={state.href}
          onApply={(href) => {
            if (href === '') chain().extendMarkRange('link').unsetLink().run();
            else chain().extendMarkRange('link').setLink({ href }).run();
            setLinking(false);
          }}
        />
      ) : null}
    </>
  );
}

/** The link's address: set on the selection, or removed when emptied. */
function LinkForm({ initial, onApply }: { initial: string; onApply: (href: string) => void }) {
  const intl = useIntl();
  const [href, setHref] = useState(initial);
  const allowed = href.trim() === '' || /^(https?:|mailto:|tel:)/i.test(href.trim());
  return (
    <div className={styles.linkForm}>
      <FormField
        label={intl.formatMessage(messages.linkAddress)}
        errors={allowed ? undefined : [intl.formatMessage(messages.linkAddress)]}
      >
        <TextInput type="url" value={href} onChange={(event) => setHref(event.target.value)} />
      </FormField>
      <Button variant="secondary" disabled={!allowed} onClick={() => onApply(href.trim())}>
        {intl.formatMessage(href.trim() === '' ? messages.removeLink : messages.applyLink)}
      </Button>
    </div>
  );
}
