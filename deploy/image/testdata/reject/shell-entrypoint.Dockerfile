# want: must be the binary alone, in exec form
FROM golang:1.26-bookworm AS build
ARG SERVICE
RUN CGO_ENABLED=0 go build -o /out/service ./services/$SERVICE
FROM gcr.io/distroless/static-debian12:nonroot
COPY --from=build /out/service /service
USER 65532
ENTRYPOINT /service
