# syntax=docker/dockerfile:1
# The build stage compiles the client, the server and better-sqlite3's native module; the run stage gets only the
# artifact scripts/build-artifact.sh assembles (test/system/artifact.test.ts builds and runs the same artifact).

FROM node:22-bookworm AS build
# better-sqlite3 compiles against the image's own Node headers: nothing is fetched beyond the npm registry.
ENV npm_config_build_from_source=true \
    npm_config_nodedir=/usr/local
WORKDIR /src
COPY package.json package-lock.json .npmrc ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && scripts/build-artifact.sh /artifact

FROM node:22-bookworm-slim
# No PUBLIC_URL here: the server refuses to start on HOST=0.0.0.0 until it is given (docker run -e PUBLIC_URL=https://…,
# or compose.yaml's .env), since without it the server would be a test deployment whose checkout is free.
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATABASE_URL=sqlite:/app/data/app.db
WORKDIR /app
RUN groupadd --system signaldesk && useradd --system --gid signaldesk --home-dir /app signaldesk \
    && mkdir -p /app/data && chown signaldesk:signaldesk /app/data
COPY --from=build /artifact /app
USER signaldesk
VOLUME ["/app/data"]
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
# node is PID 1, with no npm in between: SIGTERM reaches the server, which drains within 10 s.
STOPSIGNAL SIGTERM
CMD ["node", "dist/server/main.js"]
