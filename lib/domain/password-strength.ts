// A gentle hint about weak passwords: it warns, it never blocks (the spec's minimum of 6 stays).
const COMMON = new Set([
  "123456", "1234567", "12345678", "123456789", "1234567890", "password", "password1", "password123",
  "qwerty", "qwerty123", "abc123", "111111", "000000", "123123", "iloveyou", "letmein", "welcome",
  "monkey", "dragon", "football", "baseball", "sunshine", "princess", "admin", "admin123", "passw0rd",
  "654321", "superman", "trustno1", "starwars", "whatever", "qwertyuiop", "1q2w3e4r", "zaq12wsx",
]);

export function passwordStrengthHint(password: string): string | null {
  if (!password) return null;
  if (COMMON.has(password.toLowerCase())) return "This is one of the most common passwords. Consider something harder to guess.";
  if (password.length < 10) return "Tip: a longer password, such as a short phrase, is harder to guess.";
  return null;
}
