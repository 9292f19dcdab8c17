// Package deploy is the home of the offline deployment checks run by `make verify-deploy`: the
// Helm chart is linted and rendered, every rendered object is strictly decoded, dry-run applied to
// a real kube-apiserver (with the Gateway API's and Envoy Gateway's CRDs from the module cache),
// held to the security and traffic rules, matched against the route map; the kind config is
// validated by kind itself and fitted to the edge's proxies, the Tiltfile is executed with
// recorded builtins and the service Dockerfile is parsed and held to its promises.
//
// It is its own module, outside go.work, built with GOWORK=off: its Kubernetes and Starlark
// dependencies would otherwise join the workspace's version selection and every `go vet`/`go test`
// of the services, and its tests need tools (helm, kind, kube-apiserver, etcd) that only
// `make verify-deploy` provides.
package deploy
