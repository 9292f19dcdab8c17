module maltu/libs/engine

go 1.26.0

require maltu/libs/gate v0.0.0

require github.com/sashabaranov/go-openai v1.43.0

require golang.org/x/text v0.43.0 // indirect

replace maltu/libs/gate => ../gate
