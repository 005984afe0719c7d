// Command ferretdb-launcher runs FerretDB v1 (SQLite or PostgreSQL backend) through its embeddable package.
// Building FerretDB's own cmd from the module zip panics on a missing generated version file;
// the embeddable package skips that check when FerretDB is not the main module.
package main

import (
	"context"
	"database/sql"
	"flag"
	"fmt"
	"log"
	"log/slog"
	"net/http"
	_ "net/http/pprof" // served only with -pprof-addr
	"os"
	"os/signal"
	"path/filepath"
	"syscall"
	"time"

	"github.com/FerretDB/FerretDB/ferretdb"
	_ "modernc.org/sqlite" // the driver FerretDB's SQLite backend uses, for the checkpoints below
)

// Erased data must not stay readable in the files (docs/decisions/privacy-rights.md, step 1):
// secure_delete overwrites deleted content in the database file, and journal_size_limit(0)
// truncates the WAL whenever it is reset, so old page images do not linger in its frames.
// FerretDB keeps pragmas given in its URL and adds only its defaults (busy_timeout, WAL, auto_vacuum).
const sqlitePragmas = "?_pragma=secure_delete(on)&_pragma=journal_size_limit(0)"

// checkpoint copies each database's WAL into its file and truncates it (TRUNCATE), so a
// delete's zeroed pages reach the file and the WAL's older frames are gone, within one period:
// SQLite checkpoints on its own only once the WAL holds 1,000 pages. Each database is opened
// for the checkpoint and closed again (mode=rw never creates one), so a database FerretDB drops
// is not kept alive by an open descriptor. It returns the databases that were busy (a reader or
// writer held the WAL past the short busy timeout): the caller tries those again soon.
//
// The busy timeout is short on purpose: with FerretDB's 5 s, one pass over a busy server waited
// up to 5 s per busy database in turn, so under load a pass could outlast the period, and a
// database still busy at its turn waited for the next pass.
func checkpoint(files []string, logger *slog.Logger) (busyFiles []string) {
	for _, file := range files {
		// A database written to since the last checkpoint has a non-empty WAL; the rest cost a stat.
		if info, err := os.Stat(file + "-wal"); err != nil || info.Size() == 0 {
			continue
		}
		db, err := sql.Open("sqlite", "file:"+file+"?mode=rw&_pragma=busy_timeout(200)")
		if err != nil {
			logger.Warn("checkpoint: open failed", "file", file, "err", err)
			continue
		}
		var busy, logFrames, checkpointed int
		if err := db.QueryRow("PRAGMA wal_checkpoint(TRUNCATE)").Scan(&busy, &logFrames, &checkpointed); err != nil {
			logger.Warn("checkpoint failed", "file", file, "err", err)
		} else if busy != 0 {
			busyFiles = append(busyFiles, file)
		}
		_ = db.Close()
	}
	return busyFiles
}

// checkpointLoop checkpoints every database each period, and the ones that were busy again every
// retry interval until they succeed or the next period starts.
func checkpointLoop(ctx context.Context, dir string, every time.Duration, logger *slog.Logger) {
	retry := every / 4
	if retry < 250*time.Millisecond {
		retry = 250 * time.Millisecond
	}
	ticker := time.NewTicker(every)
	defer ticker.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-ticker.C:
		}
		files, err := filepath.Glob(filepath.Join(dir, "*.sqlite"))
		if err != nil {
			logger.Warn("checkpoint: listing databases failed", "err", err)
			continue
		}
		started := time.Now()
		busy := checkpoint(files, logger)
		for tries := 1; len(busy) > 0 && time.Since(started)+retry < every; tries++ {
			select {
			case <-ctx.Done():
				return
			case <-time.After(retry):
			}
			logger.Debug("checkpoint: busy databases tried again", "busy", len(busy), "try", tries)
			busy = checkpoint(busy, logger)
		}
		if len(busy) > 0 {
			logger.Debug("checkpoint: still busy, next period", "busy", len(busy), "took", time.Since(started))
		}
	}
}

func main() {
	listen := flag.String("listen", "127.0.0.1:27017", "TCP address to listen on")
	backend := flag.String("backend", "sqlite", "storage backend: sqlite or postgresql")
	dataDir := flag.String("data", "./data", "directory for SQLite files (sqlite backend)")
	pgURL := flag.String("postgresql-url", "", "PostgreSQL connection string, e.g. postgres://postgres@127.0.0.1:5432/postgres (postgresql backend)")
	logLevel := flag.String("log-level", "warn", "log level: debug, info, warn or error (info logs every client connection)")
	pprofAddr := flag.String("pprof-addr", "", "serve Go's pprof profiles on this loopback address (e.g. 127.0.0.1:6060); off when empty")
	checkpointEvery := flag.Duration("checkpoint-every", 20*time.Second, "checkpoint and truncate each SQLite WAL this often (sqlite backend); 0 turns it off")
	flag.Parse()

	if *pprofAddr != "" {
		// Where FerretDB spends its CPU: go tool pprof -top http://<addr>/debug/pprof/profile?seconds=20
		go func() { log.Println(http.ListenAndServe(*pprofAddr, nil)) }()
	}

	var level slog.Level
	if err := level.UnmarshalText([]byte(*logLevel)); err != nil {
		log.Fatalf("invalid -log-level %q: %s", *logLevel, err)
	}
	logger := slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: level}))

	dir, err := filepath.Abs(*dataDir)
	if err != nil {
		log.Fatal(err)
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		log.Fatal(err)
	}

	config := &ferretdb.Config{
		Listener: ferretdb.ListenerConfig{TCP: *listen},
		Logger:   logger,
		Handler:  *backend,
	}
	where := "data in " + dir
	switch *backend {
	case "sqlite":
		config.SQLiteURL = "file:" + dir + "/" + sqlitePragmas
		where += fmt.Sprintf(", secure delete, WAL checkpoint every %s", *checkpointEvery)
	case "postgresql":
		if *pgURL == "" {
			log.Fatal("-backend postgresql needs -postgresql-url")
		}
		config.PostgreSQLURL = *pgURL
		where = "backend " + *pgURL
	default:
		log.Fatalf("invalid -backend %q (expected sqlite or postgresql)", *backend)
	}

	f, err := ferretdb.New(config)
	if err != nil {
		log.Fatal(err)
	}

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	if *backend == "sqlite" && *checkpointEvery > 0 {
		go checkpointLoop(ctx, dir, *checkpointEvery, logger)
	}

	fmt.Printf("ferretdb-launcher: listening on %s, %s %s, log level %s\n", *listen, *backend, where, level)
	if err := f.Run(ctx); err != nil {
		log.Fatal(err)
	}
	fmt.Println("ferretdb-launcher: stopped")
}
