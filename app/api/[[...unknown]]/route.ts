// Any /api path that matches no endpoint: a JSON 404 like every other API error, not the HTML page.
const notFound = () => Response.json({ message: "Not found" }, { status: 404 });

export const GET = notFound;
export const POST = notFound;
export const PUT = notFound;
export const PATCH = notFound;
export const DELETE = notFound;
