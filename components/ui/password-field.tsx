// A password input with a Show / Hide button (the GOV.UK pattern): the button's name says what it does
// ("Show password"), its visible text stays in that name, and a polite status confirms the change.
"use client";
import { useState, type InputHTMLAttributes, type ReactNode } from "react";
import { TextField } from "./text-field";

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, "type"> & { label: string; error?: string; hint?: ReactNode };

export function PasswordField(props: Props) {
  const [shown, setShown] = useState(false);
  const [status, setStatus] = useState("");
  return (
    <TextField
      {...props}
      type={shown ? "text" : "password"}
      // Spell-check and autocorrect would send a visible password to the platform's dictionary services.
      spellCheck={false}
      autoCapitalize="none"
      autoCorrect="off"
      trailing={
        <>
          <button
            type="button"
            onClick={() => {
              setShown((s) => !s);
              setStatus(shown ? "Your password is hidden" : "Your password is visible");
            }}
            className="min-h-11 min-w-16 shrink-0 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-brand-800 hover:bg-slate-50"
          >
            {shown ? "Hide" : "Show"}
            <span className="sr-only"> password</span>
          </button>
          <span aria-live="polite" className="sr-only">
            {status}
          </span>
        </>
      }
    />
  );
}
