package engine

import (
	"context"
	"slices"
	"strings"
	"sync"
	"time"
	"unicode/utf8"
)

// A model writes about 60 tokens a second and Korean is about 1.5 syllables a token, so one
// blocking call that writes a 10,000-character draft back takes minutes. A chunked engine gets
// the draft in consecutive chunks asked for in parallel; each chunk falls back to the next engine
// alone, and a chunk cut off (deadline or token limit) or with a sentence skipped keeps the
// sentences answered and sends only the rest on.
const (
	// SyllablesPerToken is the rough size of a Korean token in characters.
	SyllablesPerToken = 1.5
	// itemTokens is what one sentence's JSON item costs beyond its text
	// ({"i":12,"text":"…","rule_ids":[1,3]}, measured on the scripted model's answers).
	itemTokens = 24
	// A chunk is sized so that a request's chunks fill its concurrency, within these bounds: small
	// chunks answer sooner but repeat the rules in every prompt.
	minChunkTokens = 150
	maxChunkTokens = 1100
	// firstChunkTokens is the lead chunk when a caller shows sentences as they come: about 2 s at
	// 60 tokens a second after 0.6 s to the first token, so the draft's start is on screen soon;
	// each chunk after it may be twice the one before, until they reach the even share of the rest.
	firstChunkTokens = 100
	// continuations bounds how often a cut-off chunk asks the same engine again for its rest.
	continuations = 2
	// minCall is the least time worth starting a model call with.
	minCall = 300 * time.Millisecond
)

// OutputTokens estimates the tokens a model writes to answer sentences: the measure chunks and
// max_tokens are sized by.
func OutputTokens(sentences []string) int {
	n := 0
	for _, s := range sentences {
		n += itemTokens + int(float64(utf8.RuneCountInString(s))/SyllablesPerToken+0.5)
	}
	return n
}

// chunks cuts sentences into consecutive [lo, hi) ranges, never inside a sentence. With soon, the
// lead chunks grow from firstChunkTokens, doubling, so the first sentences come back within about
// 2 s and the draft's start keeps coming in order; the rest is cut evenly over the concurrency
// left (even).
func chunks(sentences []string, parallel int, soon bool) [][2]int {
	var out [][2]int
	lo := 0
	for size := firstChunkTokens; soon && lo < len(sentences) && len(out)+1 < parallel; size *= 2 {
		if size >= share(OutputTokens(sentences[lo:]), parallel-len(out)) {
			break
		}
		hi, cum := lo+1, OutputTokens(sentences[lo:lo+1])
		for ; hi < len(sentences) && cum+OutputTokens(sentences[hi:hi+1]) <= size; hi++ {
			cum += OutputTokens(sentences[hi : hi+1])
		}
		out = append(out, [2]int{lo, hi})
		lo = hi
	}
	if lo == len(sentences) {
		return out
	}
	for _, p := range even(sentences[lo:], parallel-len(out)) {
		out = append(out, [2]int{lo + p[0], lo + p[1]})
	}
	return out
}

// share is the output of one of `parallel` even chunks of total tokens, within the chunk bounds.
func share(total, parallel int) int {
	k := min(max(parallel, 1), max(total/minChunkTokens, 1))
	k = max(k, (total+maxChunkTokens-1)/maxChunkTokens)
	return (total + k - 1) / k
}

// even cuts sentences into consecutive [lo, hi) ranges of about equal output: `parallel` of them
// when that keeps each within the chunk bounds, so a request's chunks go out in one wave and
// finish together.
func even(sentences []string, parallel int) [][2]int {
	target := share(OutputTokens(sentences), parallel)
	var out [][2]int
	lo, cum := 0, 0
	for i, s := range sentences {
		cum += OutputTokens([]string{s})
		if cum >= (len(out)+1)*target && i+1 < len(sentences) {
			out = append(out, [2]int{lo, i + 1})
			lo = i + 1
		}
	}
	return append(out, [2]int{lo, len(sentences)})
}

// Rewrite rewrites req.Sentences with req.Rules within the chain's budget. When the first engine
// is chunked, the draft goes to it in chunks concurrently (at most the request's concurrency at
// once); every chunk falls back to the later engines alone. An answer with the wrong number of
// sentences fails its chunk; one that skipped some (Missing) keeps the others and the skipped ones
// are asked for again, as the rest of one cut short is; rule ids that were not sent are dropped.
// ready (may be nil) is told of each call's sentences as soon as they are kept, by their indices
// in req.Sentences, one call at a time; with it the lead chunks are small (chunks), for a caller
// that shows sentences as they come. The answer holds the draft's leading sentences that some
// engine answered, Truncated when the budget ran out before all were; it fails only when not even
// the first sentence was answered. The name returned lists the engines that answered, for logs.
func (c *Chain) Rewrite(ctx context.Context, req RewriteRequest, ready func(at []int, got []Rewritten)) (Rewrite, string, error) {
	in := []any{"sentences", len(req.Sentences), "rules", len(req.Rules)}
	failed := &FailedError{Task: TaskRewrite}
	if len(c.links) == 0 {
		failed.causes = []error{ErrNoEngine}
		c.log.Warn("engine call", append([]any{"task", TaskRewrite, "class", "no_engine"}, in...)...)
		return Rewrite{}, "", failed
	}
	start := time.Now()
	caller := ctx
	ctx, cancel := context.WithTimeout(caller, c.budget)
	defer cancel()

	parts := [][2]int{{0, len(req.Sentences)}}
	if c.links[0].Chunked {
		parts = chunks(req.Sentences, c.perRequest, ready != nil)
	}
	j := &rewriteJob{chain: c, caller: caller, req: req, ready: ready, got: make([]*Rewritten, len(req.Sentences))}
	free := make(chan struct{}, c.perRequest)
	var wg sync.WaitGroup
	for _, p := range parts {
		if caller.Err() != nil {
			break
		}
		held := true
		select {
		case free <- struct{}{}:
		case <-ctx.Done():
			held = false // the budget is spent: the chunk goes straight to the offline engine, if last
		}
		wg.Go(func() {
			if held {
				defer func() { <-free }()
			}
			j.chunk(ctx, indices(p[0], p[1]))
		})
	}
	wg.Wait()

	done := slices.IndexFunc(j.got, func(r *Rewritten) bool { return r == nil })
	if done < 0 {
		done = len(j.got)
	}
	c.log.Info("rewrite", append(in, "chunks", len(parts), "answered", done, "by", j.by(), "calls", len(j.attempts), "ms", time.Since(start).Milliseconds())...)
	if done == 0 {
		failed.Attempts = j.attempts
		failed.causes = []error{ErrAllFailed}
		if ctx.Err() != nil {
			failed.causes = append(failed.causes, ctx.Err())
		}
		return Rewrite{}, "", failed
	}
	out := Rewrite{Sentences: make([]Rewritten, done), Truncated: done < len(j.got)}
	for i := range done {
		out.Sentences[i] = *j.got[i]
	}
	return out, j.by(), nil
}

