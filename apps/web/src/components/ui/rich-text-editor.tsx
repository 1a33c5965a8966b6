import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import LinkIcon from '@mui/icons-material/Link';
import RedoIcon from '@mui/icons-material/Redo';
import UndoIcon from '@mui/icons-material/Undo';
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import type { Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTranslation } from 'react-i18next';
import { richTextLength } from '@atalaya/contract/common/rich-text.schemas';
import { isSafeLink, LinkDialog, ToolbarButton } from './rich-text-controls.tsx';

export type RichTextEditorProps = {
  /** The content as HTML ('' when empty). */
  value: string;
  /** Called with the new HTML on every change ('' once the editor is emptied). */
  onChange: (html: string) => void;
  /**
   * Most characters of text the server accepts (richTextLength: what the person typed, not the
   * HTML around it): the counter shows that count and turns red above it.
   */
  maxLength: number;
  /** Visible label; also names the editable area (aria-labelledby). */
  label: string;
  error?: boolean;
  helperText?: ReactNode;
  /**
   * Asks the caller for an image (e.g. picked from the gallery) and answers its URL, or null when
   * cancelled. When given, the toolbar shows "Insertar imagen".
   */
  onRequestImage?: () => Promise<string | null>;
  disabled?: boolean;
};

const editorExtensions = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      isAllowedUri: (url) => isSafeLink(url),
      HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: null },
    },
  }),
  Image.configure({ inline: false, allowBase64: false }),
];

/**
 * The editor's content as the API stores it: '' for an empty document, and without the empty
 * paragraph the editor keeps at the end (so the cursor can leave a list or an image).
 */
function htmlOf(editor: Editor): string {
  return editor.isEmpty ? '' : editor.getHTML().replace(/(?:<p><\/p>)+$/, '');
}

