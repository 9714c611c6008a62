/** An address segment that can name a record (a post, a member, an example): a positive whole number. */
export function recordIdFrom(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,12}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}
