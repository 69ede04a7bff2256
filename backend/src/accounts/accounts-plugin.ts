import type { FastifyInstance } from 'fastify';
import { AUTH_PREFIX } from 'shared-contracts';
import { rejectNul } from '../plugins/reject-nul';
import { captchaRoute } from './routes/captcha-route';
import { emailTokenRoutes } from './routes/email-token-routes';
import { loginRoute } from './routes/login-route';
import { registerRoute } from './routes/register-route';
import { userRoutes } from './routes/user-routes';

/** The auth calls of spec §7 under /orders/api/v1/auth, answering `{ data: ... }`. */
export async function accountsPlugin(app: FastifyInstance): Promise<void> {
  await app.register(
    async (auth) => {
      auth.addHook('preHandler', rejectNul);
      await auth.register(loginRoute);
      await auth.register(registerRoute);
      await auth.register(emailTokenRoutes);
      await auth.register(userRoutes);
      await auth.register(captchaRoute);
    },
    { prefix: AUTH_PREFIX },
  );
}
