// GET /api/health: liveness for load balancers and the benchmark's baseline (touches no database).
export function GET() {
  return Response.json({ status: "ok" });
}
