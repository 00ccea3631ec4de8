// Dashboard slot for the 'Recent Progress' card (built in the ERP issue).
export function RecentProgressCard(_props: { userId: string }) {
  return null;
}
