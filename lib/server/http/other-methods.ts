// The methods a route file does not answer. Next would answer them with a bare 405 and no body; an
// API client gets what every other refusal of ours gives, a JSON message, and the Allow header that
// HTTP asks of a 405 (RFC 9110 §15.5.6), naming the methods the route does answer.
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
type Method = (typeof METHODS)[number];
type Handler = () => Response;

/**
 * `export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET", "POST");` in a route file that answers
 * GET and POST. OPTIONS names the same methods: Next's own would list every exported one, refusals included.
 */
export function otherMethods<A extends Method>(...answered: A[]): Record<Exclude<Method, A> | "OPTIONS", Handler> {
  // HEAD comes with GET (Next answers it), and OPTIONS always, so they are named too.
  const allow = [...answered, ...(answered.includes("GET" as A) ? ["HEAD"] : []), "OPTIONS"].join(", ");
  const refuse: Handler = () => Response.json({ message: "This method is not allowed here", allowed: allow }, { status: 405, headers: { Allow: allow } });
  const options: Handler = () => new Response(null, { status: 204, headers: { Allow: allow } });
  const refused = Object.fromEntries(METHODS.filter((m) => !answered.includes(m as A)).map((m) => [m, refuse]));
  return { ...refused, OPTIONS: options } as Record<Exclude<Method, A> | "OPTIONS", Handler>;
}