// rewriteJob is one request's chunks in flight: what each sentence became, and the attempts.
type rewriteJob struct {
	chain    *Chain
	caller   context.Context // the request's context before the budget: ended when the writer left
	req      RewriteRequest
	ready    func(at []int, got []Rewritten)
	mu       sync.Mutex
	got      []*Rewritten
	attempts []Attempt
	answered []string // engine names, in order of first answer
}

// chunk answers the sentences at idx: each link in turn, a link that left some unanswered (cut
// short, or skipped) asked again for them (bounded), until every sentence has an answer or the
// budget is spent.
func (j *rewriteJob) chunk(ctx context.Context, idx []int) {
	for i := range j.chain.links {
		lctx, cancel := j.chain.afterBudget(j.caller, ctx, i)
		idx = j.link(lctx, i, idx)
		cancel()
		if len(idx) == 0 || j.caller.Err() != nil {
			return
		}
	}
}

// link asks link i for the sentences at idx, again for those it left unanswered, and returns the
// ones still unanswered.
func (j *rewriteJob) link(ctx context.Context, i int, idx []int) []int {
	c, l := j.chain, j.chain.links[i]
	for again := 0; len(idx) > 0 && again <= continuations; again++ {
		if end, ok := ctx.Deadline(); ok && l.Chunked && time.Until(end)-c.reserve(i, time.Until(end)) < minCall {
			break // too little time for a model call: the later links take the rest
		}
		sub := RewriteRequest{Sentences: make([]string, len(idx)), Rules: j.req.Rules}
		for k, at := range idx {
			sub.Sentences[k] = j.req.Sentences[at]
		}
		actx, cl := c.begin(ctx, TaskRewrite, i)
		out, err := attempt(actx, c, i, func(ctx context.Context, e Engine) (Rewrite, error) {
			out, err := e.Rewrite(ctx, sub)
			if err != nil {
				return out, err
			}
			return checkRewrite(sub, out)
		})
		attrs := []any{"sentences", len(idx), "rules", len(sub.Rules)}
		if err == nil {
			attrs = append(attrs, "sentences_out", answered(out), "truncated", out.Truncated)
		}
		a := c.end(cl, err, attrs...)
		left := j.record(a, idx, out)
		if err != nil || len(left) == len(idx) {
			break
		}
		idx = left
	}
	return idx
}

// answered counts the sentences an answer holds.
func answered(out Rewrite) int {
	n := 0
	for _, s := range out.Sentences {
		if !s.Missing {
			n++
		}
	}
	return n
}

// record keeps a call's sentences (the k-th answering sentence idx[k]) and its attempt, and
// returns the sentences of idx still unanswered.
func (j *rewriteJob) record(a Attempt, idx []int, out Rewrite) []int {
	j.mu.Lock()
	defer j.mu.Unlock()
	j.attempts = append(j.attempts, a)
	if a.Err != nil {
		return idx
	}
	var left, kept []int
	var got []Rewritten
	for k, at := range idx {
		if k >= len(out.Sentences) || out.Sentences[k].Missing {
			left = append(left, at)
			continue
		}
		j.got[at] = &out.Sentences[k]
		kept, got = append(kept, at), append(got, out.Sentences[k])
	}
	if j.ready != nil && len(kept) > 0 {
		j.ready(kept, got)
	}
	if len(left) < len(idx) && !slices.Contains(j.answered, a.Engine) {
		j.answered = append(j.answered, a.Engine)
	}
	return left
}

// by names the engines that answered, for a log line or a span ("openai+local").
func (j *rewriteJob) by() string {
	j.mu.Lock()
	defer j.mu.Unlock()
	return strings.Join(j.answered, "+")
}

// indices are lo to hi-1.
func indices(lo, hi int) []int {
	idx := make([]int, hi-lo)
	for k := range idx {
		idx[k] = lo + k
	}
	return idx
}

// Wait blocks for d or until ctx ends, and reports whether the whole time passed.
func Wait(ctx context.Context, d time.Duration) bool {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-t.C:
		return true
	case <-ctx.Done():
		return false
	}
}
