import { Marked } from "marked";
import sanitizeHtml from "sanitize-html";

// GitHub-flavoured Markdown, no raw-HTML passthrough trusted: whatever the file holds, the page gets only these tags.
const marked = new Marked({ gfm: true, async: false });

const ALLOWED_TAGS = ["h2", "h3", "h4", "p", "ul", "ol", "li", "strong", "em", "blockquote", "a", "code", "pre", "hr", "br", "table", "thead", "tbody", "tr", "th", "td"];

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
