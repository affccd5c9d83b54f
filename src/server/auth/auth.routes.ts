import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { normalizeLanguage, type TLanguage } from '../../shared/constants.ts';
import { ZLogin, ZPasswordChange, ZRegister, ZUser } from '../../shared/schemas/user.ts';
import { ZNoContent } from '../../shared/schemas/no-content.ts';
import { requireUser, type App } from '../http/context.ts';
import { AppError, unauthorized } from '../http/errors.ts';
import { unitSystemForAccount } from '../../shared/amounts/locale-units.ts';
import { acceptedLocales, requestLanguage } from '../http/language.ts';
import { translateMessage } from '../http/messages.ts';
import { routeRateLimit } from '../http/route-rate-limit.ts';
import { presentUser } from '../users/users.presenter.ts';
import { authService } from './auth.service.ts';
import { LOGIN_SCRIPT, renderLoginPage } from '../pages/login-page.ts';
import { LOGOUT_SCRIPT, renderLogoutPage } from '../pages/logout-page.ts';
import { oidcLoginRedirect, oidcCallback, isOidcEnabled } from './oidc.ts';
import { safeReturnTo } from './return-to.ts';
import { clearSessionCookie, startSession } from './session-cookie.ts';
import { signupsService } from './signups.service.ts';
import { sessionEnder } from './session-end.ts';

const ZLang = z.object({ language: z.string().max(10).optional() });

function localized(err: unknown, lang: TLanguage): unknown {
  if (err instanceof AppError && lang !== 'en') {
    return new AppError(err.statusCode, err.code, translateMessage(err.message, lang), err.details, err.headers);
  }
  return err;
}

export async function authRoutes(app: App): Promise<void> {
  const db = () => app.ctx.database.db;
  const sessions = () => sessionEnder({ db: db(), live: app.ctx.services.live });

  app.get('/api/auth/user', { schema: { tags: ['auth'], response: { 200: ZUser } } }, async (req) => {
    return presentUser(requireUser(req));
  });

  app.post(
    '/api/auth/register',
    {
      schema: { tags: ['auth'], body: ZRegister.extend(ZLang.shape), response: { 201: ZUser } },
      preHandler: routeRateLimit(app, { bucket: 'register', max: 100, windowMs: 60 * 60 * 1000 }),
    },
    async (req, reply) => {
      const lang = normalizeLanguage(req.body.language);
      try {
        // Metric for a Portuguese or British sign-up, imperial for en-US (issue 21).
        const units = unitSystemForAccount(lang, acceptedLocales(req.headers['accept-language']));
        const user = await authService(db()).register(req.body, lang, units, {
          mode: app.ctx.config.signups,
          invite: req.body.invite,
        });
        await startSession(app, reply, user.id);
        return reply.code(201).send(presentUser(user));
      } catch (err) {
        throw localized(err, lang);
      }
    },
  );

  app.post(
    '/api/auth/login',
    { schema: { tags: ['auth'], body: ZLogin.extend(ZLang.shape), response: { 200: ZUser } } },
    async (req, reply) => {
      const lang = normalizeLanguage(req.body.language);
      try {
        const user = await authService(db()).login(req.body, req.ip);
        // Only while the password is still the one checked: a sign-in racing a change of it
        // (a thief with the old password) must not leave a session behind the change.
        if (!(await startSession(app, reply, user.id, { passwordHash: user.passwordHash ?? '' })))
          throw unauthorized('Invalid e-mail or password.');
        return presentUser(user);
      } catch (err) {
        throw localized(err, lang);
      }
    },
  );

  const logout = async (req: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (req.sessionToken && req.user) await sessions().endSession(req.sessionToken, req.user.id);
    clearSessionCookie(app, reply);
  };
  // Signing out is a POST (a form from the page below, with our Origin); a GET only answers that page.
  app.get('/api/logout', { schema: { hide: true } }, async (req, reply) => {
    reply.header('Cache-Control', 'no-store');
    if (!req.sessionToken) return reply.redirect('/', 302);
    return reply.type('text/html; charset=utf-8').send(renderLogoutPage(requestLanguage(req)));
  });
  app.get('/api/logout/logout.js', { schema: { hide: true } }, async (_req, reply) => {
    return reply.header('Cache-Control', 'no-cache').type('text/javascript; charset=utf-8').send(LOGOUT_SCRIPT);
  });
  await app.register(async (scope) => {
    // The sign-out page's form posts an empty urlencoded body (the CSRF check still wants our Origin).
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_req, _body, done) => done(null, {}),
    );
    scope.post('/api/logout', { schema: { hide: true } }, async (req, reply) => {
      await logout(req, reply);
      return reply.header('Cache-Control', 'no-store').redirect('/', 303);
    });
  });
  app.post('/api/auth/logout', { schema: { tags: ['auth'], response: { 204: ZNoContent } } }, async (req, reply) => {
    await logout(req, reply);
    return reply.code(204).send();
  });

  // Profile → Change password: 204; every session of the account ends (and its live streams), and
  // the asker continues on a new one (its cookie in the answer): the session is renewed.
  app.post(
    '/api/auth/password',
    { schema: { tags: ['auth'], body: ZPasswordChange, response: { 204: ZNoContent } } },
    async (req, reply) => {
      const user = requireUser(req);
      try {
        await authService(db(), sessions()).changePassword(user, req.body);
      } catch (err) {
        throw localized(err, requestLanguage(req, user.language));
      }
      await startSession(app, reply, user.id);
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/login',
    {
      schema: {
        hide: true,
        querystring: z.object({
          returnTo: z.string().max(4096).optional(),
          lang: z.string().max(10).optional(),
          mode: z.enum(['signin', 'register']).optional(),
          provider: z.string().max(20).optional(),
          invite: z.string().max(64).optional(),
        }),
      },
    },
    async (req, reply) => {
      const returnTo = safeReturnTo(req.query.returnTo);
      if (req.user) return reply.redirect(returnTo, 302);
      if (isOidcEnabled(app)) return oidcLoginRedirect(app, req, reply, returnTo);
      const html = renderLoginPage({
        lang: requestLanguage(req),
        returnTo,
        mode: req.query.mode ?? 'signin',
        signups: { mode: app.ctx.config.signups, firstAccount: await signupsService(db()).nextIsFirst() },
        invite: req.query.invite,
      });
      return reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(html);
    },
  );
  app.get('/api/login/login.js', { schema: { hide: true } }, async (_req, reply) => {
    return reply.header('Cache-Control', 'no-cache').type('text/javascript; charset=utf-8').send(LOGIN_SCRIPT);
  });
  app.get('/api/callback', { schema: { hide: true } }, async (req, reply) => oidcCallback(app, req, reply));
}