export function RichTextEditor({
  value,
  onChange,
  maxLength,
  label,
  error = false,
  helperText,
  onRequestImage,
  disabled = false,
}: RichTextEditorProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const counterId = useId();
  const helperId = useId();
  const onChangeRef = useRef(onChange);
  const lastHtml = useRef(value);
  /**
   * What the editor has sent up since the form last caught up with it. A form may render once more
   * with one of these (a value from a keystroke ago) before the newest arrives: that is an echo, not
   * a change from outside, and writing it back would drop what was typed since.
   */
  const sentSinceCaughtUp = useRef<string[]>([]);
  const [linkDialog, setLinkDialog] = useState<{ href: string; hasLink: boolean } | null>(null);
  const length = richTextLength(value);
  const isOver = length > maxLength;

  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  const editor = useEditor({
    extensions: editorExtensions,
    content: value,
    editable: !disabled,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    // Applied again on every render (useEditor updates its options), so the state stays current.
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        'aria-describedby': `${counterId} ${helperId}`,
        'aria-invalid': error || isOver ? 'true' : 'false',
        'aria-disabled': disabled ? 'true' : 'false',
        'data-testid': 'rich-text-editable',
      },
    },
    onUpdate: ({ editor: current }) => {
      const html = htmlOf(current);
      // Transactions that leave the HTML as it was (e.g. the trailing paragraph) change nothing.
      if (html !== lastHtml.current) {
        lastHtml.current = html;
        sentSinceCaughtUp.current.push(html);
        onChangeRef.current(html);
      }
    },
  });

  // A value set from outside (another record loaded, a reset) replaces the content; an echo of what
  // the editor itself sent does not.
  useEffect(() => {
    if (value === lastHtml.current) {
      sentSinceCaughtUp.current = [];
    } else if (!sentSinceCaughtUp.current.includes(value)) {
      sentSinceCaughtUp.current = [];
      lastHtml.current = value;
      editor.commands.setContent(value, { emitUpdate: false });
    }
  }, [editor, value]);

  useEffect(() => {
    editor.setEditable(!disabled, false);
  }, [editor, disabled]);

  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      link: current.isActive('link'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });

  function openLinkDialog() {
    const href: unknown = editor.getAttributes('link').href;
    setLinkDialog({ href: typeof href === 'string' ? href : 'https://', hasLink: state.link });
  }

  async function insertImage() {
    if (!onRequestImage) {
      return;
    }
    const src = await onRequestImage();
    if (src) {
      editor.chain().focus().setImage({ src, alt: '' }).run();
    }
  }

  // Tab and Shift+Tab move the focus out of the editor instead of indenting list items.
  function onKeyDownCapture(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Tab') {
      event.stopPropagation();
    }
  }

  const borderColor = error || isOver ? 'error.main' : 'divider';

  return (
    <Box data-testid="rich-text-editor">
      <Typography
        id={labelId}
        component="div"
        variant="body2"
        color={error || isOver ? 'error' : 'text.secondary'}
        sx={{ mb: 0.5, cursor: disabled ? 'default' : 'pointer' }}
        onClick={() => {
          if (!disabled) {
            editor.commands.focus();
          }
        }}
      >
        {label}
      </Typography>
      <Box
        sx={{
          border: 1,
          borderColor,
          borderRadius: 1,
          bgcolor: disabled ? 'action.disabledBackground' : 'background.paper',
          '&:focus-within': { borderColor: error || isOver ? 'error.main' : 'primary.main', boxShadow: 1 },
        }}
      >
        <Box
          role="toolbar"
          aria-label={t('richText.toolbar', { label })}
          sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5, p: 0.5 }}
        >
          <ToolbarButton
            label={t('richText.bold')}
            icon={<FormatBoldIcon fontSize="small" aria-hidden="true" />}
            pressed={state.bold}
            disabled={disabled}
            onClick={() => editor.chain().focus().toggleBold().run()}
          />
          <ToolbarButton
            label={t('richText.italic')}
            icon={<FormatItalicIcon fontSize="small" aria-hidden="true" />}
            pressed={state.italic}
            disabled={disabled}
            onClick={() => editor.chain().focus().toggleItalic().run()}
          />
          <ToolbarButton
            label={t('richText.bulletList')}
            icon={<FormatListBulletedIcon fontSize="small" aria-hidden="true" />}
            pressed={state.bulletList}
            disabled={disabled}
            onClick={() => editor.chain().focus().toggleBulletList().run()}
          />
          <ToolbarButton
            label={t('richText.orderedList')}
            icon={<FormatListNumberedIcon fontSize="small" aria-hidden="true" />}
            pressed={state.orderedList}
            disabled={disabled}
            onClick={() => editor.chain().focus().toggleOrderedList().run()}
          />
          <ToolbarButton
            label={t('richText.link')}
            icon={<LinkIcon fontSize="small" aria-hidden="true" />}
            pressed={state.link}
            disabled={disabled}
            onClick={openLinkDialog}
          />
          {onRequestImage ? (
            <ToolbarButton
              label={t('richText.image')}
              icon={<ImageOutlinedIcon fontSize="small" aria-hidden="true" />}
              disabled={disabled}
              onClick={() => {
                void insertImage();
              }}
            />
          ) : null}
          <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
          <ToolbarButton
            label={t('richText.undo')}
            icon={<UndoIcon fontSize="small" aria-hidden="true" />}
            disabled={disabled || !state.canUndo}
            onClick={() => editor.chain().focus().undo().run()}
          />
          <ToolbarButton
            label={t('richText.redo')}
            icon={<RedoIcon fontSize="small" aria-hidden="true" />}
            disabled={disabled || !state.canRedo}
            onClick={() => editor.chain().focus().redo().run()}
          />
        </Box>
        <Divider />
        <Box
          onKeyDownCapture={onKeyDownCapture}
          sx={{
            '& .tiptap': {
              minHeight: 180,
              maxHeight: 420,
              overflowY: 'auto',
              px: 1.5,
              py: 1,
              outline: 'none',
              overflowWrap: 'anywhere',
            },
            '& .tiptap p': { my: 0.75 },
            '& .tiptap img': { maxWidth: '100%', height: 'auto' },
            '& .tiptap a': { color: 'primary.main' },
            '& .tiptap img.ProseMirror-selectednode': { outline: 2, outlineColor: 'primary.main' },
          }}
        >
          <EditorContent editor={editor} />
        </Box>
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, mx: 1.75, mt: 0.5 }}>
        <FormHelperText id={helperId} error={error || isOver} sx={{ m: 0 }}>
          {isOver ? t('richText.tooLong', { count: maxLength }) : helperText}
        </FormHelperText>
        <FormHelperText
          id={counterId}
          error={isOver}
          sx={{ m: 0, flexShrink: 0, fontWeight: isOver ? 700 : undefined }}
          data-testid="rich-text-counter"
        >
          {length} / {maxLength}
        </FormHelperText>
      </Box>
      {linkDialog ? (
        <LinkDialog
          open
          initialHref={linkDialog.href}
          hasLink={linkDialog.hasLink}
          onClose={() => {
            setLinkDialog(null);
            editor.commands.focus();
          }}
          onRemove={() => {
            setLinkDialog(null);
            editor.chain().focus().extendMarkRange('link').unsetLink().run();
          }}
          onApply={(href) => {
            setLinkDialog(null);
            const chain = editor.chain().focus().extendMarkRange('link');
            if (editor.state.selection.empty && !state.link) {
              chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
            } else {
              chain.setLink({ href }).run();
            }
          }}
        />
      ) : null}
    </Box>
  );
}
