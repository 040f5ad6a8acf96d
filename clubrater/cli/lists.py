"""The federations' rating lists (issue 20): list load, update, show, find, sync.

`list show` and `list find` read the club file only (no history, no replay), so that a search
costs milliseconds whatever the size of the club.
"""

from __future__ import annotations

from typing import Any

from clubrater.cli.base import Commands, Context
from clubrater.cli.output import add_format_option, emit
from clubrater.domain.errors import ClubRaterError
from clubrater.domain.rating_list import FEDERATIONS, ID_NAMES, LIST_NAMES, ListEntry

_BASE = ["federation", "id", "surname", "first_name", "country", "club", "grade", "rank", "rating"]
_EXTRA = {"egd": ["tournaments", "last_tournament"], "ffg": ["licence_status"], "aga": ["membership", "expires"]}


def register(commands: Commands) -> None:
    lists = commands.group(
        "list", help="the federations' rating lists (EGD, FFG, AGA): load, update, show, find, sync",
        description="The club keeps one current list per federation: the EGD world list, the FFG ladder, the AGA "
                    "list. Find people in them, add a member from them (player add --from-list egd:PIN) and "
                    "compare the club's players with them.",
    )
    p = lists.add(
        "load", list_load, help="load a federation's list from a file (replaces the one kept)",
        description="Load the EGD world list (allworld_lp.html, the same table as .txt, or the .zip), the FFG ladder "
                    "(ech_ffg_V3.txt) or the AGA list (TDListA.txt), recognised by what the file holds. It replaces "
                    "the club's list of that federation; an older list than the one kept needs --force. A file "
                    "with lines that do not fit is refused whole.",
        example=["clubrater list load allworld_lp.zip", "clubrater list load TDListA.txt --federation aga"],
    )
    p.add_argument("file", metavar="FILE")
    p.add_argument("--federation", choices=FEDERATIONS, help="insist on this federation's list")
    p.add_argument("--force", action="store_true", help="replace the kept list even with an older one")

    p = lists.add(
        "update", list_update, help="download a federation's list (for a computer that is online)",
        description="Download the federation's published list and keep it, as `list load` does. --url sets the "
                    "address the club downloads it from (remembered for next time).",
        example=["clubrater list update egd", "clubrater list update ffg --url https://example.org/ech_ffg_V3.txt"],
    )
    p.add_argument("federation", choices=FEDERATIONS, metavar="{egd,ffg,aga}")
    p.add_argument("--url", metavar="URL", help="download from here (and remember it for this club)")
    p.add_argument("--force", action="store_true", help="replace the kept list even with an older one")

    p = lists.add(
        "show", list_show, help="every player of the kept lists (or of one)",
        example=["clubrater list show --federation egd", "clubrater list show --format json"],
    )
    p.add_argument("--federation", choices=FEDERATIONS)
    add_format_option(p)

    p = lists.add(
        "find", list_find, help="find people in the kept lists by ID or by name",
        description="By ID (or its beginning), or by names or their beginnings, regardless of case, accents and "
                    'word order ("emilie dup" finds DUPONT Émilie); best matches first. egd:, ffg: or aga: in '
                    "front looks in one list only.",
        example=['clubrater list find "emilie dup"', "clubrater list find egd:1234 --format json"],
    )
    p.add_argument("text", metavar="TEXT")
    p.add_argument("--federation", choices=FEDERATIONS)
    p.add_argument("--limit", type=int, default=20, metavar="N", help="at most N (default 20)")
    add_format_option(p)

    p = lists.add(
        "sync", list_sync, help="compare the club's players with the kept lists (--apply stores IDs and ratings)",
        description="Match each player to the list: by the ID stored with him, else by a name that matches exactly "
                    "one entry (a name matching several is shown as ambiguous, never guessed). Shows who differs "
                    "(rank, rating, club, country). --apply stores the IDs found and the federation's rating beside "
                    "the club's own; the club's own history, ranks and ratings never change.",
        example=["clubrater list sync", "clubrater list sync --federation egd --apply"],
    )
    p.add_argument("--federation", choices=FEDERATIONS)
    p.add_argument("--apply", action="store_true", help="store the IDs found and the federation's ratings")
    add_format_option(p)


def _store(ctx: Context, writable: bool = False) -> Any:
    from clubrater.controller.rating_lists import ListStore

    store = ListStore.open(ctx.db_path, writable=writable)
    ctx._cleanup.append(store.close)
    return store


