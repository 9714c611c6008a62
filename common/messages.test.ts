import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { enhanceStoryRequestSchema, generateHashtagsRequestSchema, verifyFactsRequestSchema } from "./ai-tools";
import { loginSchema, registerFormSchema, registerSchema } from "./auth";
import { createCommentSchema } from "./comments";
import { communityPostsQuerySchema, createPostSchema } from "./community";
import {
  createPaymentIntentSchema,
  fulfilPaymentSchema,
  paypalOrderSchema,
  testPaymentConfirmSchema,
} from "./credit-packages";
import {
  englishOf,
  errorAnswer,
  MESSAGES,
  type MessageCode,
  type MessageParams,
  readMessage,
  renderMessage,
} from "./messages";
import { articleListQuerySchema, newsletterRequestSchema } from "./resources";
import { supportRequestSchema } from "./support";
import { videoOptionsSchema } from "./video-options";
import { createVideoRequestSchema } from "./videos";

const CODES = Object.keys(MESSAGES) as MessageCode[];
const placeholdersOf = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]!);

/** Each form of a code's message with values for its placeholders (a distinct word each, so a mix-up shows). */
function samples(code: MessageCode): MessageParams[] {
  const template = MESSAGES[code];
  const forms =
    typeof template === "string"
      ? [{ text: template, count: 2 }]
      : [
          { text: template.one, count: 1 },
          { text: template.other, count: 5 },
        ];
  return forms.map(({ text, count }) =>
    Object.fromEntries(placeholdersOf(text).map((name) => [name, name === "count" ? count : `${name}-value`])),
  );
}

