// The country whose crisis lines this person sees (their setting, else their browser's language),
// chosen on the server once per page and read by every crisis panel and check-in below it.
"use client";
import { createContext, useContext, type ReactNode } from "react";
import { OTHER_COUNTRY } from "@/lib/domain/crisis-lines";

const CrisisCountryContext = createContext<string>(OTHER_COUNTRY);

export function CrisisCountryProvider({ country, children }: { country: string; children: ReactNode }) {
  return <CrisisCountryContext.Provider value={country}>{children}</CrisisCountryContext.Provider>;
}

export function useCrisisCountry(): string {
  return useContext(CrisisCountryContext);
}
