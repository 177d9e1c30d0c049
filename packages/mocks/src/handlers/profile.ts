import type { HttpHandler } from 'msw';
import {
  changePassword,
  getNotificationSettings,
  getProfile,
  updateNotificationSettings,
  updateProfile,
} from '@locperf/api/profile';
import { mockDb as db } from '../state';
import { toUser } from './records';
import { eq, me, ok, str, violations, type Json, type Route } from './shared';

/** The signed-in user: profile, password and notification settings. */
export function profileHandlers(r: Route): HttpHandler[] {
  return [
    r(getProfile, (ctx) => ok(toUser(me(ctx)))),
    r(updateProfile, (ctx) => {
      const { body } = ctx;
      const data: Json = {};
      for (const field of ['firstName', 'lastName', 'email', 'language', 'timezone']) {
        if (typeof body[field] === 'string') data[field] = str(body[field]);
      }
      const user = db.user.update({ where: { id: eq(me(ctx).id) }, data });
      return ok(toUser(user ?? me(ctx)), [{ type: 'success', key: 'settings.saved' }]);
    }),
    r(changePassword, (ctx) => {
      if (ctx.body.currentPassword !== me(ctx).password) {
        return violations(['currentPassword', 'validation.current_password_wrong']);
      }
      db.user.update({ where: { id: eq(me(ctx).id) }, data: { password: str(ctx.body.password) } });
      return ok({}, [{ type: 'success', key: 'profile.password.changed' }]);
    }),
    r(getNotificationSettings, (ctx) =>
      ok({ reportInterval: me(ctx).reportInterval, newReviewEmail: me(ctx).newReviewEmail }),
    ),
    r(updateNotificationSettings, (ctx) => {
      const interval = str(ctx.body.reportInterval);
      const user = db.user.update({
        where: { id: eq(me(ctx).id) },
        data: { reportInterval: interval, newReviewEmail: ctx.body.newReviewEmail === true },
      });
      return ok({ reportInterval: user?.reportInterval, newReviewEmail: user?.newReviewEmail }, [
        { type: 'success', key: 'settings.saved' },
      ]);
    }),
  ];
}
