import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { pageNonce } from "~/lib/nonce";
import { Bold, Heading2, Heading3, Italic, Link2, List, ListOrdered, Quote, Redo2, Undo2 } from "lucide-react";
import { richTextClass } from "~/components/ui/rich-text";
import type { ControlProps } from "./control-props";

/** The links the server keeps (server/lib/html.ts allowedSchemes): refused here already, with a word. */
// What the server's allow-list keeps: other sites, e-mail, phone, and this site's own pages
// (a path or an anchor), which the editor would otherwise drop when it loads a text.
const SAFE_LINK = /^(https?:\/\/\S+|mailto:\S+|tel:\+?[\d .-]+|\/(?!\/)\S*|#[\w-]+)$/i;

// Only what the allow-list keeps: no code, strike or rule the save would silently drop.
// Level 4 stays readable for content written elsewhere; the toolbar offers 2 and 3.
const extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    link: { openOnClick: false, autolink: true, defaultProtocol: "https", isAllowedUri: (url) => SAFE_LINK.test(url) },
  }),
];

type Props = {
  control: ControlProps;
  label: string;
  value: unknown;
  disabled: boolean;
  onChange: (html: string) => void;
};

/**
 * The drawer's rich-text field (TipTap). It sends the editor's HTML as the user edits, ""
 * when empty, and never on its own: a loaded record is shown as it is without a change, so
 * TipTap's rewriting of stored HTML never makes a record look edited. The server sanitizes
 * what is saved.
 */
export function RichTextEditor({ control, label, value, disabled, onChange }: Props) {
  const html = typeof value === "string" ? value : "";
  // What the editor last sent: any other value comes from outside (a record loaded, another row).
  const sent = useRef(html);
  const changed = useRef(onChange);
  changed.current = onChange;
  const [linkError, setLinkError] = useState("");

  const editor = useEditor({
    extensions,
    content: html,
    editable: !disabled,
    shouldRerenderOnTransaction: false,
    // TipTap's few base styles go in a <style>: the CSP wants the page's nonce on it.
    injectNonce: pageNonce(),
    editorProps: {
      // On the editable element itself: the label names it, a failed save focuses it.
      attributes: {
        id: control.id,
        role: "textbox",
        "aria-multiline": "true",
        "aria-label": label,
        "aria-invalid": String(control["aria-invalid"]),
        ...(control["aria-describedby"] && { "aria-describedby": control["aria-describedby"] }),
        ...(control["aria-required"] && { "aria-required": "true" }),
        ...(disabled && { "aria-readonly": "true" }),
        class: `min-h-40 rounded-b-md border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-red-600 ${richTextClass()}`,
      },
    },
    onUpdate: ({ editor }) => {
      // TipTap keeps an empty paragraph after a final list or quote, to type after it: not content.
      sent.current = editor.isEmpty ? "" : editor.getHTML().replace(/(<p><\/p>)+$/, "");
      changed.current(sent.current);
    },
  });

  useEffect(() => {
    if (!editor || html === sent.current) return;
    sent.current = html;
    // Neither an edit nor a step to undo: the record as it was loaded.
    editor.chain().setMeta("addToHistory", false).setContent(html, { emitUpdate: false }).run();
  }, [editor, html]);

  useEffect(() => {
    editor?.setEditable(!disabled, false);
  }, [editor, disabled]);

  function editLink() {
    if (!editor) return;
    const current = (editor.getAttributes("link").href as string | undefined) ?? "";
    const answer = window.prompt("Adresse du lien (https://…, mailto: ou tel:) ; vide pour retirer le lien", current);
    if (answer === null) return;
    const href = answer.trim();
    setLinkError("");
    if (!href) {
      editor.chain().focus().extendMarkRange("link").unsetLink().run();
    } else if (!SAFE_LINK.test(href)) {
      setLinkError("Lien refusé : seules les adresses https://, http://, mailto: et tel: sont acceptées.");
      editor.commands.focus();
    } else if (editor.state.selection.empty && !editor.isActive("link")) {
      // Nothing selected: the address becomes the link's text.
      editor
        .chain()
        .focus()
        .insertContent({ type: "text", text: href, marks: [{ type: "link", attrs: { href } }] })
        .run();
    } else {
      editor.chain().focus().extendMarkRange("link").setLink({ href }).run();
    }
  }

  return (
    <div>
      <Toolbar editor={editor} disabled={disabled} onLink={editLink} />
      <EditorContent editor={editor} />
      {linkError && (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {linkError}
        </p>
      )}
    </div>
  );
}

type Tool = { label: string; icon: ReactNode; active?: boolean; enabled?: boolean; run: () => void };

