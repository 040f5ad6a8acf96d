"""Use cases: the only layer that opens a session or calls an engine."""
