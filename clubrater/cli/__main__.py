"""`python -m clubrater.cli`: the same as the `clubrater` command."""

from clubrater.cli import main

raise SystemExit(main())
