import i18next, { type TFunction } from "i18next";
import { englishOf, isMessageCode, type MessageParams, readMessage } from "@common/messages";

/** The namespace of the server's and the shared schemas' messages, by code (common/messages.ts). */
export const ERRORS_NAMESPACE = "errors";

/**
 * A coded message (common/messages.ts) in the interface's language, or undefined for a code this client does not
 * know (a newer server's). A value that is itself one of the registry's sentences (a failed video's reason) is
 * translated too. Before i18next is set up (unit tests of plain modules) the registry's English is the answer.
 */
export function translateCode(code: string, params: MessageParams = {}, t: TFunction = i18next.t): string | undefined {
  if (!isMessageCode(code)) return undefined;
  if (!i18next.isInitialized) return englishOf({ code, params });
  const values = Object.fromEntries(
    Object.entries(params).map(([name, value]) => [
      name,
      typeof value === "string" ? translateMessage(value, t) : value,
    ]),
  );
  return t(`${ERRORS_NAMESPACE}:${code}`, values);
}

/**
 * A message from the shared schemas or the server (English: a form field's error, a failed video's reason, a
 * fallback reason) in the interface's language; any other text is returned as it is. Components pass their
 * `useTranslation()` `t`, so they render again when the language changes.
 */
export function translateMessage(text: string, t: TFunction = i18next.t): string {
  const message = readMessage(text);
  return (message && translateCode(message.code, message.params, t)) ?? text;
}
