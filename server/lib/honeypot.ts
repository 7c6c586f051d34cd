/**
 * The hidden `website` box of the public forms: people never see it, form-filling bots fill it.
 * A filled one is answered exactly like a success, so the bot learns nothing, while nothing is
 * stored and no e-mail is sent (docs/security-model.md).
 */
export function isHoneypotFilled(value: string | undefined): boolean {
  return value !== undefined && value.trim() !== '';
}
