# Parley: one image for every node. Production runs Node 24 LTS.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY protocol/package.json protocol/
COPY server/package.json server/
COPY console/package.json console/
COPY widget/package.json widget/
# The protocol package is built with the rest below (prepare would need its sources now).
RUN npm ci --ignore-scripts --no-audit --no-fund
# .dockerignore keeps the host's node_modules, builds and data out: this copy cannot overwrite the install above.
COPY . .
RUN npm run build

FROM node:24-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production PORT=4000 DATA_DIR=/data
COPY package.json package-lock.json ./
COPY protocol/package.json protocol/
COPY server/package.json server/
COPY console/package.json console/
COPY widget/package.json widget/
RUN npm ci --ignore-scripts --omit=dev --workspace server --include-workspace-root=false --no-audit --no-fund \
  && mkdir -p /data && chown node:node /data
COPY --from=build /app/protocol/dist protocol/dist
COPY --from=build /app/server/dist server/dist
COPY --from=build /app/console/dist console/dist
COPY --from=build /app/widget/dist widget/dist
USER node
VOLUME /data
EXPOSE 4000
# Follows PORT, whatever the deployment sets it to.
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=6 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||4000)+'/readyz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["node", "server/dist/main.js"]
