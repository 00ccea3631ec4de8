// /admin/users/:id (placeholder until its feature lands).
export default function AdminUserPage() {
  return <h1 className="text-2xl font-bold">User details</h1>;
}
