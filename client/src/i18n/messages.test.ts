import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { supportRequestSchema } from "@common/support";
import { setLanguage } from "@/i18n";
import { translateCode, translateMessage } from "./messages";

/** The first message the Contact Us schema gives for each field of `input`, as a form shows it. */
function formErrors(input: object): string[] {
  const parsed = supportRequestSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
}

const emptyForm = { name: "", email: "x", subject: "", message: "x".repeat(5001) };

describe("translateMessage", () => {
  it("leaves English as the schemas wrote it", () => {
    expect(formErrors(emptyForm).map((text) => translateMessage(text))).toEqual([
      "Please enter your name.",
      "Please enter a valid email address.",
      "Please enter a subject.",
      "Keep the message to 5000 characters or fewer.",
    ]);
  });

  describe("for a Spanish interface", () => {
    beforeAll(() => setLanguage("es"));
    afterAll(() => setLanguage("en"));

    it("says the shared schemas' messages in Spanish, with their values", () => {
      expect(formErrors(emptyForm).map((text) => translateMessage(text))).toEqual([
        "Introduce tu nombre.",
        "Introduce un correo electrónico válido.",
        "Introduce un asunto.",
        "El mensaje debe tener 5000 caracteres como máximo.",
      ]);
    });

    it("picks a counted message's form, and translates a message inside another", () => {
      expect(translateMessage("Too many failed login attempts. Please wait 1 minute and try again.")).toBe(
        "Demasiados intentos fallidos de inicio de sesión. Espera 1 minuto y vuelve a intentarlo.",
      );
      expect(translateMessage("The hosted model did not answer within 30 s. This is the offline answer.")).toBe(
        "El modelo alojado no ha respondido en 30 s. Esta es la respuesta sin conexión.",
      );
    });

    it("returns other text as it is, and nothing for a code it does not know", () => {
      expect(translateMessage("My grandmother's kitchen")).toBe("My grandmother's kitchen");
      expect(translateCode("name_reserved")).toBeUndefined();
    });
  });
});
