import { createRoute, z } from '@hono/zod-openapi';
import { errorEnvelopeSchema } from '@/lib/contract/envelope';
import {
  POLICY_MESSAGES,
  POLICY_PDF_PATH,
  POLICY_PERMISSION,
  eligibilityPdfQuerySchema,
} from '@/lib/contract/policies';
import { requireUser } from '../http/auth';
import { assertScreen } from '../services/chains/access';
import { findCjkFont } from '../services/profile/cjk-font';
import { checkEligibility, resolveEnterprise } from '../services/policies/eligibility';
import { renderEligibilityPdf } from '../services/policies/eligibility-pdf';
import { recordEligibilityReport } from '../services/reports/eligibility-report';
import { createRouter } from './router';

const errorResponse = (description: string) => ({
  content: { 'application/json': { schema: errorEnvelopeSchema } },
  description,
});

const PREFIX = '/api-zsai-query';

const eligibilityPdf = createRoute({
  method: 'get',
  path: POLICY_PDF_PATH.slice(PREFIX.length),
  summary: 'An enterprise checked against the policy library (政策匹配报告), as an A4 PDF',
  middleware: [requireUser] as const,
  security: [{ bearer: [] }],
  request: { query: eligibilityPdfQuerySchema },
  responses: {
    200: { content: { 'application/pdf': { schema: z.any() } }, description: 'The PDF' },
    400: errorResponse('Bad enterprise id'),
    401: errorResponse('Not logged in'),
    403: errorResponse('The tier does not hold 政策问答'),
    404: errorResponse('Unknown enterprise'),
    503: errorResponse('No CJK font on the server'),
  },
});

// /api-zsai-query: 政策问答's eligibility PDF (docs/policy-qa.md).
export function policyPdfRoutes() {
  const router = createRouter();

  // GET /api-zsai-query/zsai/gjzc/eligibilityPdf?qyid= - the check rebuilt and rendered
  router.openapi(eligibilityPdf, async (c) => {
    const { db, config, clock } = c.get('deps');
    const user = c.get('auth').user;
    await assertScreen(db, user, POLICY_PERMISSION, POLICY_MESSAGES.noPermission);
    const font = findCjkFont(config.cjkFont);
    const { facts, own } = await resolveEnterprise(db, user, c.req.valid('query').qyid);
    const answer = await checkEligibility({ db, clock }, facts, undefined, own);
    const bytes = await renderEligibilityPdf(answer, font);
    // The library keeps it (研究报告), checked again from its parameters on every open.
    await recordEligibilityReport(db, user, answer, clock.now());
    const name = `政策匹配报告-${facts.qymc}.pdf`;
    return c.body(new Uint8Array(bytes), 200, {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="policy-check.pdf"; filename*=UTF-8''${encodeURIComponent(name)}`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    });
  });

  return router;
}
