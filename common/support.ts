import { z } from "zod";

const required = (message: string, max: number, tooLong: string) => z.string({ error: message }).trim().min(1, message).max(max, tooLong);

/** `POST /api/support/requests`: the Contact Us form, stored for the support team. */
export const supportRequestSchema = z.object({
  name: required("Please enter your name.", 100, "Keep your name to 100 characters or fewer."),
  email: z.string({ error: "Please enter your email address." }).trim().toLowerCase().email("Please enter a valid email address.").max(254),
  subject: required("Please enter a subject.", 200, "Keep the subject to 200 characters or fewer."),
  message: required("Please enter a message.", 5000, "Keep the message to 5000 characters or fewer."),
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
