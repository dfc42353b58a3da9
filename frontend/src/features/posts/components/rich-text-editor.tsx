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
  Redo2,
  Undo2,
  type LucideIcon,
} from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { isSafeHref } from '../lib/safe-link';

type RichTextEditorProps = {
  /** The HTML the editor starts with (remount with a `key` to load another post). */
  initialHtml: string;
  onChange: (html: string) => void;
  label: string;
  className?: string;
};

/** The editor's extensions: StarterKit 3 (its link only to http, https and mailto). */
const extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      protocols: ['http', 'https', 'mailto'],
      // TipTap's link once let javascript: through (CVE-2023-45908): our own check as well.
      isAllowedUri: (url) => isSafeHref(url),
      shouldAutoLink: (url) => isSafeHref(url.includes(':') ? url : `https://${url}`),
      HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: null },
    },
  }),
];

type Tool = {
  label: string;
  icon: LucideIcon;
  run: (editor: Editor) => void;
  active?: (editor: Editor) => boolean;
};

const TOOLS: Tool[] = [
  {
    label: 'Bold',
    icon: Bold,
    run: (e) => e.chain().focus().toggleBold().run(),
    active: (e) => e.isActive('bold'),
  },
  {
    label: 'Italic',
    icon: Italic,
    run: (e) => e.chain().focus().toggleItalic().run(),
    active: (e) => e.isActive('italic'),
  },
  {
    label: 'Heading',
    icon: Heading2,
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
    active: (e) => e.isActive('heading', { level: 2 }),
  },
  {
    label: 'Subheading',
    icon: Heading3,
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
    active: (e) => e.isActive('heading', { level: 3 }),
  },
  {
    label: 'Bulleted list',
    icon: List,
    run: (e) => e.chain().focus().toggleBulletList().run(),
    active: (e) => e.isActive('bulletList'),
  },
  {
    label: 'Numbered list',
    icon: ListOrdered,
    run: (e) => e.chain().focus().toggleOrderedList().run(),
    active: (e) => e.isActive('orderedList'),
  },
  { label: 'Undo', icon: Undo2, run: (e) => e.chain().focus().undo().run() },
  { label: 'Redo', icon: Redo2, run: (e) => e.chain().focus().redo().run() },
];

/**
 * The post body's editor: TipTap 3 with a small toolbar (bold, italic, headings, lists, link,
 * undo). What it produces is only a draft: the server sanitises the body before storing it.
 */
export function RichTextEditor({ initialHtml, onChange, label, className }: RichTextEditorProps) {
  const labelId = useId();
  const editor = useEditor({
    extensions,
    content: initialHtml,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        class: 'post-body min-h-48 rounded-b-md border border-t-0 px-3 py-2 focus:outline-none',
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) =>
      Object.fromEntries(TOOLS.map((tool) => [tool.label, tool.active?.(e) ?? false])),
  });
  const [linkOpen, setLinkOpen] = useState(false);
  const [href, setHref] = useState('');
  const [linkError, setLinkError] = useState<string | null>(null);

  const openLink = () => {
    setHref((editor.getAttributes('link').href as string | undefined) ?? '');
    setLinkError(null);
    setLinkOpen(true);
  };
  const applyLink = () => {
    const value = href.trim();
    if (value === '') {
      editor.chain().focus().extendMarkRange('link').unsetLink().run();
      setLinkOpen(false);
      return;
    }
    if (!isSafeHref(value)) {
      setLinkError('Links must start with http://, https:// or mailto:');
      return;
    }
    editor.chain().focus().extendMarkRange('link').setLink({ href: value }).run();
    setLinkOpen(false);
  };

  return (
    <div className={cn('grid', className)}>
      <span id={labelId} className="mb-1.5 text-sm font-medium">
        {label}
      </span>
      <div
        role="toolbar"
        aria-label={`${label} formatting`}
        className="flex flex-wrap gap-1 rounded-t-md border bg-muted/40 p-1"
      >
        {TOOLS.map((tool) => (
          <Button
            key={tool.label}
            type="button"
            size="icon"
            variant={active?.[tool.label] ? 'secondary' : 'ghost'}
            aria-label={tool.label}
            aria-pressed={tool.active ? Boolean(active?.[tool.label]) : undefined}
            title={tool.label}
            onClick={() => tool.run(editor)}
          >
            <tool.icon aria-hidden="true" />
          </Button>
        ))}
        <Button
          type="button"
          size="icon"
          variant={editor.isActive('link') ? 'secondary' : 'ghost'}
          aria-label="Link"
          aria-expanded={linkOpen}
          title="Link"
          onClick={openLink}
        >
          <Link2 aria-hidden="true" />
        </Button>
      </div>
      {linkOpen && (
        // A group, not a form: the editor sits inside the post's own form.
        <div
          role="group"
          className="flex flex-wrap items-start gap-2 border border-t-0 bg-muted/20 p-2"
          aria-label="Link"
        >
          <div className="grid min-w-0 flex-1 gap-1">
            <Input
              aria-label="Link address"
              placeholder="https://… or mailto:…"
              value={href}
              onChange={(event) => setHref(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  applyLink();
                } else if (event.key === 'Escape') setLinkOpen(false);
              }}
              aria-invalid={linkError ? true : undefined}
              autoFocus
            />
            {linkError && (
              <p role="alert" className="text-sm text-destructive">
                {linkError}
              </p>
            )}
          </div>
          <Button type="button" size="sm" onClick={applyLink}>
            Apply link
          </Button>
          <Button type="button" size="sm" variant="ghost" onClick={() => setLinkOpen(false)}>
            Cancel
          </Button>
        </div>
      )}
      <EditorContent editor={editor} />
    </div>
  );
}
