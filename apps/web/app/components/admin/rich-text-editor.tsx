import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import {
  Bold,
  Heading2,
  Heading3,
  Italic,
  Link2,
  List,
  ListOrdered,
  Quote,
  Redo2,
  Undo2,
  type LucideIcon,
} from 'lucide-react';
import { useState } from 'react';
import { FieldError } from '~/components/ui/field';
import { HtmlContent } from '~/components/ui/html-content';
import { LabelText } from '~/components/ui/label';
import { cn } from '~/lib/cn';
import type { SafeHtml } from '~/lib/safe-html';

type Chain = ReturnType<Editor['chain']>;

/**
 * The toolbar: each button's label, icon, command (or 'link', which asks for an address) and, for a mark or block,
 * the `isActive` arguments that show it pressed; `mirrored` icons point the other way in a right-to-left page (Undo's
 * arrow points back, to the right in Arabic).
 */
const TOOLS: {
  label: string;
  Icon: LucideIcon;
  run: ((chain: Chain) => Chain) | 'link';
  active?: [string, object?];
  mirrored?: boolean;
}[] = [
  { label: 'Bold', Icon: Bold, run: (chain) => chain.toggleBold(), active: ['bold'] },
  { label: 'Italic', Icon: Italic, run: (chain) => chain.toggleItalic(), active: ['italic'] },
  {
    label: 'Heading 2',
    Icon: Heading2,
    run: (chain) => chain.toggleHeading({ level: 2 }),
    active: ['heading', { level: 2 }],
  },
  {
    label: 'Heading 3',
    Icon: Heading3,
    run: (chain) => chain.toggleHeading({ level: 3 }),
    active: ['heading', { level: 3 }],
  },
  { label: 'Bulleted list', Icon: List, run: (chain) => chain.toggleBulletList(), active: ['bulletList'] },
  { label: 'Numbered list', Icon: ListOrdered, run: (chain) => chain.toggleOrderedList(), active: ['orderedList'] },
  { label: 'Quote', Icon: Quote, run: (chain) => chain.toggleBlockquote(), active: ['blockquote'] },
  { label: 'Link', Icon: Link2, run: 'link', active: ['link'] },
  { label: 'Undo', Icon: Undo2, run: (chain) => chain.undo(), mirrored: true },
  { label: 'Redo', Icon: Redo2, run: (chain) => chain.redo(), mirrored: true },
];

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
        // Arabic text reads right to left in an English page (and English left to right in an Arabic one), decided by
        // the first letters written. The stored HTML is left as it is (no `dir` on every paragraph).
        dir: 'auto',
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
      current ? TOOLS.map((tool) => (tool.active ? current.isActive(...tool.active) : false)) : null,
  });

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
    <div
      className={cn(
        'mt-1 rounded-lg border bg-white shadow-sm',
        // The focus ring of the other fields (controlClasses), drawn around the whole box while the text has the focus.
        'has-[.ProseMirror:focus]:border-brand-600 has-[.ProseMirror:focus]:outline-2 has-[.ProseMirror:focus]:outline-offset-2 has-[.ProseMirror:focus]:outline-brand-600',
        invalid ? 'border-red-500' : 'border-slate-500',
      )}
    >
      <div
        role="toolbar"
        aria-label="Formatting"
        className="flex flex-wrap gap-1 border-b border-slate-200 bg-slate-50 p-1"
      >
        {TOOLS.map(({ label, Icon, run, mirrored }, index) => {
          const pressed = active?.[index];
          return (
            <button
              key={label}
              type="button"
              title={label}
              aria-label={label}
              aria-pressed={TOOLS[index].active ? Boolean(pressed) : undefined}
              disabled={!editor}
              onClick={() => {
                if (!editor) return;
                if (run === 'link') toggleLink();
                else run(editor.chain().focus()).run();
              }}
              className={cn(
                'rounded-md p-1.5 text-slate-700 hover:bg-slate-200 disabled:opacity-50',
                pressed && 'bg-slate-200 text-slate-900',
              )}
            >
              <Icon className={cn('size-4', mirrored && 'rtl:-scale-x-100')} />
            </button>
          );
        })}
      </div>
      <EditorContent editor={editor} />
      {!editor && defaultValue ? (
        <HtmlContent dir="auto" className="prose prose-slate min-h-48 max-w-none px-3 py-2" html={defaultValue} />
      ) : null}
      <input type="hidden" name={name} value={html} />
    </div>
  );
}

/**
 * The editor as a form field: a label naming it (`${id}-label`; the editor is not a native input; `required` adds the
 * Label's asterisk), the editor, an optional description under it (`${id}-description`) and its error
 * (`${id}-error`); the editor names both as its description while they are shown.
 */
export function RichTextField({
  id,
  label,
  required = false,
  description,
  error,
  ...editor
}: {
  id: string;
  label: string;
  required?: boolean;
  description?: string;
  error?: string | null;
} & Omit<Parameters<typeof RichTextEditor>[0], 'labelId' | 'invalid' | 'describedBy'>) {
  const describedBy = [description ? `${id}-description` : null, error ? `${id}-error` : null].filter(Boolean);
  return (
    <div>
      <LabelText id={`${id}-label`} required={required}>
        {label}
      </LabelText>
      <RichTextEditor
        {...editor}
        labelId={`${id}-label`}
        invalid={Boolean(error)}
        describedBy={describedBy.length > 0 ? describedBy.join(' ') : undefined}
      />
      {description ? (
        <p id={`${id}-description`} className="mt-1 text-xs text-slate-600">
          {description}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
