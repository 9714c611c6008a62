import { Marked } from "marked";
import sanitizeHtml from "sanitize-html";

// GitHub-flavoured Markdown, no raw-HTML passthrough trusted: whatever the file holds, the page gets only these tags.
const marked = new Marked({ gfm: true, async: false });

const ALLOWED_TAGS = [
  "h2",
  "h3",
  "h4",
  "p",
  "ul",
  "ol",
  "li",
  "strong",
  "em",
  "blockquote",
  "a",
  "code",
  "pre",
  "hr",
  "br",
  "table",
  "thead",
  "tbody",
  "tr",
  "th",
  "td",
];

/** Markdown from `content/` as HTML safe to put in a page: scripts, event handlers and unknown tags are removed. */
export function markdownToSafeHtml(markdown: string): string {
  const html = marked.parse(markdown) as string;
  return sanitizeHtml(html, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: { a: ["href", "title", "target", "rel"], th: ["align"], td: ["align"], table: ["tabindex"] },
    allowedSchemes: ["http", "https", "mailto"],
    transformTags: {
      // A wide table scrolls sideways on a phone; keyboard users reach that scroll by focusing it.
      table: (tagName) => ({ tagName, attribs: { tabindex: "0" } }),
      // Links to other sites open safely; links inside the site stay as they are.
      a: (tagName, attribs) =>
        /^https?:\/\//.test(attribs.href ?? "")
          ? { tagName, attribs: { ...attribs, target: "_blank", rel: "noopener noreferrer" } }
          : { tagName, attribs },
    },
  });
}

/** Words of Markdown as read: markup and link targets do not count. */
export function countWords(markdown: string): number {
  const text = markdown.replace(/\]\([^)]*\)/g, "]").replace(/[#>*_`[\]|-]/g, " ");
  return text.split(/\s+/).filter((word) => /\w/.test(word)).length;
}

export type MarkdownSection = { heading: string | null; text: string };

/**
 * The Markdown as plain-text sections, one per heading (the text before the first heading has none): what the
 * support chat searches and quotes, so an answer points at the part of an article that says it.
 */
export function markdownSections(markdown: string): MarkdownSection[] {
  const sections: MarkdownSection[] = [{ heading: null, text: "" }];
  for (const token of marked.lexer(markdown)) {
    if (token.type === "heading") sections.push({ heading: plainText(token.text), text: "" });
    else if (token.type !== "space" && token.type !== "hr" && token.type !== "code")
      sections.at(-1)!.text += `${plainText(token.raw)}\n`;
  }
  return sections
    .map((section) => ({ ...section, text: section.text.trim() }))
    .filter((section) => section.text.length > 0);
}

/** Inline Markdown as the words a reader sees: links keep their text, emphasis and list markers go. */
function plainText(markdown: string): string {
  return markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, "")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/^\s{0,3}(?:[-*+]|\d+[.)]|>)\s+/gm, "")
    .replace(/[*_`]+/g, "")
    .replace(/[ \t]+/g, " ")
    .trim();
}
