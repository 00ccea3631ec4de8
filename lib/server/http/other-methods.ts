// The methods a route file does not answer. Next would answer them with a bare 405 and no body; an
// API client gets what every other refusal of ours gives, a JSON message, and the Allow header that
// HTTP asks of a 405 (RFC 9110 §15.5.6), naming the methods the route does answer.
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
type Method = (typeof METHODS)[number];
type Handler = () => Response;

/** `export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");` in a route file that answers GET and POST. */
export function otherMethods<A extends Method>(...answered: A[]): Record<Exclude<Method, A>, Handler> {
  // HEAD comes with GET and OPTIONS always (Next answers both), so they are named too.
  const allow = [...answered, ...(answered.includes("GET" as A) ? ["HEAD"] : []), "OPTIONS"].join(", ");
  const refuse: Handler = () => Response.json({ message: "This method is not allowed here", allowed: allow }, { status: 405, headers: { Allow: allow } });
  return Object.fromEntries(METHODS.filter((m) => !answered.includes(m as A)).map((m) => [m, refuse])) as Record<Exclude<Method, A>, Handler>;
}
