"""Alembic runs one migration at a time per process (store/migrating.py).

Seen in the window: the weekly check worked out what the migrations make (an empty database migrated in a
worker) while the main thread upgraded a club file, and Alembic's process-wide `op` ran the worker's
CREATE TABLE club on the club file ("table club already exists"; the upgrade refused)."""

from __future__ import annotations

import threading

from clubrater.store import schema
from clubrater.store.database import head_revision
from clubrater.store.migrating import ALEMBIC


def test_a_migration_waits_while_another_holds_alembic() -> None:
    done = threading.Event()
    made: list[int] = []

    def migrate() -> None:
        made.append(len(schema._migrate_empty(head_revision())))
        done.set()

    with ALEMBIC:  # another migration in progress
        worker = threading.Thread(target=migrate, daemon=True)
        worker.start()
        assert not done.wait(1.5)  # it waits for the one running
    assert done.wait(60)
    worker.join(5)
    assert made and made[0] > 5  # and then makes the whole schema (tables, indexes, triggers)


def test_migrations_in_two_threads_at_once_each_make_the_whole_schema() -> None:
    """Two empty databases migrated at the same time both come out whole and alike."""
    results: list[dict] = []
    errors: list[BaseException] = []

    def migrate() -> None:
        try:
            results.append(schema._migrate_empty(head_revision()))
        except BaseException as exc:  # noqa: BLE001 - reported below
            errors.append(exc)

    threads = [threading.Thread(target=migrate) for _ in range(3)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(120)
    assert errors == []
    assert len(results) == 3 and results[0] == results[1] == results[2]
