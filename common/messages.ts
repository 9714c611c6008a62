import { z } from "zod";

/**
 * Every message a person can be shown that the server or the shared schemas produce, by code, in English. The code
 * travels with each error answer (`{ message, code, params }`) and the client shows it in the interface's language
 * (client/src/i18n/locales/es/errors.json; the English catalogue is this object). Placeholders are i18next's
 * `{{name}}`; a message that depends on a number has a `one` and an `other` form, chosen by its `count`.
 * Codes are part of the API: rename one only together with every client that may still show it.
 */
export const MESSAGES = {
  // Any request
  required: "Required",
  invalid_input: "Invalid input",
  server_error: "Something went wrong on our side. Please try again in a moment.",
  route_not_found: "Not found.",
  page_not_found: "That page was not found.",
  log_in_required: "Please log in to continue.",
  cross_origin_refused: "This request came from another website and was refused.",
  too_many_requests: "Too many requests. Please wait {{seconds}} seconds and try again.",
  body_not_json: "The request body is not valid JSON.",
  body_too_large: "The request is too large.",
  json_required: "Please send the request as JSON.",
  // The client's own, for an answer it cannot read (e.g. a page left open over a deploy): not sent by the server.
  unexpected_answer: "The server sent an unexpected answer. Please reload the page.",

  // Accounts
  username_too_short: "Username must be at least {{min}} characters",
  username_too_long: "Username must be at most {{max}} characters",
  username_characters: "Username may use letters, numbers, dots, dashes and underscores only",
  password_too_short: "Password must be at least {{min}} characters",
  password_too_long: "Password must be at most {{max}} characters",
  account_email_invalid: "Please enter a valid email address",
  passwords_do_not_match: "Passwords do not match",
  invalid_credentials: "Invalid username or password",
  username_taken: "That username is already taken. Please choose another one.",
  email_taken: "An account with that email already exists. Try logging in instead.",
  too_many_logins: {
    one: "Too many failed login attempts. Please wait {{count}} minute and try again.",
    other: "Too many failed login attempts. Please wait {{count}} minutes and try again.",
  },
  too_many_signups: {
    one: "Too many sign-up attempts. Please wait {{count}} minute and try again.",
    other: "Too many sign-up attempts. Please wait {{count}} minutes and try again.",
  },
  password_reset_requested:
    "If an account uses that email, we've sent it a link to reset the password. The link works for one hour.",
  password_reset_link_invalid:
    "This password reset link is not valid: it may have expired or been used already. Please ask for a new one.",
  password_reset_done:
    "Your password has been changed, and every device signed in to your account has been signed out. Please log in with your new password.",
  password_reset_unavailable:
    "Password reset by email is not available on this site. Please contact support for help with your account.",
  password_incorrect: "That password is not right. Please type your account's password.",
  account_not_found: "That account was not found.",
  account_video_in_progress:
    "A video of yours is still being made. Please delete your account once it is ready, so nothing is left half-made.",
  account_deleted: "Your account has been deleted. Thank you for making videos with StoryBites.",

  // One person doing something too often (server/per-person-limit.ts)
  too_fast_posting: "You are posting too fast. Please wait {{seconds}} seconds and try again.",
  too_fast_commenting: "You are commenting too fast. Please wait {{seconds}} seconds and try again.",
  too_fast_ai_tools: "You are using the AI tools too fast. Please wait {{seconds}} seconds and try again.",
  too_fast_chat: "You are sending messages too fast. Please wait {{seconds}} seconds and try again.",
  too_fast_uploading: "You are uploading too fast. Please wait {{seconds}} seconds and try again.",

  // Records that do not exist (or are someone else's)
  video_not_found: "That video was not found.",
  post_not_found: "That post was not found.",
  post_video_not_found: "That post's video was not found.",
  member_not_found: "That member was not found.",
  example_not_found: "That example was not found.",
  article_not_found: "That article was not found.",
  picture_not_found: "That picture was not found.",
  file_not_found: "That file was not found.",
  payment_not_found: "That payment was not found.",
  upload_not_found: "That upload was not found.",
  file_range_missing: "That part of the file does not exist.",
  file_not_sent: "That file could not be sent.",

  // Uploads: a person's own photos and recordings
  upload_file_missing: "Please choose a file to upload (form field “file”).",
  upload_empty: "That file is empty. Please choose a photo or a recording.",
  upload_type_unsupported:
    "That file is not a photo or a recording we can use. Upload a photo ({{photos}}) or a recording ({{recordings}}).",
  upload_type_named:
    "That file is a {{type}} file, not a photo or a recording, whatever its name says. Upload a photo ({{photos}}) or a recording ({{recordings}}).",
  upload_too_large: "That file is larger than {{max}} MB, the most we take. Please upload a smaller or shorter one.",
  upload_photo_too_large: "That photo is larger than {{max}} MB. Please upload a smaller copy.",
  upload_too_many_pixels:
    "That photo is {{megapixels}} megapixels; the most we take is {{max}}. Please upload a smaller copy.",
  upload_photo_unreadable:
    "That photo could not be read: the file is damaged or incomplete. Please upload it again, or export it as JPEG.",
  upload_audio_unreadable:
    "That recording could not be read: the file is damaged, incomplete or has no sound. Please record or export it again.",
  upload_audio_silent: "That recording is silent. Please check the microphone and record it again.",
  upload_too_long: "That recording is longer than {{max}} minutes. Please upload a shorter one.",
  upload_quota_bytes:
    "Your uploads would take more than the {{max}} MB you can keep. Please delete some of them first.",
  upload_quota_files: "You can keep at most {{max}} uploads. Please delete some of them first.",
  upload_not_a_photo: "That upload is a recording, not a photo: choose a photo for the scenes.",
  upload_not_a_recording:
    "That upload is a photo, not a recording: choose a recording of the script for the narration.",
  upload_in_use: "That upload is in a video that is being made. You can delete it once the video is ready.",
  too_many_photos: "A video can show at most {{max}} of your photos.",
  recording_needs_script:
    "Your recording reads the script, so the video needs that script: preview the script, then record or choose the recording.",
  recording_too_long:
    "Your recording is {{seconds}} s long, more than the {{max}} s a video of this length can be. Choose a longer duration, or record the script again a little faster.",
  recording_much_shorter:
    "Your recording has about {{recorded}} s of speech, but reading the script takes about {{script}} s. Record the whole script, from the opening line to the closing one.",
  recording_other_words:
    "Your recording does not follow the script's words: it sounds like another text. Record it again, reading the script as it is written.",
  recording_lines_missing: {
    one: "We could not hear {{count}} line of the script in your recording: “{{words}}”. Record it again, reading every line as it is written.",
    other:
      "We could not hear {{count}} lines of the script in your recording, the first of them: “{{words}}”. Record it again, reading every line as it is written.",
  },
  recording_video_too_long:
    "At your pace, your recording makes a {{seconds}} s video, longer than the {{max}} s a video of this length can be. Choose a longer duration, or record the script again a little faster.",

  // Videos: the story, the options and the script
  video_title_missing: "Please give your video a title.",
  title_too_long: "Keep the title to {{max}} characters or fewer.",
  story_missing: "Please enter a story.",
  story_too_short: "Please enter an anecdote with at least {{min}} characters.",
  story_too_long: "Your story is too long: keep it to {{max}} characters or fewer.",
  style_invalid: "Style must be one of: {{values}}",
  duration_invalid: "Duration must be one of: {{values}}",
  genre_invalid: "Genre must be one of: {{values}}",
  character_count_invalid: "Character count must be one of: {{values}}",
  plot_type_invalid: "Plot type must be one of: {{values}}",
  mood_invalid: "Mood must be one of: {{values}}",
  social_platform_invalid: "Social platform must be one of: {{values}}",
  aspect_ratio_invalid: "Aspect ratio must be one of: {{values}}",
  no_credits:
    "You have no credits left. Each video uses 1 credit: buy more on the Credits page to keep creating videos.",
  script_too_long_short:
    "Your edited script is too long for a short video: it takes about {{seconds}} seconds and can take at most {{max}}. Shorten some lines or choose a longer duration.",
  script_too_long_medium:
    "Your edited script is too long for a medium video: it takes about {{seconds}} seconds and can take at most {{max}}. Shorten some lines or choose a longer duration.",
  script_too_long_long:
    "Your edited script is too long for a long video: it takes about {{seconds}} seconds and can take at most {{max}}. Shorten some lines or choose a longer duration.",
  story_not_english:
    "StoryBites makes videos in English for now, and this story looks like it is written in another language. Please write it in English.",
  script_not_json: "Send the script and its options as JSON.",
  script_missing: "The storyboard needs the script.",
  script_unreadable: "The script could not be read.",
  script_field_unreadable: "The script's {{field}} is not one the studio can read.",
  script_too_few_scenes: "A script needs at least one scene.",
  script_too_many_scenes: "A script can have at most {{max}} scenes.",
  script_title_empty: "The title is empty: write something there.",
  script_title_too_long: "The title is too long: keep it to {{max}} characters.",
  script_hook_empty: "The opening hook is empty: write something there.",
  script_hook_too_long: "The opening hook is too long: keep it to {{max}} characters.",
  script_closing_empty: "The closing line is empty: write something there.",
  script_closing_too_long: "The closing line is too long: keep it to {{max}} characters.",
  scene_narration_empty: "Scene {{scene}}'s narration is empty: write something there.",
  scene_narration_too_long: "Scene {{scene}}'s narration is too long: keep it to {{max}} characters.",
  scene_on_screen_text_empty: "Scene {{scene}}'s on-screen text is empty: write something there.",
  scene_on_screen_text_too_long: "Scene {{scene}}'s on-screen text is too long: keep it to {{max}} characters.",
  // A failed video's reason (the video's `error`); `reason` is the studio's, itself one of these messages when it can be.
  video_failed_input:
    "We couldn't make a video from this story: {{reason}} Your credit has been refunded, so you can try again.",
  video_failed: "Something went wrong while making your video. Your credit has been refunded, so you can try again.",
  video_interrupted:
    "We couldn't finish your video: our server stopped or ran into a problem twice while making it. Your credit has been refunded, so you can try again.",
  video_timed_out:
    "Making your video took far longer than it should, so we stopped it. Your credit has been refunded, so you can try again.",

  // AI Tools
  enhance_story_missing: "Please enter a story to enhance",
  verify_story_missing: "Please enter a story to verify",
  hashtags_story_missing: "Please enter a story for hashtag generation",
  tool_story_too_long: "Keep the story to {{max}} characters or fewer, as in the video wizard.",
  topic_too_long: "Keep the topic to {{max}} characters or fewer.",
  enhance_style_invalid: "Choose one of the styles: {{values}}.",
  hashtag_platform_invalid: "Choose one of the platforms: {{values}}.",
  // Why a hosted model's answer was not used (`answeredBy.fallbackReason`): ai_offline_answer wraps one of the others.
  ai_offline_answer: "{{reason}} This is the offline answer.",
  ai_failed: "The hosted model failed.",
  ai_timed_out: "The hosted model did not answer within {{seconds}} s.",
  ai_unreachable: "The hosted model could not be reached.",
  ai_http_error: "The hosted model answered with an error (HTTP {{status}}).",
  ai_unreadable: "The hosted model's answer could not be read.",
  ai_not_json: "The hosted model's answer was not the JSON it was asked for.",
  ai_incomplete: "The hosted model's answer was missing what was asked for.",
  ai_no_hashtags: "The hosted model suggested no usable hashtags.",
  ai_rewrite_too_long: "The hosted model's rewrite was longer than {{max}} characters.",
  ai_rewrite_changed_number: "The hosted model's rewrite changed a number of the story.",
  ai_empty_answer: "The hosted model sent an empty answer.",
  ai_answer_too_long: "The hosted model's answer was too long.",
  ai_repeated_instructions: "The hosted model's answer repeated its instructions.",
  // The offline fact check's summary.
  facts_nothing_to_check:
    "No web sources were consulted. Offline, StoryBites checks the story's dates, ages, durations, counts and sums against each other, and this story has none to compare, so there was nothing to check.",
  facts_checked: {
    one: "No web sources were consulted. Offline, StoryBites checked the story's dates, ages, durations, counts and sums against each other: {{held}} of {{count}} claim holds.",
    other:
      "No web sources were consulted. Offline, StoryBites checked the story's dates, ages, durations, counts and sums against each other: {{held}} of {{count}} claims hold.",
  },

  // Community and comments
  search_too_long: "Keep the search to {{max}} characters or fewer.",
  video_filter_invalid: "The video filter must be all, with or without.",
  sort_invalid: "Sort by latest, popular or trending.",
  page_number_invalid: "The page must be a whole number from 1.",
  topic_invalid: "A topic is one word, as in #travel.",
  post_fields_missing: "Please fill in both title and content fields.",
  post_too_long: "Keep the post to {{max}} characters or fewer.",
  attach_own_video_only: "You can only attach one of your own videos.",
  attach_unfinished_video: "That video is not finished yet. Attach it once it is ready.",
  comment_missing: "Please write a comment.",
  comment_too_long: "Keep comments to {{max}} characters or fewer.",

  // Resources, Contact Us, Help Center, support chat
  category_invalid: "Category must be storytelling, strategy or psychology.",
  email_missing: "Please enter your email address.",
  email_invalid: "Please enter a valid email address.",
  name_missing: "Please enter your name.",
  name_too_long: "Keep your name to {{max}} characters or fewer.",
  subject_missing: "Please enter a subject.",
  subject_too_long: "Keep the subject to {{max}} characters or fewer.",
  message_missing: "Please enter a message.",
  message_too_long: "Keep the message to {{max}} characters or fewer.",
  newsletter_subscribed: "Thanks for subscribing! Watch your inbox for new guides.",
  support_request_submitted: "Support request submitted",
  help_language_invalid: "Help is written in English (en) and Spanish (es).",
  content_language_invalid: "This page is written in English (en) and Spanish (es).",
  chat_message_missing: "Please type a message.",
  chat_message_too_long: "Keep your message to {{max}} characters or fewer.",

  // Credits and payments
  package_invalid: "Please choose one of the credit packages",
  payment_reference_missing: "The payment reference is missing",
  payment_reference_invalid: "That is not a payment reference",
  card_number_missing: "Please enter your card number",
  card_number_invalid: "Your card number is invalid.",
  card_expiry_missing: "Please enter the card's expiry date",
  card_expiry_invalid: "Your card's expiration date is invalid.",
  card_expiry_month_invalid: "Your card's expiration month is invalid.",
  card_expiry_year_invalid: "Your card's expiration year is invalid.",
  card_expired: "Your card has expired.",
  card_cvc_missing: "Please enter the card's security code",
  card_cvc_invalid: "Your card's security code is invalid.",
  card_name_too_long: "The name on the card is too long",
  card_declined: "Your card was declined.",
  card_insufficient_funds: "Your card has insufficient funds.",
  test_cards_only:
    "Test mode accepts test cards only: use 4242 4242 4242 4242 with any future date and any CVC. No real card is charged.",
  test_payments_off: "Test payments are off: this site takes real card payments.",
  payment_not_completed: "This payment could not be completed.",
  card_purchases_unavailable:
    "Card purchases are unavailable on this site right now. Nothing was charged; you can pay with PayPal instead.",
  purchases_unavailable:
    "Purchases are unavailable on this site right now. Nothing was charged; please try again later.",
  paypal_unreachable: "We could not reach PayPal just now. Nothing was charged; please try again in a moment.",
  payment_provider_unreachable:
    "We could not reach the payment provider just now. Nothing was charged; please try again in a moment.",
  paypal_not_configured: "PayPal is not configured on this site. Please use the card checkout on the Credits page.",
  paypal_order_id_invalid: "That is not a PayPal order id",
  paypal_amount_missing: "The amount is required",
  paypal_amount_invalid: "The amount must be the price of one of the credit packages.",
  paypal_currency_invalid: "Only USD is accepted",
  paypal_intent_invalid: "The order intent must be CAPTURE",
  paypal_declined: "PayPal could not complete this payment. Please try another payment method.",
  stripe_not_configured: "Stripe is not configured on this site.",
  stripe_signature_missing: "The Stripe-Signature header is missing.",
  stripe_signature_invalid: "The webhook signature could not be verified.",

  // Community: a comment its author edits or deletes, that does not exist (or is someone else's)
  comment_not_found: "That comment was not found.",
} as const satisfies Record<string, Template>;

