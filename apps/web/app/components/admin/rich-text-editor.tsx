import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Bold, Heading2, Heading3, Italic, Link2, List, ListOrdered, Quote, Redo2, Undo2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { FieldError } from '~/components/ui/field';
import { HtmlContent } from '~/components/ui/html-content';
import { LabelText } from '~/components/ui/label';
import { cn } from '~/lib/cn';
import type { SafeHtml } from '~/lib/safe-html';

/**
 * A rich-text editor (TipTap: paragraphs, headings, bold, italic, lists, quotes, links) whose HTML goes into a
 * hidden input `name`, so that it is posted with its form. The server sanitizes it before saving.
 * `labelId` names the editing area for assistive technology.
 */
export function RichTextEditor({
  name,
  labelId,
  defaultValue,
  onChange,
  invalid,
  describedBy,
}: {
  name: string;
  labelId: string;
  /** The stored HTML to start from, sanitized by the page's loader. */
  defaultValue: SafeHtml | null;
  onChange?: (html: string) => void;
  invalid?: boolean;
  describedBy?: string;
}) {
  const [html, setHtml] = useState<string>(defaultValue ?? '');
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto', 'tel'] },
      }),
    ],
    content: defaultValue ?? '',
    immediatelyRender: false,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        class: 'prose prose-slate max-w-none min-h-48 px-3 py-2 focus:outline-none',
      },
    },
    onUpdate: ({ editor: current }) => {
      const value = current.isEmpty ? '' : current.getHTML();
      setHtml(value);
      onChange?.(value);
    },
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      current
        ? {
            bold: current.isActive('bold'),
            italic: current.isActive('italic'),
            h2: current.isActive('heading', { level: 2 }),
            h3: current.isActive('heading', { level: 3 }),
            bullet: current.isActive('bulletList'),
            ordered: current.isActive('orderedList'),
            quote: current.isActive('blockquote'),
            link: current.isActive('link'),
          }
        : null,
  });

  const tool = (label: string, icon: ReactNode, run: () => void, pressed?: boolean) => (
    <button
      type="button"
      title={label}
      aria-label={label}
      aria-pressed={pressed}
      disabled={!editor}
      onClick={run}
      className={cn(
        'rounded-md p-1.5 text-slate-700 hover:bg-slate-200 disabled:opacity-50',
        pressed && 'bg-slate-200 text-slate-900',
      )}
    >
      {icon}
    </button>
  );

  function toggleLink() {
    if (!editor) return;
    if (editor.isActive('link')) {
      editor.chain().focus().unsetLink().run();
      return;
    }
    const href = window.prompt('Link address (https://…)');
    if (href) editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
  }

  return (
    <div className={cn('mt-1 rounded-lg border bg-white shadow-sm', invalid ? 'border-red-500' : 'border-slate-300')}>
      <div
        role="toolbar"
        aria-label="Formatting"
        className="flex flex-wrap gap-1 border-b border-slate-200 bg-slate-50 p-1"
      >
        {tool('Bold', <Bold className="size-4" />, () => editor?.chain().focus().toggleBold().run(), active?.bold)}
        {tool(
          'Italic',
          <Italic className="size-4" />,
          () => editor?.chain().focus().toggleItalic().run(),
          active?.italic,
        )}
        {tool(
          'Heading 2',
          <Heading2 className="size-4" />,
          () => editor?.chain().focus().toggleHeading({ level: 2 }).run(),
          active?.h2,
        )}
        {tool(
          'Heading 3',
          <Heading3 className="size-4" />,
          () => editor?.chain().focus().toggleHeading({ level: 3 }).run(),
          active?.h3,
        )}
        {tool(
          'Bulleted list',
          <List className="size-4" />,
          () => editor?.chain().focus().toggleBulletList().run(),
          active?.bullet,
        )}
        {tool(
          'Numbered list',
          <ListOrdered className="size-4" />,
          () => editor?.chain().focus().toggleOrderedList().run(),
          active?.ordered,
        )}
        {tool(
          'Quote',
          <Quote className="size-4" />,
          () => editor?.chain().focus().toggleBlockquote().run(),
          active?.quote,
        )}
        {tool('Link', <Link2 className="size-4" />, toggleLink, active?.link)}
        {tool('Undo', <Undo2 className="size-4" />, () => editor?.chain().focus().undo().run())}
        {tool('Redo', <Redo2 className="size-4" />, () => editor?.chain().focus().redo().run())}
      </div>
      <EditorContent editor={editor} />
      {!editor && defaultValue ? (
        <HtmlContent className="prose prose-slate min-h-48 max-w-none px-3 py-2" html={defaultValue} />
      ) : null}
      <input type="hidden" name={name} value={html} />
    </div>
  );
}

/**
 * The editor as a form field: a label naming it (`${id}-label`; the editor is not a native input), the editor, and
 * its error (`${id}-error`, announced by the editor as its description while it is shown).
 */
export function RichTextField({
  id,
  label,
  error,
  ...editor
}: {
  id: string;
  label: string;
  error?: string | null;
} & Omit<Parameters<typeof RichTextEditor>[0], 'labelId' | 'invalid' | 'describedBy'>) {
  return (
    <div>
      <LabelText id={`${id}-label`}>{label}</LabelText>
      <RichTextEditor
        {...editor}
        labelId={`${id}-label`}
        invalid={Boolean(error)}
        describedBy={error ? `${id}-error` : undefined}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
