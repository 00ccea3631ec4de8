// /admin (placeholder until its feature lands).
export default function AdminPage() {
  return <h1 className="text-2xl font-bold">User Management</h1>;
}
