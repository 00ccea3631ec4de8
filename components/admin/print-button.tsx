// "Print or save as PDF" on the report: the browser's own print dialog (the page's print CSS does the rest).
"use client";
import { Button } from "@/components/ui/button";

export function PrintButton() {
  return <Button onClick={() => window.print()}>Print or save as PDF</Button>;
}
