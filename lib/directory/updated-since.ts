/** Whether a record updated at `updatedAt` is kept by `?since=`; one with no date is not. */
export function updatedSince(updatedAt: string | null, since: Date | null | undefined): boolean {
  if (!since) return true;
  const updated = updatedAt === null ? NaN : Date.parse(updatedAt);
  return !Number.isNaN(updated) && updated >= since.getTime();
}
