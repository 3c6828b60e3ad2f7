// A journal post's category as its card and its page show it: its own module, so the post's page
// does not load the card for it.

/** 'achter-de-schermen' → 'Achter de schermen'. */
export function blogCategoryLabel(category: string): string {
  const text = category.replace(/-/g, ' ').trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}
