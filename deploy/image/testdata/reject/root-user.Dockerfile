# want: the image runs as user "0", not a numeric non-root user
FROM golang:1.26-bookworm AS build
ARG SERVICE
RUN CGO_ENABLED=0 go build -o /out/service ./services/$SERVICE
FROM gcr.io/distroless/static-debian12
COPY --from=build /out/service /service
USER 0
ENTRYPOINT ["/service"]
