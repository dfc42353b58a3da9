/** Matter status colouring (extended.md §4): names containing 'omplete' or 'lose' are red. */
export function statusTone(name: string | null | undefined): 'destructive' | 'success' {
  const text = name ?? '';
  return text.includes('omplete') || text.includes('lose') ? 'destructive' : 'success';
}
