// Command ferretdb-launcher runs FerretDB v1 (SQLite or PostgreSQL backend) through its embeddable package.
// Building FerretDB's own cmd from the module zip panics on a missing generated version file;
// the embeddable package skips that check when FerretDB is not the main module.
package main

import (
	"context"
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

	"github.com/FerretDB/FerretDB/ferretdb"
)

func main() {
	listen := flag.String("listen", "127.0.0.1:27017", "TCP address to listen on")
	backend := flag.String("backend", "sqlite", "storage backend: sqlite or postgresql")
	dataDir := flag.String("data", "./data", "directory for SQLite files (sqlite backend)")
	pgURL := flag.String("postgresql-url", "", "PostgreSQL connection string, e.g. postgres://postgres@127.0.0.1:5432/postgres (postgresql backend)")
	logLevel := flag.String("log-level", "warn", "log level: debug, info, warn or error (info logs every client connection)")
	pprofAddr := flag.String("pprof-addr", "", "serve Go's pprof profiles on this loopback address (e.g. 127.0.0.1:6060); off when empty")
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
		config.SQLiteURL = "file:" + dir + "/"
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

	fmt.Printf("ferretdb-launcher: listening on %s, %s %s, log level %s\n", *listen, *backend, where, level)
	if err := f.Run(ctx); err != nil {
		log.Fatal(err)
	}
	fmt.Println("ferretdb-launcher: stopped")
}
