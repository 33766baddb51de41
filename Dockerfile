# GS Classroom: one image serving the API, the website and the bundled sign-in on PORT.
# Build: docker build --build-arg GIT_COMMIT=$(git rev-parse HEAD) -t gs-classroom .
# Run with MySQL: docker compose up --build (see docs/operations.md)
#
# CI cannot run Docker: .ci/image-check runs these same steps (the production install, the
# built server on Node 24) in a temporary folder. Keep the two in step.

ARG NODE_IMAGE=node:24-bookworm-slim

# 1. Every dependency, then the website (apps/web/dist) and the server bundle (apps/server/dist).
FROM ${NODE_IMAGE} AS build
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json .npmrc ./
# Every workspace's package.json, so that npm ci installs exactly what the lockfile says.
COPY core/package.json core/
COPY adapters/certificate-pdf/package.json adapters/certificate-pdf/
COPY adapters/credentials-jose/package.json adapters/credentials-jose/
COPY adapters/http-contract/package.json adapters/http-contract/
COPY adapters/http-edge/package.json adapters/http-edge/
COPY adapters/http-koa/package.json adapters/http-koa/
COPY adapters/identity-oidc/package.json adapters/identity-oidc/
COPY adapters/mail-smtp/package.json adapters/mail-smtp/
COPY adapters/mail-templates/package.json adapters/mail-templates/
COPY adapters/media-disk/package.json adapters/media-disk/
COPY adapters/media-ffmpeg/package.json adapters/media-ffmpeg/
COPY adapters/media-s3/package.json adapters/media-s3/
COPY adapters/media-sharp/package.json adapters/media-sharp/
COPY adapters/media-tus/package.json adapters/media-tus/
COPY adapters/payments-stripe/package.json adapters/payments-stripe/
COPY adapters/payments-test/package.json adapters/payments-test/
COPY adapters/persistence-knex/package.json adapters/persistence-knex/
COPY adapters/persistence-memory/package.json adapters/persistence-memory/
COPY apps/desktop/package.json apps/desktop/
COPY apps/idp/package.json apps/idp/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
ENV ELECTRON_SKIP_BINARY_DOWNLOAD=1
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# 2. The server's production dependencies only (no build tools, tests, website or desktop
#    packages). Nothing to compile: better-sqlite3's Node-API binaries ship in the package.
FROM build AS production-dependencies
RUN rm -rf node_modules \
  && npm ci --omit=dev --ignore-scripts --workspace @classroom/server --no-audit --no-fund

# 3. The runtime: node, Debian's ffmpeg (videos' duration, poster and HLS versions), those
#    dependencies, the two builds. Runs as the image's `node` user.
FROM ${NODE_IMAGE} AS runtime
ARG GIT_COMMIT=unknown
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends ffmpeg \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    PORT=3000 \
    VAR_DIR=/app/var \
    GIT_COMMIT=${GIT_COMMIT}
COPY --from=production-dependencies /app/package.json /app/package-lock.json ./
COPY --from=production-dependencies /app/node_modules node_modules
COPY --from=build /app/apps/server/package.json apps/server/package.json
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/web/dist apps/web/dist
RUN mkdir -p /app/var && chown node:node /app/var
USER node
VOLUME ["/app/var"]
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# SIGTERM reaches node directly (exec form): in-flight requests finish before it exits.
# Operator commands: docker compose exec server node apps/server/dist/cli.mjs <command>
CMD ["node", "apps/server/dist/main.mjs"]
