# want: the image runs on debian:bookworm-slim, not distroless static or scratch
FROM golang:1.26-bookworm AS build
ARG SERVICE
RUN CGO_ENABLED=0 go build -o /out/service ./services/$SERVICE
FROM debian:bookworm-slim
COPY --from=build /out/service /service
USER 65532:65532
ENTRYPOINT ["/service"]
