# syntax=docker/dockerfile:1
# Multi-stage build of the standalone portal (with its embedded backend). See docs/deploy.md.

FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY --from=deps /app/node_modules ./node_modules
COPY . .
RUN node node_modules/next/dist/bin/next build

FROM node:20-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    ZSAI_ENV=production \
    PORT=3000 \
    HOSTNAME=0.0.0.0 \
    ZSAI_DATA_DIR=/data
# fonts-noto-cjk: the CJK font embedded in PDF reports (docs/profile.md).
RUN apt-get update && apt-get install -y --no-install-recommends fonts-noto-cjk \
    && rm -rf /var/lib/apt/lists/* \
    && groupadd --system zsai && useradd --system --gid zsai --home /app zsai \
    && mkdir -p /data && chown zsai:zsai /data
COPY --from=build --chown=zsai:zsai /app/.next/standalone ./
COPY --from=build --chown=zsai:zsai /app/.next/static ./.next/static
COPY --from=build --chown=zsai:zsai /app/public ./public
USER zsai
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/zsai/api/api-system/system/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# The request gate (lib/net/request-gate.mjs) goes first: client addresses, broken escapes.
CMD ["node", "--import", "./zsai-gate/install-request-gate.mjs", "server.js"]
