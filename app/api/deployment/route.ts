// GET /api/deployment: whether this is a preview deployment, and its report link and commit, for the
// error page drawn without the root layout (app/global-error.tsx). Reads no database.
import { route } from "@/lib/server/http/route";
import { previewInfo } from "@/lib/server/preview";
import { otherMethods } from "@/lib/server/http/other-methods";

export const GET = route({ auth: "none" }, async () => {
  const info = previewInfo();
  return info ? { preview: true, ...info } : { preview: false };
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
