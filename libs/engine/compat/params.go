package compat

import (
	"strings"
	"sync/atomic"
	"time"
)

// What servers differ in, learnt per engine and remembered: whether they take response_format
// json_schema, json_object or none, whether they stream, which field caps the answer, whether
// they take a temperature, and which of the ways to turn thinking off they take.
const (
	formatSchema int32 = iota // json_schema where the task has a schema, else json_object
	formatObject              // json_object
	formatNone                // no response_format; the prompt still asks for JSON
)

// params are the request parameters a server takes. The zero value asks for everything.
type params struct {
	format   int32
	noStream bool
	// completionTokens caps the answer with max_completion_tokens rather than max_tokens, as
	// OpenAI's reasoning models (gpt-5, o1, o3, o4) require; other servers read max_tokens.
	completionTokens bool
	noTemperature    bool
	// thinkingOff asks the server not to think (an operator's choice, never the default), in
	// each of the ways servers read it that the server has not refused.
	thinkingOff                 bool
	noKwargs, noEffort, noThink bool
}

// Names of what a refusal that names nothing may be about, tried in this order.
const (
	paramThinking = "thinking"
	paramFormat   = "response_format"
)

// refuse leaves out of p the parameter a server refused (the API error's param) and reports
// whether p changed, that is whether the parameter was sent and can be done without.
func (p *params) refuse(param string, schema bool) bool {
	name, _, _ := strings.Cut(param, ".") // "response_format.type", "chat_template_kwargs.enable_thinking"
	switch name {
	case "max_tokens":
		return set(&p.completionTokens, true)
	case "max_completion_tokens":
		return set(&p.completionTokens, false)
	case "temperature":
		return set(&p.noTemperature, true)
	case paramFormat:
		if p.format == formatNone {
			return false
		}
		p.format++
		if !schema && p.format == formatObject {
			p.format = formatNone // json_object was what was refused
		}
		return true
	case "stream", "stream_options":
		return set(&p.noStream, true)
	case "chat_template_kwargs":
		return p.thinkingOff && set(&p.noKwargs, true)
	case "reasoning_effort":
		return p.thinkingOff && set(&p.noEffort, true)
	case "think":
		return p.thinkingOff && set(&p.noThink, true)
	case paramThinking:
		if !p.thinkingOff || (p.noKwargs && p.noEffort && p.noThink) {
			return false
		}
		p.noKwargs, p.noEffort, p.noThink = true, true, true
		return true
	}
	return false
}

// set makes *b v and reports whether it changed.
func set(b *bool, v bool) bool {
	if *b == v {
		return false
	}
	*b = v
	return true
}

// trial leaves out of p what a refusal that names nothing may be about: the ways to turn thinking
// off first (an operator's extra), then one step of the format. It names what it left out.
func (p *params) trial(schema bool) (string, bool) {
	for _, name := range []string{paramThinking, paramFormat} {
		if p.refuse(name, schema) {
			return name, true
		}
	}
	return "", false
}

// current is what the engine has learnt its server takes.
func (e *Engine) current() params {
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.params
}

// learn remembers what a call found the server refuses, once a request without it was answered:
// one refusal of a cause other than the parameter (a flagged prompt, a prompt too long) teaches
// nothing. The format only ever steps down.
func (e *Engine) learn(p params, refused []string) {
	if len(refused) == 0 {
		return
	}
	e.mu.Lock()
	defer e.mu.Unlock()
	for _, name := range refused {
		if name == paramFormat {
			e.params.format = max(e.params.format, p.format)
			continue
		}
		e.params.refuse(name, true)
	}
}

// atomicDuration is a duration measured on answers, smoothed.
type atomicDuration struct{ v atomic.Int64 }

// ewma moves the value a quarter of the way to d (to d at once when unset).
func (a *atomicDuration) ewma(d time.Duration) {
	for {
		old := a.v.Load()
		next := int64(d)
		if old != 0 {
			next = old + (int64(d)-old)/4
		}
		if a.v.CompareAndSwap(old, next) {
			return
		}
	}
}

// or is the value, or def before anything was measured.
func (a *atomicDuration) or(def time.Duration) time.Duration {
	if v := a.v.Load(); v != 0 {
		return time.Duration(v)
	}
	return def
}
