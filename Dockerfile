# Production image: build the single binary, run it as a non-root user.
FROM oven/bun:1.4.5 AS build
WORKDIR /src
COPY package.json bun.lock ./
RUN bun install --frozen-lockfile
COPY . .
RUN bun run typecheck && bun run build

FROM debian:bookworm-slim
RUN useradd --system --uid 10001 --home-dir /app app \
 && mkdir -p /app/data && chown app /app/data
WORKDIR /app
COPY --from=build /src/dist/server /app/server
USER app
ENV HOST=0.0.0.0 PORT=3000 DATA_DIR=/app/data
EXPOSE 3000
VOLUME ["/app/data"]
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD ["/app/server", "healthcheck"]
STOPSIGNAL SIGTERM
ENTRYPOINT ["/app/server"]
