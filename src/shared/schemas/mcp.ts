import { z } from 'zod';

/** The MCP endpoint's path (streamable HTTP, stateless: every request stands alone). */
export const MCP_PATH = '/api/mcp';

/** One JSON-RPC 2.0 message as MCP sends it; the MCP SDK checks the rest of its shape. */
const ZJsonRpcMessage = z.looseObject({
  jsonrpc: z.literal('2.0'),
  method: z.string().max(200).optional(),
  id: z.union([z.string().max(200), z.number()]).optional(),
});

/** The body of POST /api/mcp: a message or a batch of them. */
export const ZMcpRequestBody = z.union([ZJsonRpcMessage, z.array(ZJsonRpcMessage).min(1).max(20)]);

/** The tools of the MCP server; the write tools need a read-write token. */
export const MCP_READ_TOOLS = ['search_recipes', 'get_recipe', 'ask_chef'] as const;
export const MCP_WRITE_TOOLS = ['create_recipe', 'add_to_meal_plan', 'add_to_shopping_list'] as const;
