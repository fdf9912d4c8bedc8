import "react-quill-new/dist/quill.snow.css";
import "./rich-text-editor.css";
import { type MutableRefObject, useEffect, useMemo, useRef } from "react";
import ReactQuill, { Quill } from "react-quill-new";

/**
 * The rich-text editor (Quill 2, snow theme). Import it only through `React.lazy` so Quill stays out
 * of the first pages (the login page never loads it). What it writes is sanitized again by the server.
 */

// Spec 2 §2.2: link addresses only http, https, mailto and tel.
const Link = Quill.import("formats/link") as { PROTOCOL_WHITELIST: string[] };
Link.PROTOCOL_WHITELIST = ["http", "https", "mailto", "tel"];

/** Every format a body may hold (spec 2 §2.2). */
export const EDITOR_FORMATS = [
  "bold",
  "italic",
  "underline",
  "strike",
  "link",
  "header",
  "list",
  "indent",
  "align",
  "direction",
  "color",
  "background",
  "font",
  "size",
  "script",
  "blockquote",
  "code",
  "code-block",
  "image",
  "video",
  "formula",
  "table",
];

const TOOLBARS = {
  /** Templates: headings 1–3, bold, italic, underline, strike, lists, indent, alignment, link, image, clear. */
  full: [
    [{ header: [1, 2, 3, false] }],
    ["bold", "italic", "underline", "strike"],
    [{ list: "ordered" }, { list: "bullet" }],
    [{ indent: "-1" }, { indent: "+1" }],
    [{ align: [] }],
    ["link", "image"],
    ["clean"],
  ],
  /** Header/footer: headings 1–3, bold, italic, underline, lists, alignment, link, clear. */
  compact: [
    [{ header: [1, 2, 3, false] }],
    ["bold", "italic", "underline"],
    [{ list: "ordered" }, { list: "bullet" }],
    [{ align: [] }],
    ["link"],
    ["clean"],
  ],
};

const BUTTON_LABELS: Record<string, string> = {
  bold: "Negrito",
  italic: "Itálico",
  underline: "Sublinhado",
  strike: "Tachado",
  "list:ordered": "Lista numerada",
  "list:bullet": "Lista com marcadores",
  "indent:-1": "Diminuir recuo",
  "indent:+1": "Aumentar recuo",
  link: "Inserir link",
  image: "Inserir imagem",
  clean: "Limpar formatação",
  header: "Nível do título",
  align: "Alinhamento",
};

/** Quill's toolbar controls have no accessible names: give each one its Portuguese name. */
function labelToolbar(container: Element | null) {
  if (!container) return;
  for (const el of container.querySelectorAll("button")) {
    const format = [...el.classList].find((c) => c.startsWith("ql-"))?.slice(3) ?? "";
    const value = el.getAttribute("value");
    const label = BUTTON_LABELS[value ? `${format}:${value}` : format] ?? BUTTON_LABELS[format];
    if (label) el.setAttribute("aria-label", label);
  }
  for (const picker of container.querySelectorAll(".ql-picker")) {
    const format = [...picker.classList].find((c) => c.startsWith("ql-") && c !== "ql-picker")?.slice(3) ?? "";
    picker.querySelector(".ql-picker-label")?.setAttribute("aria-label", BUTTON_LABELS[format] ?? format);
  }
}

export interface RichTextEditorProps {
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  /** Accessible name of the editing area. */
  label: string;
  toolbar?: keyof typeof TOOLBARS;
  placeholder?: string;
  invalid?: boolean;
  /** id of the error message, linked to the editing area. */
  describedBy?: string;
  minHeight?: number;
  /**
   * Set by the editor: inserts HTML where the cursor was last (at the end when it never was in the
   * text). A dialog takes the focus away, so the last place is remembered, not read at insert time.
   */
  insertRef?: MutableRefObject<((html: string) => void) | null>;
}

export default function RichTextEditor({
  value,
  onChange,
  onBlur,
  label,
  toolbar = "full",
  placeholder,
  invalid,
  describedBy,
  minHeight = 240,
  insertRef,
}: RichTextEditorProps) {
  const ref = useRef<ReactQuill>(null);
  const lastIndex = useRef<number | null>(null);
  const modules = useMemo(
    () => ({
      toolbar: TOOLBARS[toolbar],
      // Spec 2 §2.2: changes within 1 s merge; at most 100 undo steps.
      history: { delay: 1000, maxStack: 100, userOnly: true },
      // Pasted or dropped images are embedded inline (png, gif, jpeg, bmp, icon).
      uploader: { mimetypes: ["image/png", "image/gif", "image/jpeg", "image/bmp", "image/x-icon"] },
      // Tables (issue 24: a list block may repeat a table row); only template bodies offer them.
      table: toolbar === "full",
    }),
    [toolbar],
  );

  useEffect(() => {
    const editor = ref.current?.getEditor();
    if (!editor) return;
    const root = editor.root;
    root.setAttribute("aria-label", label);
    root.setAttribute("aria-multiline", "true");
    root.setAttribute("role", "textbox");
    if (invalid) root.setAttribute("aria-invalid", "true");
    else root.removeAttribute("aria-invalid");
    if (describedBy) root.setAttribute("aria-describedby", describedBy);
    else root.removeAttribute("aria-describedby");
    const toolbarModule = editor.getModule("toolbar") as { container?: Element } | undefined;
    labelToolbar(toolbarModule?.container ?? null);
  }, [label, invalid, describedBy]);

  useEffect(() => {
    const editor = ref.current?.getEditor();
    if (!editor || !insertRef) return;
    // "editor-change" also carries the silent selection moves of typing ("selection-change" does not).
    const remember = (event: string, range: unknown) => {
      const r = range as { index: number; length: number } | null;
      if (event === "selection-change" && r) lastIndex.current = r.index + r.length;
    };
    editor.on("editor-change", remember);
    insertRef.current = (html) => {
      let at = Math.min(lastIndex.current ?? editor.getLength() - 1, editor.getLength() - 1);
      // The block gets lines of its own: a marker must stand alone, and pasted blocks merge into the line they start on.
      if (at > 0 && editor.getText(at - 1, 1) !== "\n") {
        editor.insertText(at, "\n", "user");
        at += 1;
      }
      if (editor.getText(at, 1) !== "\n") editor.insertText(at, "\n", "user");
      const before = editor.getLength();
      editor.clipboard.dangerouslyPasteHTML(at, html, "user");
      lastIndex.current = at + editor.getLength() - before;
      editor.setSelection(lastIndex.current, 0, "silent");
    };
    return () => {
      editor.off("editor-change", remember);
      insertRef.current = null;
    };
  }, [insertRef]);

  return (
    <div
      className={`minuta-editor rounded-md bg-white ${invalid ? "ring-2 ring-red-600" : ""}`}
      style={{ ["--editor-min-height" as string]: `${minHeight}px` }}
    >
      <ReactQuill
        ref={ref}
        theme="snow"
        value={value}
        onChange={(html) => {
          if (html !== value) onChange(html);
        }}
        onBlur={onBlur}
        modules={modules}
        formats={EDITOR_FORMATS}
        placeholder={placeholder}
      />
    </div>
  );
}
