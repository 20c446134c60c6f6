// The member's own data: user, balance, stats, subscriptions, campaign enrolment, saveToken.
import type { createRouter } from '../http/router';
import { sendEmpty, sendJson } from '../http/router';
import type { Member } from '../store/types';
import { badRequest, memberCallOf } from './context';
import type { PurchaseDeps } from './context';

const enrolments = (m: Member) =>
  m.campaignEnrolments.map((e) => ({ ffpNumber: m.ffpNumber, ...e }));

export function userRoutes(router: ReturnType<typeof createRouter>, deps: PurchaseDeps): void {
  router.get('/users/current', async (ctx) => {
    const { member: m } = await memberCallOf(ctx, deps);
    sendJson(ctx.res, 200, {
      ffpNumber: m.ffpNumber,
      name: { ...m.name },
      email: m.email,
      dob: m.dob,
      gender: m.gender,
      country: m.country,
      enrolmentDate: m.enrolmentDate,
      tierStatus: m.tierStatus,
    });
  });

  router.get('/users/current/balance', async (ctx) => {
    const { member: m } = await memberCallOf(ctx, deps);
    sendJson(ctx.res, 200, {
      amount: m.balance,
      currency: 'AVIOS',
      householdBalance: m.householdBalance,
      householdCurrency: 'AVIOS',
    });
  });

  router.get('/users/current/stats', async (ctx) => {
    const { member: m } = await memberCallOf(ctx, deps);
    sendJson(ctx.res, 200, {
      boostedAvios: m.boostedPointsThisYear,
      purchasedAvios: m.purchasedAvios,
    });
  });

  router.get('/users/current/subscriptions', async (ctx) => {
    const { member: m } = await memberCallOf(ctx, deps);
    // isPrimary=true: subscriptions whose points go to the member themself.
    const primary = ctx.url.searchParams.get('isPrimary') === 'true';
    const list = m.subscriptions.filter((s) => !primary || s.targetFFP.ffp === m.ffpNumber);
    sendJson(ctx.res, 200, list);
  });

  router.post('/saveToken', async (ctx) => {
    await memberCallOf(ctx, deps);
    sendEmpty(ctx.res, 204);
  });

  router.get('/stickycampaignenrolment', async (ctx) => {
    const { member } = await memberCallOf(ctx, deps);
    sendJson(ctx.res, 200, enrolments(member));
  });

  router.post('/stickycampaignenrolment', async (ctx) => {
    const { member } = await memberCallOf(ctx, deps);
    const body = (await ctx.body()) as { campaignCode?: unknown } | undefined;
    const code = body?.campaignCode;
    if (typeof code !== 'string' || !/^[\w-]{1,64}$/.test(code)) {
      badRequest('"campaignCode" must be a short code of letters, digits, "_" or "-".');
    }
    if (!member.campaignEnrolments.some((e) => e.campaignCode === code)) {
      const expiryTime = new Date(Date.now() + 30 * 86_400_000).toISOString();
      member.campaignEnrolments.push({ campaignCode: code, expiryTime });
    }
    sendJson(ctx.res, 200, enrolments(member));
  });
}
