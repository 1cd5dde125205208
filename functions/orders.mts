import type { Config, Context } from '@netlify/functions';
import { z } from 'zod';
import { withDatabase } from '../src/server/db/client.ts';
import { json, respond } from '../src/server/http.ts';
import { orderForBuyer } from '../src/server/services/orders.ts';

const notFound = () => json(404, { error: 'Order not found' });

/**
 * GET /api/orders/{id}: the buyer's view of an order for the thank-you page: status,
 * product, amount and a hint of the email address, never the name or the full address.
 * Ids are random UUIDs, so orders cannot be walked through by counting.
 */
export default (request: Request, context: Context) =>
  respond(request, ['GET'], async () => {
    const id = z.uuid().safeParse(context.params['id']);
    if (!id.success) return notFound();
    const order = await withDatabase((client) => orderForBuyer(client, id.data.toLowerCase()));
    return order ? json(200, order) : notFound();
  });

export const config: Config = { path: '/api/orders/:id' };
