/** A review's date in the interface language, e.g. "Mar 4, 2025" / "4 de mar. de 2025". */
export function formatReviewDate(iso: string, language: string | undefined): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(language ?? 'en', { dateStyle: 'medium' }).format(date);
}