def list_load(ctx: Context) -> None:
    with ctx.lock():
        loaded = _store(ctx, writable=True).load(ctx.args.file, ctx.args.federation, force=ctx.args.force)
    ctx.say(f"{loaded.summary}.")


def list_update(ctx: Context) -> None:
    a = ctx.args
    with ctx.lock():
        store = _store(ctx, writable=True)
        if a.url:
            store.set_url(a.federation, a.url)
        ctx.say(f"Downloading the {LIST_NAMES[a.federation]} from {store.url(a.federation)} ...")
        loaded = store.update(a.federation, force=a.force)
    ctx.say(f"{loaded.summary}.")


def _records(entries: list[ListEntry]) -> tuple[list[dict[str, Any]], list[str]]:
    feds = {e.federation for e in entries}
    columns = _BASE + [c for f in FEDERATIONS if f in feds for c in _EXTRA[f]]
    return [e.to_json() for e in entries], columns


def list_show(ctx: Context) -> None:
    store = _store(ctx)
    kept = [k for k in store.kept() if k.loaded_at is not None and ctx.args.federation in (None, k.federation)]
    if not kept and ctx.args.format == "text":
        which = LIST_NAMES[ctx.args.federation] if ctx.args.federation else "rating list"
        raise ClubRaterError(f"The club keeps no {which}; load one with `clubrater list load FILE` or "
                             "`clubrater list update egd|ffg|aga`.")  # fmt: skip
    if ctx.args.format == "text":
        for k in kept:
            ctx.say(f"{k.describe()} (from {k.source})")
    rows, columns = _records(store.entries(ctx.args.federation))
    emit(rows, columns, ctx.args.format, ctx.out)


def list_find(ctx: Context) -> None:
    found = _store(ctx).find(ctx.args.text, max(1, ctx.args.limit), ctx.args.federation)
    if not found and ctx.args.format == "text":
        ctx.say(f'Nobody in the kept lists answers to "{ctx.args.text}".')
        return
    rows, columns = _records(found)
    emit(rows, columns, ctx.args.format, ctx.out)


def list_sync(ctx: Context) -> None:
    a = ctx.args
    a.writes = a.apply  # take the window's lock before opening the club, only when something is stored
    lists = ctx.ctrl.rating_lists
    feds = [a.federation] if a.federation else [k.federation for k in lists.kept() if k.loaded_at is not None]
    if not feds:
        raise ClubRaterError("The club keeps no rating list to compare with; load one with `clubrater list load FILE`.")
    records: list[dict[str, Any]] = []
    for fed in feds:
        report, changes = lists.sync(fed, apply=a.apply)
        counts = {s: len(report.rows_with(s)) for s in ("differs", "ambiguous", "same", "id not in list")}
        if a.format == "text":
            when = f"{report.list_date.day} {report.list_date:%b %Y}" if report.list_date else "unknown date"
            ctx.say(f"{LIST_NAMES[fed]} of {when}: {counts['same']} the same, {counts['differs']} "
                    f"differ, {counts['ambiguous']} ambiguous, {counts['id not in list']} with an ID not in the list, "
                    f"{report.unmatched} not found.")  # fmt: skip
        for r in report.rows:
            if r.status == "same":
                continue
            records.append({
                "federation": fed, "player": r.player, "status": r.status, "matched_by": r.matched_by,
                "id": r.entry.id if r.entry else "", "list_name": r.entry.name if r.entry else "",
                "differences": "; ".join(f"{what} {ours or '-'} -> {theirs}" for what, ours, theirs in r.differences)
                if a.format != "json" else [{"what": w, "club": o, "list": t} for w, o, t in r.differences],
                "candidates": " / ".join(c.ref for c in r.candidates) if a.format != "json"
                else [c.ref for c in r.candidates],
            })  # fmt: skip
        if a.apply and changes.ids and a.format == "text":
            ctx.say(f"Stored the {ID_NAMES[fed]} and {LIST_NAMES[fed].split()[0]} rating of {len(changes.ids)} "
                    "players; the club's own ranks and ratings are unchanged.")  # fmt: skip
    if records or a.format != "text":
        emit(records, ["federation", "player", "status", "matched_by", "id", "list_name", "differences", "candidates"],
             a.format, ctx.out)  # fmt: skip
