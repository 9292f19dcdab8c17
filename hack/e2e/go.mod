module maltu/hack/e2e

go 1.26.0

require github.com/go-json-experiment/json v0.0.0-20260213210345-44df1a37e875 // indirect

require (
	github.com/chromedp/cdproto v0.159.0
	github.com/chromedp/chromedp v0.23.0
	maltu/hack v0.0.0
	maltu/libs/gate v0.0.0
)

replace maltu/libs/gate => ../../libs/gate

replace maltu/hack => ../
