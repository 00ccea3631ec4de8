// GET /api/health: liveness for load balancers and the benchmark's baseline (touches no database).
import { otherMethods } from "@/lib/server/http/other-methods";

export function GET() {
  return Response.json({ status: "ok" });
}

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
