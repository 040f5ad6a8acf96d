"""The club's SQLite file: models, sessions, migrations and backups."""
