package limit

import "container/list"

// localMaxKeys bounds the memory of each in-process fallback during a long outage under many
// clients: past it the least recently seen client is forgotten, one at a time, which errs
// towards serving that client and keeps everyone else's count.
const localMaxKeys = 1 << 17

// share is one replica's part of a limit while each replica counts alone: the limit divided by
// the replicas the chart runs (LIMIT_REPLICAS), so that a client spread over all of them gets
// about the limit in total rather than a multiple of it; at least one call.
func share(limit, replicas int) int {
	return max(1, limit/max(1, replicas))
}

// recent is a map of at most capacity keys that forgets the least recently used key first.
// Its owner locks it.
type recent[V any] struct {
	capacity int                      // 0 means localMaxKeys
	order    list.List                // of *entry[V], most recently used at the front
	byKey    map[string]*list.Element // into order
}

type entry[V any] struct {
	key string
	val V
}

// get returns key's value and marks it used.
func (r *recent[V]) get(key string) (V, bool) {
	if e, ok := r.byKey[key]; ok {
		r.order.MoveToFront(e)
		return e.Value.(*entry[V]).val, true
	}
	var zero V
	return zero, false
}

// put sets key's value and marks it used, forgetting the least recently used key when full.
func (r *recent[V]) put(key string, val V) {
	if e, ok := r.byKey[key]; ok {
		e.Value.(*entry[V]).val = val
		r.order.MoveToFront(e)
		return
	}
	if r.byKey == nil {
		r.byKey = map[string]*list.Element{}
	}
	capacity := r.capacity
	if capacity == 0 {
		capacity = localMaxKeys
	}
	if len(r.byKey) >= capacity {
		r.remove(r.order.Back().Value.(*entry[V]).key)
	}
	r.byKey[key] = r.order.PushFront(&entry[V]{key: key, val: val})
}

func (r *recent[V]) remove(key string) {
	if e, ok := r.byKey[key]; ok {
		r.order.Remove(e)
		delete(r.byKey, key)
	}
}

// clear forgets every key.
func (r *recent[V]) clear() {
	r.order.Init()
	r.byKey = nil
}
