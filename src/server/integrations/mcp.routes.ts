import { MCP_PATH, ZMcpRequestBody } from '../../shared/schemas/mcp.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../http/context.ts';
import { AppError } from '../http/errors.ts';

/**
 * The MCP SDK (and the tools built on it) is loaded on the first MCP request: imported at start it
 * held 4.2 MB of heap and 9.4 MB of resident memory on every server, used by a few (README, memory bench).
 */
const loadMcp = async () => {
  const [{ buildMcpServer }, { WebStandardStreamableHTTPServerTransport }] = await Promise.all([
    import('./mcp-tools.ts'),
    import('@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js'),
  ]);
  return { buildMcpServer, WebStandardStreamableHTTPServerTransport };
};

const tags = ['integrations'];
const DESCRIPTION =
  'The Model Context Protocol server (streamable HTTP, stateless, JSON responses), for AI assistants. Authorised by a personal API token in `Authorization: Bearer`; tools: search_recipes, get_recipe, ask_chef, and (read-write tokens) create_recipe, add_to_meal_plan, add_to_shopping_list.';

function needToken(req: FastifyRequest) {
  if (!req.user || !req.apiToken)
    throw new AppError(
      401,
      'unauthorized',
      'The MCP server needs a personal API token (create one in your Tempero profile) sent as "Authorization: Bearer <token>".',
      undefined,
      { 'WWW-Authenticate': 'Bearer' },
    );
  return { user: req.user, scope: req.apiToken.scope };
}

/** Every MCP request stands alone (no session kept on this server), so any app server can answer it. */
export async function mcpRoutes(app: App): Promise<void> {
  app.post(MCP_PATH, { schema: { tags, description: DESCRIPTION, body: ZMcpRequestBody } }, async (req, reply) => {
    const caller = needToken(req);
    const { buildMcpServer, WebStandardStreamableHTTPServerTransport } = await loadMcp();
    const server = buildMcpServer(
      {
        db: app.ctx.database.db,
        services: app.ctx.services,
        publish: (householdId, topic) => app.ctx.services.live.publish(householdId, topic),
        log: req.log,
      },
      caller,
    );
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    try {
      await server.connect(transport);
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) {
        if (typeof value === 'string') headers.set(name, value);
        else if (Array.isArray(value)) headers.set(name, value.join(', '));
      }
      const request = new Request(`http://tempero${MCP_PATH}`, {
        method: 'POST',
        headers,
        body: JSON.stringify(req.body),
      });
      const response = await transport.handleRequest(request, { parsedBody: req.body });
      return await send(reply, response);
    } finally {
      await transport.close().catch(() => undefined);
      await server.close().catch(() => undefined);
    }
  });

  // No server-sent stream (the SDK's client asks for one and accepts a 405): every answer comes with its request.
  const notHere = async (req: FastifyRequest, reply: FastifyReply) => {
    needToken(req);
    return reply.code(405).header('Allow', 'POST').send({
      message: 'The MCP server answers POST requests only (stateless streamable HTTP).',
      code: 'method_not_allowed',
    });
  };
  app.get(MCP_PATH, { schema: { tags, description: 'Not used: the MCP server keeps no stream (405).' } }, notHere);
}

async function send(reply: FastifyReply, response: Response) {
  reply.code(response.status);
  response.headers.forEach((value, name) => {
    if (name !== 'content-length') reply.header(name, value);
  });
  const text = await response.text();
  return reply.send(text === '' ? undefined : text);
}
