# GS Classroom: one image serving the API, the website and the bundled sign-in on PORT.
# Build: docker build -t gs-classroom .   Run with MySQL: docker compose up

# 1. Everything needed to build the website.
FROM node:20-bookworm-slim AS build
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
COPY core/package.json core/
COPY adapters/http-contract/package.json adapters/http-contract/
COPY adapters/http-koa/package.json adapters/http-koa/
COPY adapters/mail-smtp/package.json adapters/mail-smtp/
COPY adapters/mail-templates/package.json adapters/mail-templates/
COPY adapters/identity-oidc/package.json adapters/identity-oidc/
COPY adapters/payments-stripe/package.json adapters/payments-stripe/
COPY adapters/payments-test/package.json adapters/payments-test/
COPY adapters/persistence-knex/package.json adapters/persistence-knex/
COPY adapters/persistence-memory/package.json adapters/persistence-memory/
COPY apps/server/package.json apps/server/
COPY apps/idp/package.json apps/idp/
COPY apps/web/package.json apps/web/
COPY apps/desktop/package.json apps/desktop/
ENV ELECTRON_SKIP_BINARY_DOWNLOAD=1
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build -w apps/web

# 2. The runtime: production dependencies, the sources (run by tsx) and the built website.
FROM node:20-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production \
    PORT=3000 \
    VAR_DIR=/app/var \
    ELECTRON_SKIP_BINARY_DOWNLOAD=1
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/core core
COPY --from=build /app/adapters adapters
COPY --from=build /app/apps/server apps/server
COPY --from=build /app/apps/idp apps/idp
COPY --from=build /app/apps/web/package.json apps/web/package.json
COPY --from=build /app/apps/web/dist apps/web/dist
COPY --from=build /app/apps/desktop/package.json apps/desktop/package.json
COPY --from=build /app/node_modules node_modules
RUN mkdir -p /app/var && chown node:node /app/var
USER node
VOLUME ["/app/var"]
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# SIGTERM reaches node directly (exec form): in-flight requests finish before it exits.
CMD ["node", "--import", "tsx", "apps/server/src/main.ts"]
