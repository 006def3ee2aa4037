/**
 * An e-mail address as the one person behind it, for whatever is counted, limited or grouped per
 * address: trimmed, in lower case, and without a `+tag` in the local part, because most mail services
 * deliver `a+again@example.com` to `a@example.com`'s mailbox. A limit per address would otherwise be
 * a limit per tag. Dots stay: only some providers ignore them, and elsewhere `a.b` and `ab` are two
 * people. Never a recipient: mail goes to the address as given (decision 048).
 */
export function canonicalEmail(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  const plus = address.indexOf('+');
  // A local part that starts with `+` has nothing before its tag: it is kept whole.
  if (plus <= 0 || plus > at) return address;
  return address.slice(0, plus) + address.slice(at);
}