/** One message: a sentence, or its forms by the number it counts (English needs only `one` and `other`). */
type Template = string | { readonly one: string; readonly other: string };

export type MessageCode = keyof typeof MESSAGES;

/** The values of a message's placeholders (numbers arrive as text when read back from an English sentence). */
export type MessageParams = Record<string, string | number>;

type TextsOf<T> = T extends { one: infer One; other: infer Other } ? One | Other : T;
type Placeholders<T> = T extends `${string}{{${infer Name}}}${infer Rest}` ? Name | Placeholders<Rest> : never;
type PlaceholdersOf<C extends MessageCode> = Placeholders<TextsOf<(typeof MESSAGES)[C]>>;
/** The values a code needs: `count` (which picks the form) is a number, any other placeholder text or a number. */
type ParamsOf<C extends MessageCode> = { [Name in PlaceholdersOf<C>]: Name extends "count" ? number : string | number };

/** A message to show, with exactly the values its code needs (checked by the compiler). */
export type CodedMessage = {
  [C in MessageCode]: [PlaceholdersOf<C>] extends [never]
    ? { code: C; params?: undefined }
    : { code: C; params: ParamsOf<C> };
}[MessageCode];

/** The code of a message the registry does not know (a library's own words): a client shows its English as it is. */
export const UNKNOWN_MESSAGE_CODE = "unknown";

