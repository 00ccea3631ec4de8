// Dashboard slot for the thought box and the latest AI response (built in the AI issue).
export function HomeThoughtSection(_props: { userId: string }) {
  return null;
}
