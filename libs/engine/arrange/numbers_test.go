package arrange

import (
	"slices"
	"strconv"
	"testing"

	"maltu/libs/gate/contract"
)

// TestInformativeNumbers: past the maximum, figures a context names stay before those it does not.
func TestInformativeNumbers(t *testing.T) {
	var ns []contract.Number
	for i := range 22 {
		n := contract.Number{Value: strconv.Itoa(i + 1), Unit: "건", Context: "문의"}
		if i%10 == 0 {
			n.Context = "" // the 1st, 11th and 21st say nothing of what they count
		}
		ns = append(ns, n)
	}
	got := informative(ns, maxNumbers)
	var values []string
	for _, n := range got {
		values = append(values, n.Value)
	}
	// All 19 named ones stay, in input order, and the room left goes to the first unnamed one.
	want := []string{"1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "12", "13", "14", "15", "16", "17", "18", "19", "20", "22"}
	if !slices.Equal(values, want) {
		t.Errorf("kept %v, want %v", values, want)
	}
}
