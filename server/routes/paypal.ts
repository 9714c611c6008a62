import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { paypalOrderSchema } from "@common/credit-packages";
import { renderMessage } from "@common/messages";
import { requireUser } from "../http/session";
import type { Payments } from "../payments/service";

/** The PayPal checkout's calls, at the paths content.md §7 gives them. */
export const paypalRoutes: FastifyPluginAsyncZod<{ payments: Payments }> = async (app, { payments }) => {
  app.get("/setup", async (request) => {
    requireUser(request);
    return payments.paypalClientToken();
  });

  app.post("/order", { schema: { body: paypalOrderSchema } }, async (request) =>
    payments.createPaypalOrder(requireUser(request).id, request.body.amount),
  );

  app.post(
    "/order/:id/capture",
    {
      schema: {
        params: z.object({ id: z.string().regex(/^[A-Za-z0-9-]{1,64}$/, renderMessage("paypal_order_id_invalid")) }),
      },
    },
    async (request) => payments.capturePaypalOrder(requireUser(request).id, request.params.id),
  );
};