describe("the message registry", () => {
  it.each(CODES)("reads %s's English back to its code and values", (code) => {
    for (const params of samples(code)) {
      const text = englishOf({ code, params });
      expect(text).not.toMatch(/\{\{/);
      expect(readMessage(text)).toEqual(Object.keys(params).length > 0 ? { code, params } : { code });
    }
  });

  it("has no two codes with the same English, so a text says which code it is", () => {
    const texts = CODES.flatMap((code) => samples(code).map((params) => englishOf({ code, params })));
    expect(new Set(texts).size).toBe(texts.length);
  });

  it("fills placeholders and picks a counted message's form by its count", () => {
    expect(renderMessage("story_too_long", { max: 1000 })).toBe(
      "Your story is too long: keep it to 1000 characters or fewer.",
    );
    expect(renderMessage("too_many_logins", { count: 1 })).toBe(
      "Too many failed login attempts. Please wait 1 minute and try again.",
    );
    expect(renderMessage("too_many_logins", { count: 15 })).toBe(
      "Too many failed login attempts. Please wait 15 minutes and try again.",
    );
    expect(readMessage("Too many failed login attempts. Please wait 15 minutes and try again.")).toEqual({
      code: "too_many_logins",
      params: { count: 15 },
    });
  });

  it("reads a message inside another as the outer one, its inner text a value (translated on its own by the client)", () => {
    const reason = renderMessage("story_too_long", { max: 1000 });
    expect(readMessage(renderMessage("video_failed_input", { reason }))).toEqual({
      code: "video_failed_input",
      params: { reason },
    });
  });

  it("answers an error with the code of known English, and `unknown` for words it does not know", () => {
    expect(errorAnswer({ code: "title_too_long", params: { max: 120 } })).toEqual({
      message: "Keep the title to 120 characters or fewer.",
      code: "title_too_long",
      params: { max: 120 },
    });
    expect(errorAnswer("Please write a comment.")).toEqual({
      message: "Please write a comment.",
      code: "comment_missing",
    });
    expect(errorAnswer("Route GET:/nope not found")).toEqual({ message: "Route GET:/nope not found", code: "unknown" });
    expect(readMessage("Keep the title short.")).toBeUndefined();
  });
});

/** Every field's first message when `input` is refused, read back to its code. */
function refusalCodes(schema: z.ZodType, input: unknown): Record<string, MessageCode | "not a registry message"> {
  const parsed = schema.safeParse(input);
  if (parsed.success) throw new Error(`accepted ${JSON.stringify(input)}`);
  const out: Record<string, MessageCode | "not a registry message"> = {};
  for (const issue of parsed.error.issues)
    out[issue.path.join(".") || "body"] ??= readMessage(issue.message)?.code ?? "not a registry message";
  return out;
}

const long = (length: number) => "x".repeat(length + 1);
const story = "My grandmother taught me to bake bread.";

describe("the shared schemas' messages", () => {
  it.each<[string, z.ZodType, unknown, Record<string, MessageCode>]>([
    ["login, empty", loginSchema, {}, { username: "required", password: "required" }],
    [
      "login, an email-length name",
      loginSchema,
      { username: long(254), password: "secret1" },
      { username: "username_too_long" },
    ],
    [
      "register, an email too long",
      registerSchema,
      { username: "maya", email: `${long(250)}@example.com`, password: "secret1" },
      { email: "account_email_invalid" },
    ],
    [
      "login, short",
      loginSchema,
      { username: "ab", password: "12345" },
      { username: "username_too_short", password: "password_too_short" },
    ],
    [
      "register",
      registerSchema,
      { username: "a b", email: "nope", password: long(128) },
      { username: "username_characters", email: "account_email_invalid", password: "password_too_long" },
    ],
    [
      "register, long name",
      registerSchema,
      { username: long(32), email: "a@example.com", password: "secret1" },
      { username: "username_too_long" },
    ],
    [
      "register form",
      registerFormSchema,
      { username: "sam", email: "sam@example.com", password: "secret1", confirmPassword: "secret2" },
      { confirmPassword: "passwords_do_not_match" },
    ],
    ["comment, empty", createCommentSchema, { content: " " }, { content: "comment_missing" }],
    ["comment, long", createCommentSchema, { content: long(1000) }, { content: "comment_too_long" }],
    ["post, empty", createPostSchema, {}, { title: "post_fields_missing", content: "post_fields_missing" }],
    [
      "post, long",
      createPostSchema,
      { title: long(120), content: long(5000) },
      { title: "title_too_long", content: "post_too_long" },
    ],
    [
      "community query",
      communityPostsQuerySchema,
      { search: long(200), video: "some", sort: "oldest", page: "0", topic: "two words" },
      {
        search: "search_too_long",
        video: "video_filter_invalid",
        sort: "sort_invalid",
        page: "page_number_invalid",
        topic: "topic_invalid",
      },
    ],
    ["payment intent", createPaymentIntentSchema, { packageId: "gold" }, { packageId: "package_invalid" }],
    [
      "test card, missing",
      testPaymentConfirmSchema,
      {},
      {
        clientSecret: "payment_reference_missing",
        cardNumber: "card_number_missing",
        expiry: "card_expiry_missing",
        cvc: "card_cvc_missing",
      },
    ],
    [
      "test card, too long",
      testPaymentConfirmSchema,
      { clientSecret: "", cardNumber: long(40), expiry: long(10), cvc: long(10), name: long(100) },
      {
        clientSecret: "payment_reference_missing",
        cardNumber: "card_number_invalid",
        expiry: "card_expiry_invalid",
        cvc: "card_cvc_invalid",
        name: "card_name_too_long",
      },
    ],
    ["fulfil, missing", fulfilPaymentSchema, {}, { paymentIntentId: "payment_reference_missing" }],
    [
      "fulfil, wrong",
      fulfilPaymentSchema,
      { paymentIntentId: "no!" },
      { paymentIntentId: "payment_reference_invalid" },
    ],
    [
      "PayPal order",
      paypalOrderSchema,
      { currency: "EUR", intent: "AUTHORIZE" },
      { amount: "paypal_amount_missing", currency: "paypal_currency_invalid", intent: "paypal_intent_invalid" },
    ],
    [
      "articles query",
      articleListQuerySchema,
      { search: long(200), category: "gossip" },
      { search: "search_too_long", category: "category_invalid" },
    ],
    ["newsletter, missing", newsletterRequestSchema, {}, { email: "email_missing" }],
    ["newsletter, wrong", newsletterRequestSchema, { email: "nope" }, { email: "email_invalid" }],
    [
      "Contact Us, empty",
      supportRequestSchema,
      { name: "", email: "x", subject: " ", message: "" },
      { name: "name_missing", email: "email_invalid", subject: "subject_missing", message: "message_missing" },
    ],
    [
      "Contact Us, long",
      supportRequestSchema,
      { name: long(100), email: "a@example.com", subject: long(200), message: long(5000) },
      { name: "name_too_long", subject: "subject_too_long", message: "message_too_long" },
    ],
    [
      "video options",
      videoOptionsSchema,
      {
        style: "x",
        duration: "x",
        genre: "x",
        characterCount: "x",
        plotType: "x",
        mood: "x",
        socialPlatform: "x",
        aspectRatio: "x",
      },
      {
        style: "style_invalid",
        duration: "duration_invalid",
        genre: "genre_invalid",
        characterCount: "character_count_invalid",
        plotType: "plot_type_invalid",
        mood: "mood_invalid",
        socialPlatform: "social_platform_invalid",
        aspectRatio: "aspect_ratio_invalid",
      },
    ],
    [
      "video, missing",
      createVideoRequestSchema,
      {},
      { title: "video_title_missing", originalAnecdote: "story_missing" },
    ],
    [
      "video, short story",
      createVideoRequestSchema,
      { title: "T", originalAnecdote: "Too short" },
      { originalAnecdote: "story_too_short" },
    ],
    [
      "video, long",
      createVideoRequestSchema,
      { title: long(120), originalAnecdote: long(1000) },
      { title: "title_too_long", originalAnecdote: "story_too_long" },
    ],
    [
      "enhance",
      enhanceStoryRequestSchema,
      { storyText: " ", topic: long(100), style: "rap" },
      { storyText: "enhance_story_missing", topic: "topic_too_long", style: "enhance_style_invalid" },
    ],
    ["enhance, long", enhanceStoryRequestSchema, { storyText: long(1000) }, { storyText: "tool_story_too_long" }],
    ["verify", verifyFactsRequestSchema, {}, { storyText: "verify_story_missing" }],
    [
      "hashtags",
      generateHashtagsRequestSchema,
      { storyText: story, platform: "myspace" },
      { platform: "hashtag_platform_invalid" },
    ],
    ["hashtags, empty", generateHashtagsRequestSchema, { storyText: "" }, { storyText: "hashtags_story_missing" }],
  ])("%s: every refusal is a registry message", (_, schema, input, expected) => {
    expect(refusalCodes(schema, input)).toEqual(expected);
  });
});
