import { z } from "zod";
import { renderMessage } from "./messages";

const required = (missing: string, max: number, tooLong: string) =>
  z.string({ error: missing }).trim().min(1, missing).max(max, tooLong);

/** An email address someone leaves to be written back to: the Contact Us form's and the newsletter's. */
export const replyEmailSchema = z
  .string({ error: renderMessage("email_missing") })
  .trim()
  .toLowerCase()
  .email(renderMessage("email_invalid"))
  .max(254);

/** `POST /api/support/requests`: the Contact Us form, stored for the support team. */
export const supportRequestSchema = z.object({
  name: required(renderMessage("name_missing"), 100, renderMessage("name_too_long", { max: 100 })),
  email: replyEmailSchema,
  subject: required(renderMessage("subject_missing"), 200, renderMessage("subject_too_long", { max: 200 })),
  message: required(renderMessage("message_missing"), 5000, renderMessage("message_too_long", { max: 5000 })),
});
export type SupportRequest = z.input<typeof supportRequestSchema>;
export const supportRequestResponseSchema = z.object({ id: z.number().int(), message: z.string() });

export const LEGAL_PAGES = ["terms", "privacy", "cookies"] as const;
export type LegalPage = (typeof LEGAL_PAGES)[number];
/** `GET /api/legal/{terms|privacy|cookies}`: the page's text as sanitised HTML. */
export const legalPageSchema = z.object({ title: z.string(), updated: z.string(), html: z.string() });

/** `GET /api/content/faq`: the Support page's questions. */
export const faqSchema = z.array(z.object({ question: z.string(), answer: z.string() }));
/** `GET /api/content/about`: the About page's copy. */
const titled = z.object({ title: z.string(), description: z.string() });
export const aboutSchema = z.object({ mission: z.string(), howItWorks: z.array(titled), features: z.array(titled) });
