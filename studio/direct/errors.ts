/** Input the engine refuses before any work starts (empty or over-long story, unknown option value). */
export class StudioInputError extends Error {
  override readonly name = "StudioInputError";

  constructor(message: string) {
    super(message);
  }
}