/** A message as an error answer carries it: its English text, its code, and the values of its placeholders. */
export type ErrorAnswer = { message: string; code: MessageCode | typeof UNKNOWN_MESSAGE_CODE; params?: MessageParams };

/** A code and its values, where the compiler cannot tell which code (read back from text, or from an answer). */
export type AnyCodedMessage = { code: MessageCode; params?: MessageParams };

export function isMessageCode(code: unknown): code is MessageCode {
  return typeof code === "string" && Object.hasOwn(MESSAGES, code);
}

/** English needs no more than this: 1 is singular, anything else plural. */
function templateFor(template: Template, params: MessageParams | undefined): string {
  if (typeof template === "string") return template;
  return Number(params?.count) === 1 ? template.one : template.other;
}

function fill(template: string, params: MessageParams | undefined): string {
  return template.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) =>
    params?.[name] === undefined ? placeholder : String(params[name]),
  );
}

/** A coded message's English text. */
export function englishOf({ code, params }: AnyCodedMessage): string {
  return fill(templateFor(MESSAGES[code], params), params);
}

/** A message's English text, e.g. for a schema: `renderMessage("story_too_long", { max: STORY_MAX_LENGTH })`. */
export function renderMessage<C extends MessageCode>(
  code: C,
  ...[params]: [PlaceholdersOf<C>] extends [never] ? [] : [params: ParamsOf<C>]
): string {
  return englishOf({ code, params });
}

