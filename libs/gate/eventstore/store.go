// Package eventstore keeps the usage events in ClickHouse (DESIGN §4, §7): the connection, the schema
// applied at start-up, the batch writer through which /api/track stores events, and the one-row KPI
// read that /api/kpi returns. It speaks the native protocol through clickhouse-go, bounds every call
// with a deadline and reconnects by itself when ClickHouse comes back.
package eventstore

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"regexp"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"github.com/ClickHouse/clickhouse-go/v2"
	"github.com/ClickHouse/clickhouse-go/v2/lib/driver"
	"github.com/google/uuid"

	"maltu/libs/gate/events"
)

// Store is one ClickHouse database holding the events and the KPI aggregate.
type Store struct {
	conn     driver.Conn
	db       string
	cluster  string // CLICKHOUSE_CLUSTER: one shard of replicas; "" for one node
	log      *slog.Logger
	migrated atomic.Bool
	migrate  sync.Mutex // one migration at a time
}

// identifier is what a database name may be: it is put into statements, never bound.
var identifier = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_]{0,63}$`)

// Open prepares a store for url (clickhouse://user:password@host:9000/database, or several
// host:port separated by commas: replicas of cluster). cluster names the cluster of the servers'
// remote_servers whose replicas hold the tables, "" for one node. Open does not dial: connections
// are made when needed, so a ClickHouse that is down at start-up is no error.
func Open(url, cluster string, log *slog.Logger) (*Store, error) {
	opt, err := clickhouse.ParseDSN(url)
	if err != nil {
		return nil, fmt.Errorf("CLICKHOUSE_URL: %w", err)
	}
	db := opt.Auth.Database
	if !identifier.MatchString(db) {
		return nil, fmt.Errorf("CLICKHOUSE_URL: the path must name the database, a plain identifier such as /maltu")
	}
	if cluster != "" && !identifier.MatchString(cluster) {
		return nil, fmt.Errorf("CLICKHOUSE_CLUSTER: %q is not a plain identifier such as maltu", cluster)
	}
	// Sessions start in the server's default database: ours may not exist before Migrate.
	opt.Auth.Database = ""
	opt.DialTimeout = 500 * time.Millisecond
	opt.ReadTimeout = 5 * time.Second
	opt.MaxOpenConns = 8
	opt.MaxIdleConns = 8
	opt.ConnMaxLifetime = 10 * time.Minute
	opt.Compression = &clickhouse.Compression{Method: clickhouse.CompressionLZ4}
	conn, err := clickhouse.Open(opt)
	if err != nil {
		return nil, fmt.Errorf("clickhouse: %w", err)
	}
	return &Store{conn: conn, db: db, cluster: cluster, log: log}, nil
}

// ErrNoURL says no CLICKHOUSE_URL was given; each service decides what it answers without storage.
var ErrNoURL = errors.New("CLICKHOUSE_URL is not set")

// Connect opens the store for url (CLICKHOUSE_URL) and cluster (CLICKHOUSE_CLUSTER, "" for one
// node) and applies the schema now, as a service does at start-up. A ClickHouse that does not
// answer yet is logged, not an error: the first call that reaches it applies the schema then.
func Connect(ctx context.Context, url, cluster string, log *slog.Logger) (*Store, error) {
	if url == "" {
		return nil, ErrNoURL
	}
	s, err := Open(url, cluster, log)
	if err != nil {
		return nil, err
	}
	ctx, cancel := context.WithTimeout(ctx, 3*time.Second)
	defer cancel()
	if err := s.Migrate(ctx); err != nil {
		log.Warn("clickhouse schema not applied yet; it will be with the first call that reaches ClickHouse", "err", err)
	}
	return s, nil
}

// Close closes the connections.
func (s *Store) Close() error { return s.conn.Close() }

// Ping checks that ClickHouse answers.
func (s *Store) Ping(ctx context.Context) error { return s.conn.Ping(ctx) }

// Migrate applies the schema once per process; it is idempotent and safe to run from several
// services at the same time. After a failure the next call tries again.
func (s *Store) Migrate(ctx context.Context) error {
	if s.migrated.Load() {
		return nil
	}
	s.migrate.Lock()
	defer s.migrate.Unlock()
	if s.migrated.Load() {
		return nil
	}
	present, err := s.replicated(ctx)
	if err != nil {
		return err
	}
	if !present { // else on a cluster whose tables this replica has
		for i, statement := range schema {
			if err := s.conn.Exec(ctx, s.ddl(statement)); err != nil && !alreadyExists(err) {
				return fmt.Errorf("migration %d: %w", i+1, err)
			}
		}
	}
	s.migrated.Store(true)
	return nil
}

// replicated checks, on a cluster, that the cluster is one shard of replicas, and says whether
// this replica has the tables already: an ON CLUSTER statement waits for every replica, and a
// replica that is down must not hold up a service whose tables are there.
func (s *Store) replicated(ctx context.Context) (bool, error) {
	if s.cluster == "" {
		return false, nil
	}
	var replicas, shards, tables uint64
	err := s.conn.QueryRow(ctx, `SELECT count(), toUInt64(max(shard_num)),
		(SELECT count() FROM system.tables WHERE database = ? AND name IN ('events_by_id', 'kpi_days'))
		FROM system.clusters WHERE cluster = ?`, s.db, s.cluster).Scan(&replicas, &shards, &tables)
	switch {
	case err != nil:
		return false, fmt.Errorf("cluster %s: %w", s.cluster, err)
	case replicas == 0:
		return false, fmt.Errorf("CLICKHOUSE_CLUSTER: the server has no cluster %q in its remote_servers", s.cluster)
	case shards > 1:
		return false, fmt.Errorf("CLICKHOUSE_CLUSTER: cluster %q has %d shards; the store supports one shard of replicas", s.cluster, shards)
	}
	return tables == 2, nil
}

// Upgrade brings the events stored under the schema before event ids into events_by_id, once,
// and drops the old tables; without them it does nothing. A copy can be long: it is no part of
// Migrate, which every insert may run, but of the kpi service's upkeep, before any rollup.
func (s *Store) Upgrade(ctx context.Context) error {
	if err := s.Migrate(ctx); err != nil {
		return err
	}
	var old uint8
	if err := s.conn.QueryRow(ctx, in(s.db, `EXISTS TABLE {db}.events`)).Scan(&old); err != nil {
		return fmt.Errorf("look for the tables before event ids: %w", err)
	}
	if old == 0 {
		return nil
	}
	for i, statement := range legacy {
		err := s.conn.Exec(ctx, in(s.db, statement))
		if err != nil && !isCode(err, codeUnknownTable) {
			return fmt.Errorf("upgrade step %d: %w", i+1, err)
		}
	}
	s.log.Info("events stored before event ids copied to events_by_id")
	return nil
}

// Insert stores events as one batch. It answers nil only once ClickHouse has accepted every row.
func (s *Store) Insert(ctx context.Context, evs []events.Event) error {
	if err := s.Migrate(ctx); err != nil {
		return err
	}
	batch, err := s.conn.PrepareBatch(ctx, in(s.db, insertEvents))
	if err != nil {
		return s.failed("prepare insert", err)
	}
	defer func() { _ = batch.Abort() }() // releases the connection when Append fails; a no-op after Send
	for _, e := range evs {
		var synthetic uint8
		if e.Synthetic {
			synthetic = 1
		}
		id := e.ID
		if id == uuid.Nil { // built without Admit, as tests and tools do: never merged with another
			if id, err = uuid.NewV7(); err != nil {
				return fmt.Errorf("event id: %w", err)
			}
		}
		at := e.At.UTC()
		day := time.Date(at.Year(), at.Month(), at.Day(), 0, 0, 0, 0, time.UTC)
		if err := batch.Append(day, id, at, e.Name, e.Anon, e.Props, e.ChangedRatio, e.EditRatio, e.Origin, synthetic); err != nil {
			return fmt.Errorf("append: %w", err)
		}
	}
	if err := batch.Send(); err != nil {
		return s.failed("insert", err)
	}
	return nil
}

// failed wraps err; when ClickHouse lost our database or table (a server started on empty data),
// the next call migrates again.
func (s *Store) failed(op string, err error) error {
	if isCode(err, codeUnknownTable, codeUnknownDatabase) {
		s.migrated.Store(false)
	}
	return fmt.Errorf("%s: %w", op, err)
}

// ClickHouse error codes the store reacts to.
const (
	codeUnknownTable          = 60
	codeTableAlreadyExists    = 57
	codeUnknownDatabase       = 81
	codeDatabaseAlreadyExists = 82
)

// alreadyExists is the race of two services creating the same object: IF NOT EXISTS on 18.16 can
// still lose it, and the object is there either way.
func alreadyExists(err error) bool {
	return isCode(err, codeTableAlreadyExists, codeDatabaseAlreadyExists)
}

// isCode says whether err is a ClickHouse exception with one of codes.
func isCode(err error, codes ...int32) bool {
	var ex *clickhouse.Exception
	return errors.As(err, &ex) && slices.Contains(codes, ex.Code)
}
