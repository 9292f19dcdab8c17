# syntax=docker/dockerfile:1
# One image per service: docker build --build-arg SERVICE=extract -t maltu/extract:dev .
# A static binary (CGO off) on distroless static, running as the nonroot user (65532).
ARG GO_VERSION=1.26

FROM --platform=$BUILDPLATFORM golang:${GO_VERSION} AS build
ARG SERVICE
ARG TARGETOS
ARG TARGETARCH
WORKDIR /src
COPY . .
RUN --mount=type=cache,target=/root/go/pkg/mod \
    --mount=type=cache,target=/root/.cache/go-build \
    test -n "$SERVICE" && \
    CGO_ENABLED=0 GOOS=$TARGETOS GOARCH=$TARGETARCH \
    go build -trimpath -ldflags="-s -w" -o /out/service ./services/$SERVICE

FROM gcr.io/distroless/static-debian12:nonroot
COPY --from=build /out/service /service
USER 65532:65532
ENV ADDR=:8080
EXPOSE 8080
ENTRYPOINT ["/service"]