type Pattern = { code: MessageCode; names: string[]; regex: RegExp; literalLength: number };

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Every English sentence with placeholders as a pattern, the most specific (longest fixed text) first, so a sentence
 * reads back as the most precise message it can be. Sentences without placeholders are looked up exactly.
 */
function buildIndex() {
  const exact = new Map<string, MessageCode>();
  const patterns: Pattern[] = [];
  for (const code of Object.keys(MESSAGES) as MessageCode[]) {
    const template: Template = MESSAGES[code];
    for (const text of typeof template === "string" ? [template] : [template.one, template.other]) {
      const parts = text.split(/\{\{(\w+)\}\}/);
      if (parts.length === 1) {
        exact.set(text, code);
        continue;
      }
      const literals = parts.filter((_, i) => i % 2 === 0);
      const names = parts.filter((_, i) => i % 2 === 1);
      const source = parts.map((part, i) => (i % 2 === 0 ? escapeRegex(part) : "(.+?)")).join("");
      patterns.push({ code, names, regex: new RegExp(`^${source}$`, "s"), literalLength: literals.join("").length });
    }
  }
  patterns.sort((a, b) => b.literalLength - a.literalLength);
  return { exact, patterns };
}

let index: ReturnType<typeof buildIndex> | undefined;

/**
 * The code and values of an English sentence the registry produced (a schema's message, a video failure stored
 * before failures were stored as codes, a string handed to an error), or undefined for any other text.
 */
