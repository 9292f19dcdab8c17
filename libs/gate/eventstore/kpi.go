package eventstore

import (
	"context"
	"strings"
	"time"
)

// KPI is the metrics row of GET /api/kpi (DESIGN §4) over all non-synthetic events. Ratios are
// nil when there is nothing to measure, never 0 or NaN.
type KPI struct {
	Sessions          uint64    `json:"sessions"`
	ProfilesCreated   uint64    `json:"profiles_created"`
	DraftsSubmitted   uint64    `json:"drafts_submitted"`
	TransformsDone    uint64    `json:"transforms_done"`
	PublishedAsIs     uint64    `json:"published_as_is"`
	PublishAsIsRate   *float64  `json:"publish_as_is_rate"`
	RevisionLoops     uint64    `json:"revision_loops"`
	RulesEditedInline uint64    `json:"rules_edited_inline"`
	RulesEditedTab    uint64    `json:"rules_edited_tab"`
	AvgChangedRatio   *float64  `json:"avg_changed_ratio"`
	FirstEventAt      time.Time `json:"first_event_at"`
	LastEventAt       time.Time `json:"last_event_at"`
}

// KPI reads the row the materialised view maintains. It returns nil while no non-synthetic event
// exists: "nothing to measure yet" is not a row of zeros.
func (s *Store) KPI(ctx context.Context) (*KPI, error) {
	if err := s.Migrate(ctx); err != nil {
		return nil, err
	}
	var last time.Time
	if err := s.conn.QueryRow(ctx, in(s.db, rolledDay)).Scan(&last); err != nil {
		return nil, s.failed("last rolled-up day", err)
	}
	var r kpiRow
	query := strings.ReplaceAll(in(s.db, kpiQuery), "{rolled}", "toDate('"+last.UTC().Format(time.DateOnly)+"')")
	err := s.conn.QueryRow(ctx, query).Scan(kpiRead(&r).targets...)
	if err != nil {
		return nil, s.failed("read kpi", err)
	}
	if r.events == 0 {
		return nil, nil
	}
	k := r.KPI
	k.FirstEventAt, k.LastEventAt = k.FirstEventAt.UTC(), k.LastEventAt.UTC()
	return &k, nil
}
