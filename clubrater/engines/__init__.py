"""Rating engines: pure functions from a club's history to ratings."""
