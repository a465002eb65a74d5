import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../http/env';
import { validationHook } from '../http/validation';

/** Every API group is one of these: OpenAPI-declared routes sharing the validation hook. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
}
