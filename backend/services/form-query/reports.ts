import {
  REPORT_MESSAGES,
  yjbgGenerateParamsSchema,
  yjbgIdParamsSchema,
  yjbgListParamsSchema,
} from '@/lib/contract/reports';
import { deleteReport, listReports } from '../../db/queries/reports';
import { AppError } from '../../http/errors';
import { aliasUser, defineAlias } from '../alias-handler';
import { generateReport, openReport, previewReport, reportRecords } from '../reports/library';
// Each kind registers its builder when its module loads (backend/services/reports/registry.ts).
import '../reports/briefing';
import '../reports/enterprise-report';
import '../reports/chain-report';
import '../reports/regional-report';
import '../reports/benchmark-report';
import '../reports/eligibility-report';

// yjbg: 研究报告, the report library (lib/contract/reports.ts, docs/reports.md "API"). Every
// call needs a login and reads or writes only the caller's own reports.

/** yjbgPreview: a report built from its parameters, not stored (the briefing's preview). */
export const yjbgPreview = defineAlias({
  params: yjbgGenerateParamsSchema,
  run: async (ctx, p) => ({ data: [await previewReport(ctx, aliasUser(ctx), p.kind, p.params)] }),
});

/** yjbgGenerate: stores a report by its parameters; answers the entry and its document. */
export const yjbgGenerate = defineAlias({
  params: yjbgGenerateParamsSchema,
  run: async (ctx, p) => ({ data: [await generateReport(ctx, aliasUser(ctx), p.kind, p.params)] }),
});

/** yjbgList: the caller's reports, newest first, optionally of one kind. */
export const yjbgList = defineAlias({
  params: yjbgListParamsSchema,
  run: async (ctx, p) => {
    const user = aliasUser(ctx);
    const { rows, total } = await listReports(ctx.db, user.id, p);
    return {
      data: await reportRecords(ctx.db, rows),
      extraData: { total, pageIndex: p.pageIndex, pageSize: p.pageSize },
    };
  },
});

/** yjbgGet: one of the caller's reports, rebuilt from its stored parameters. */
export const yjbgGet = defineAlias({
  params: yjbgIdParamsSchema,
  run: async (ctx, p) => ({ data: [await openReport(ctx, aliasUser(ctx), p.id)] }),
});

/** yjbgDelete: removes one of the caller's reports. */
export const yjbgDelete = defineAlias({
  params: yjbgIdParamsSchema,
  run: async (ctx, p) => {
    if (!(await deleteReport(ctx.db, aliasUser(ctx).id, p.id)))
      throw new AppError(404, REPORT_MESSAGES.noSuchReport);
    return { data: null, message: '已删除' };
  },
});

export const REPORT_ALIASES = { yjbgPreview, yjbgGenerate, yjbgList, yjbgGet, yjbgDelete };