export function readMessage(text: string): AnyCodedMessage | undefined {
  index ??= buildIndex();
  const code = index.exact.get(text);
  if (code) return { code };
  for (const pattern of index.patterns) {
    const match = pattern.regex.exec(text);
    if (!match) continue;
    const params: MessageParams = {};
    pattern.names.forEach((name, i) => {
      const value = match[i + 1]!;
      // The form of a counted message is chosen by a number.
      params[name] = name === "count" && /^\d+$/.test(value) ? Number(value) : value;
    });
    return { code: pattern.code, params };
  }
  return undefined;
}

/** What an error answer says: a coded message as it is, or English text with its code when the registry has it. */
export function errorAnswer(message: CodedMessage | string): ErrorAnswer {
  if (typeof message !== "string")
    return { message: englishOf(message), code: message.code, ...(message.params ? { params: message.params } : {}) };
  const read = readMessage(message);
  return { message, code: read?.code ?? UNKNOWN_MESSAGE_CODE, ...(read?.params ? { params: read.params } : {}) };
}

const paramsSchema = z.record(z.string(), z.union([z.string(), z.number()]));

/**
 * An error answer as the client reads it: every one has `message` (English); `code` and `params` say it in any
 * language; a refused form adds each field's message and code.
 */
export const errorAnswerSchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  params: paramsSchema.optional(),
  fieldErrors: z.record(z.string(), z.string()).optional(),
  fieldCodes: z.record(z.string(), z.object({ code: z.string(), params: paramsSchema.optional() })).optional(),
});
