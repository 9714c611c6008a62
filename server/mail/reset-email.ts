import type { Language } from "@common/help";

/** The mail that carries a password reset link: plain text for every client, and the same words as simple HTML. */
export type ResetEmail = { subject: string; text: string; html: string };

type Words = { subject: string; lines: [string, string]; button: string; ignore: string };

const WORDS: Record<Language, Words> = {
  en: {
    subject: "Reset your StoryBites password",
    lines: [
      "Someone, hopefully you, asked to reset the password of your StoryBites account.",
      "To choose a new password, open this link within one hour. It works once, and signs out every device signed in to your account:",
    ],
    button: "Choose a new password",
    ignore: "If you did not ask for this, ignore this mail: your password stays as it is.",
  },
  es: {
    subject: "Restablece tu contraseña de StoryBites",
    lines: [
      "Alguien, esperamos que tú, ha pedido restablecer la contraseña de tu cuenta de StoryBites.",
      "Para elegir una contraseña nueva, abre este enlace antes de una hora. Funciona una sola vez y cierra la sesión en todos los dispositivos conectados a tu cuenta:",
    ],
    button: "Elegir una contraseña nueva",
    ignore: "Si no lo has pedido tú, ignora este correo: tu contraseña no cambia.",
  },
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The mail in the language the person was using when they asked for it. */
export function resetEmail(link: string, language: Language = "en"): ResetEmail {
  const { subject, lines, button, ignore } = WORDS[language];
  return {
    subject,
    text: [...lines, "", link, "", ignore].join("\n"),
    html: [
      ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
      `<p><a href="${escapeHtml(link)}">${escapeHtml(button)}</a></p>`,
      `<p>${escapeHtml(ignore)}</p>`,
    ].join("\n"),
  };
}
