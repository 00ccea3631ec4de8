// POST /api/unsubscribe?token=: the one-click unsubscribe of RFC 8058 (decision 038). Mail providers POST
// `List-Unsubscribe=One-Click` from their own servers, without cookies, so this write is allowed from
// anywhere: the signed token alone says whose switch to turn off, and it can only turn one off. The
// body is not read. The /unsubscribe page (linked in the e-mail's text) sends the same POST. Answers
// {message, kind, setting, label}; 400 for a link we did not sign.
import { z } from "zod";
import { route } from "@/lib/server/http/route";
import { unsubscribe } from "@/lib/server/services/unsubscribe";
import { otherMethods } from "@/lib/server/http/other-methods";

const Query = z.object({ token: z.string().max(200).optional() });

export const POST = route(
  {
    auth: "none",
    query: Query,
    crossSiteAllowedBecause: "RFC 8058: mail providers send the one-click unsubscribe from their own servers; the signed token authorizes it",
  },
  async ({ query }) => unsubscribe(query.token),
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
