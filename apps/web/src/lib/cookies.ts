/** The value of cookie `name` in a `document.cookie` string, URI-decoded; null when it is not there. */
export function cookieValue(cookies: string, name: string): string | null {
  const prefix = `${name}=`;
  const entry = cookies.split(/;\s*/).find((part) => part.startsWith(prefix));
  if (entry === undefined) return null;
  try {
    return decodeURIComponent(entry.slice(prefix.length));
  } catch {
    return null;
  }
}
