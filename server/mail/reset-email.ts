/** The mail that carries a password reset link: plain text for every client, and the same words as simple HTML. */
export type ResetEmail = { subject: string; text: string; html: string };

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function resetEmail(link: string): ResetEmail {
  const lines = [
    "Someone, hopefully you, asked to reset the password of your StoryBites account.",
    "To choose a new password, open this link within one hour. It works once, and signs out every device signed in to your account:",
  ];
  const ignore = "If you did not ask for this, ignore this mail: your password stays as it is.";
  return {
    subject: "Reset your StoryBites password",
    text: [...lines, "", link, "", ignore].join("\n"),
    html: [
      ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
      `<p><a href="${escapeHtml(link)}">Choose a new password</a></p>`,
      `<p>${escapeHtml(ignore)}</p>`,
    ].join("\n"),
  };
}
