package eventstore

import (
	"regexp"
	"slices"
	"strings"
	"testing"
)

// TestCountersAreTheColumnsOfKpiDays: every column of kpi_days but its day and its sessions sketch
// is one counter, in the table's order, so a column added to the schema without its counter (or the
// reverse) fails here before it reaches ClickHouse.
func TestCountersAreTheColumnsOfKpiDays(t *testing.T) {
	i := slices.IndexFunc(schema, func(s string) bool { return strings.Contains(s, "kpi_days{on_cluster} (") })
	if i < 0 {
		t.Fatal("no kpi_days in the schema")
	}
	var table []string
	for _, m := range regexp.MustCompile(`(?m)^\s+([a-z_]+) [A-Z]`).FindAllStringSubmatch(schema[i], -1) {
		if m[1] != "day" && m[1] != "sessions" {
			table = append(table, m[1])
		}
	}
	var named []string
	for _, c := range counters {
		named = append(named, c.column)
	}
	if !slices.Equal(named, table) {
		t.Errorf("counters %v, kpi_days holds %v", named, table)
	}
}
