# Bindery for production: one image for every role (BINDERY_ROLES picks api, worker or both).
# Build: docker build -t bindery .   Run at scale: docker compose up (compose.yaml).

# The package manifests alone, so dependency layers are rebuilt only when they change.
FROM node:26-bookworm-slim AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY contract/package.json contract/
COPY themes/package.json themes/
COPY converter/package.json converter/
COPY server/package.json server/
COPY web/package.json web/
COPY e2e/package.json e2e/

# 1. Build everything with the development tools.
FROM node:26-bookworm-slim AS build
WORKDIR /app
COPY --from=manifests /app ./
RUN npm ci
COPY . .
RUN npm run build

# 2. What runs: production dependencies only, the built code, a user without privileges.
FROM node:26-bookworm-slim AS run
ENV NODE_ENV=production
WORKDIR /app
COPY --from=manifests /app ./
RUN npm ci --omit=dev && npm cache clean --force
COPY --from=build /app/contract/dist contract/dist
# The built-in themes, rendered by the build (dist/builtin) beside the code that lists them.
COPY --from=build /app/themes/dist themes/dist
COPY --from=build /app/converter/dist converter/dist
COPY --from=build /app/server/dist server/dist
COPY --from=build /app/web/dist web/dist
RUN mkdir -p /app/data && chown node:node /app/data
USER node
ENV DATA_DIR=/app/data
# Listen on the container's network, not only its loopback, or no published port answers.
ENV HOST=0.0.0.0
EXPOSE 3000 3001
CMD ["node", "server/dist/main.js"]