/** Where the caret is: which buttons show as pressed, whether there is anything to undo or redo. */
function useFormatState(editor: Editor | null) {
  return useEditorState({
    editor,
    selector: ({ editor }) =>
      editor && {
        h2: editor.isActive("heading", { level: 2 }),
        h3: editor.isActive("heading", { level: 3 }),
        bold: editor.isActive("bold"),
        italic: editor.isActive("italic"),
        bulletList: editor.isActive("bulletList"),
        orderedList: editor.isActive("orderedList"),
        link: editor.isActive("link"),
        blockquote: editor.isActive("blockquote"),
        canUndo: editor.can().undo(),
        canRedo: editor.can().redo(),
      },
  });
}

/** The toolbar's buttons, in order: what the server's allow-list keeps, nothing more. */
function formattingTools(editor: Editor | null, state: ReturnType<typeof useFormatState>, onLink: () => void): Tool[] {
  const chain = () => editor!.chain().focus();
  const icon = "size-4";
  return [
    {
      label: "Titre de niveau 2",
      icon: <Heading2 aria-hidden="true" className={icon} />,
      active: state?.h2,
      run: () => chain().toggleHeading({ level: 2 }).run(),
    },
    {
      label: "Titre de niveau 3",
      icon: <Heading3 aria-hidden="true" className={icon} />,
      active: state?.h3,
      run: () => chain().toggleHeading({ level: 3 }).run(),
    },
    { label: "Gras", icon: <Bold aria-hidden="true" className={icon} />, active: state?.bold, run: () => chain().toggleBold().run() },
    { label: "Italique", icon: <Italic aria-hidden="true" className={icon} />, active: state?.italic, run: () => chain().toggleItalic().run() },
    { label: "Liste à puces", icon: <List aria-hidden="true" className={icon} />, active: state?.bulletList, run: () => chain().toggleBulletList().run() },
    {
      label: "Liste numérotée",
      icon: <ListOrdered aria-hidden="true" className={icon} />,
      active: state?.orderedList,
      run: () => chain().toggleOrderedList().run(),
    },
    { label: "Lien", icon: <Link2 aria-hidden="true" className={icon} />, active: state?.link, run: onLink },
    { label: "Citation", icon: <Quote aria-hidden="true" className={icon} />, active: state?.blockquote, run: () => chain().toggleBlockquote().run() },
    { label: "Annuler", icon: <Undo2 aria-hidden="true" className={icon} />, enabled: state?.canUndo, run: () => chain().undo().run() },
    { label: "Rétablir", icon: <Redo2 aria-hidden="true" className={icon} />, enabled: state?.canRedo, run: () => chain().redo().run() },
  ];
}

/** The arrows, Home and End move the focus along the buttons, skipping the disabled ones. */
function moveFocus(event: KeyboardEvent, buttons: (HTMLButtonElement | null)[], current: number) {
  const steps: Record<string, [from: number, step: number]> = {
    ArrowRight: [current + 1, 1],
    ArrowLeft: [current - 1, -1],
    Home: [0, 1],
    End: [buttons.length - 1, -1],
  };
  if (!(event.key in steps)) return;
  event.preventDefault();
  // Disabled buttons (nothing to undo yet) cannot take the focus: the next one does.
  const [from, step] = steps[event.key];
  for (let tries = 0, next = from; tries < buttons.length; tries++, next += step) {
    const button = buttons[(next + buttons.length) % buttons.length];
    if (button && !button.disabled) return button.focus();
  }
}

/**
 * One tab stop, the arrow keys move between the buttons (WAI-ARIA toolbar). Two rows of
 * small buttons at most: it fits the 390 px drawer of a phone without scrolling sideways.
 */
function Toolbar({ editor, disabled, onLink }: { editor: Editor | null; disabled: boolean; onLink: () => void }) {
  const tools = formattingTools(editor, useFormatState(editor), onLink);
  const [current, setCurrent] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const usable = (tool: Tool) => Boolean(editor) && !disabled && tool.enabled !== false;
  // The tab stop stays on a button that can take the focus (Rétablir goes grey after use).
  const stop = usable(tools[current]) ? current : tools.findIndex(usable);

  return (
    <div
      role="toolbar"
      aria-label="Mise en forme"
      aria-disabled={disabled || undefined}
      onKeyDown={(event) => moveFocus(event, buttons.current, current)}
      className="flex flex-wrap gap-0.5 rounded-t-md border border-b-0 border-slate-300 bg-slate-50 p-1"
    >
      {tools.map((tool, index) => (
        <button
          key={tool.label}
          ref={(element) => {
            buttons.current[index] = element;
          }}
          type="button"
          aria-label={tool.label}
          title={tool.label}
          aria-pressed={tool.active === undefined ? undefined : tool.active}
          tabIndex={index === stop ? 0 : -1}
          disabled={!usable(tool)}
          // Keeps the text selected in the editor while the button is pressed.
          onMouseDown={(event) => event.preventDefault()}
          onFocus={() => setCurrent(index)}
          onClick={tool.run}
          className="flex size-8 items-center justify-center rounded text-slate-700 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-40 aria-pressed:bg-brand-100 aria-pressed:text-brand-900"
        >
          {tool.icon}
        </button>
      ))}
    </div>
  );
}
