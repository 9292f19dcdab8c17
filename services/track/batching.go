package main

import (
	"fmt"
	"time"

	"maltu/libs/gate/door"
	"maltu/libs/gate/eventstore"
)

// insertSlack is what a request's wait keeps beside the flush interval and the insert: the queue
// and the answer.
const insertSlack = 100 * time.Millisecond

// batching reads TRACK_BATCH_SIZE and TRACK_FLUSH_INTERVAL. The insert gets what is left of the
// request's wait, so that "200 means stored" holds and a 502 still comes in time; an interval that
// leaves it less than 200 ms is refused.
func batching(getenv func(string) string) (eventstore.Batching, error) {
	b := eventstore.DefaultBatching
	var err error
	if b.Size, err = door.PositiveInt(getenv, "TRACK_BATCH_SIZE", b.Size); err != nil {
		return b, err
	}
	if b.Interval, err = door.PositiveDuration(getenv, "TRACK_FLUSH_INTERVAL", b.Interval); err != nil {
		return b, err
	}
	b.Timeout = storeWait - b.Interval - insertSlack
	if b.Timeout < 200*time.Millisecond {
		return b, fmt.Errorf("TRACK_FLUSH_INTERVAL: %v leaves an insert less than 200 ms of the %v a request waits; at most %v",
			b.Interval, storeWait, storeWait-insertSlack-200*time.Millisecond)
	}
	return b, nil
}
