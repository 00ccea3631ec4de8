// The shape of a demo account for clinical reviewers (the accounts themselves: lib/server/demo/accounts.ts).

export interface DemoAccount {
  username: string;
  email: string;
  password: string;
  role: "user" | "admin";
  /** Who the account plays, as the sign-in page of a preview shows it. */
  label: string;
}
