"""The player list: list, add, change, merge two entries for one person, inactive/active, adjust."""

from __future__ import annotations

from datetime import date
from typing import Any

from clubrater.cli.base import (
    Commands,
    Context,
    add_future_option,
    parse_date,
    parse_float,
    parse_int,
    parse_rank_arg,
    refuse_future,
    standing_text,
    value_name,
)
from clubrater.cli.output import add_format_option, emit, number
from clubrater.domain.errors import ClubRaterError
from clubrater.domain.model import RatingSystem


def register(commands: Commands) -> None:
    p = commands.add(
        "players", players, help="the player list (--all includes inactive players)",
        description="Every active player in name order, with the current rank and index or rating. "
                    "--all includes players marked inactive.",
        example=["clubrater players", "clubrater players --all --format csv"],
    )
    p.add_argument("--all", action="store_true", help="include inactive players")
    add_format_option(p)

    player = commands.group("player", help="add, change, merge, or mark a player inactive or active")

    p = player.add(
        "add", player_add, writes=True, help="add a player",
        description="Add a player with the rank they start at. SAGC clubs may give a starting --index "
                    "(-999..999, default 0); EGF clubs a starting --rating instead of the rank's nominal one. "
                    "A shogi (FESA) club gives a --grade instead of a rank.",
        example=['clubrater player add "Sipho Dlamini" --rank 12k --club Soweto --country ZA',
                 'clubrater player add "Anna Smith" --rank 2d --rating 2150',
                 "clubrater player add --from-list egd:12345678"],
    )
    p.add_argument("name", metavar="NAME", nargs="?", help="the name (from the list when --from-list is given)")
    p.add_argument("--from-list", metavar="REF", help="egd:PIN, ffg:LICENCE or aga:ID: name, club, country, ID and "
                   "starting values from the club's kept list (see `clubrater list find`)")
    p.add_argument("--rank", metavar="R", help="30k..1k, 1d..9d, 1p..9p (also \"12 kyu\", \"3 dan\")")
    p.add_argument("--club", default="", metavar="C")
    p.add_argument("--country", default="", metavar="CC", help="country code, e.g. ZA")
    p.add_argument("--pin", default="", metavar="P", help="EGD PIN")
    p.add_argument("--ffg", default="", metavar="L", help="FFG licence number")
    p.add_argument("--aga", default="", metavar="ID", help="AGA ID")
    p.add_argument("--grade", default="", metavar="G", help="shogi grade (FESA clubs)")
    start = p.add_mutually_exclusive_group()
    start.add_argument("--rating", metavar="G", help="EGF starting GoR (instead of the rank's nominal rating)")
    start.add_argument("--index", metavar="I", help="SAGC starting index (default 0)")

    p = player.add(
        "edit", player_edit, writes=True, help="change a player's name or details",
        description="Change a player's name, rank, club, country, PIN, starting index or rating. A changed "
                    "rank, starting index or rating is where the player's history starts, so every rating is "
                    "worked out again.",
        example=['clubrater player edit "Sipho Dlamini" --rank 11k --club "Cape Town"',
                 'clubrater player edit "Sipho Dlamni" --name "Sipho Dlamini"'],
    )
    p.add_argument("name", metavar="NAME")
    p.add_argument("--name", dest="new_name", metavar="NEW", help="the new name")
    p.add_argument("--rank", metavar="R", help="the starting rank")
    p.add_argument("--club", metavar="C")
    p.add_argument("--country", metavar="CC")
    p.add_argument("--pin", metavar="P", help="EGD PIN")
    p.add_argument("--ffg", metavar="L", help="FFG licence number")
    p.add_argument("--aga", metavar="ID", help="AGA ID")
    p.add_argument("--grade", metavar="G", help="shogi grade (FESA clubs)")
    start = p.add_mutually_exclusive_group()
    start.add_argument("--rating", metavar="G", help="EGF starting GoR")
    start.add_argument("--index", metavar="I", help="SAGC starting index")

    p = player.add(
        "merge", player_merge, writes=True, help="two entries for one person: OTHER's games move to KEEP",
        description="Two entries in the player list are one person: OTHER's games and adjustments move to KEEP, "
                    "OTHER leaves the list, and the ratings are worked out again. Two players who played each "
                    "other are two people and are not merged.",
        example='clubrater player merge "Sipho Dlamini" "S. Dlamini"',
    )
    p.add_argument("keep", metavar="KEEP")
    p.add_argument("other", metavar="OTHER")

    p = player.add(
        "inactive", player_inactive, writes=True, help="keep a player but leave them off the standings",
        description="Mark a player inactive: kept with all their games, but left off the standings "
                    "(`standings --all` still shows them).",
        example='clubrater player inactive "Sipho Dlamini"',
    )
    p.add_argument("name", metavar="NAME")
    p = player.add(
        "active", player_active, writes=True, help="put an inactive player back on the standings",
        example='clubrater player active "Sipho Dlamini"',
    )
    p.add_argument("name", metavar="NAME")

    p = commands.add(
        "adjust", adjust, writes=True, help="set a player's rank and index (or rating) from a date on",
        description="The secretary's adjustment: from DATE on (default today) the player has this rank and index "
                    "(SAGC) or rating (EGF); games after it are rated from there.",
        example=['clubrater adjust "Sipho Dlamini" --rank 10k --index 0 --date 2025-06-01 --note "promoted"',
                 'clubrater adjust "Anna Smith" --rating 2200'],
    )
    p.add_argument("name", metavar="NAME")
    p.add_argument("--rank", metavar="R")
    value = p.add_mutually_exclusive_group()
    value.add_argument("--index", metavar="I", help="SAGC index, -999..999")
    value.add_argument("--rating", metavar="G", help="EGF or FESA rating")
    p.add_argument("--date", metavar="D", default="today", help="YYYY-MM-DD (default today)")
    p.add_argument("--note", default="", metavar="TEXT")
    add_future_option(p)


def players(ctx: Context) -> None:
    ctrl = ctx.ctrl
    states = {r.player_id: r for r in ctrl.queries.standings(include_inactive=True)}
    key = value_name(ctrl)
    fesa = ctrl.system == RatingSystem.FESA
    rows: list[dict[str, Any]] = []
    for p in ctrl.queries.players():
        if not p.active and not ctx.args.all:
            continue
        st = states.get(p.id)
        rec: dict[str, Any] = {"name": p.name, "rank": str(st.rank) if st and st.rank is not None else ""}
        if fesa:  # the FESA grade earned, and the grade brought, as two columns (as the standings show them)
            rec["grade"] = st.grade if st else ""
            rec["prior_grade"] = st.prior_grade if st else p.grade
        rec[key] = (int(st.value) if key == "index" else st.value) if st else None
        rec.update(games=st.games if st else 0, last_played=st.last_played.isoformat() if st and st.last_played else None,
                   club=p.club, country=p.country, egd_pin=p.egd_pin, ffg_licence=p.ffg_licence, aga_id=p.aga_id,
                   active=p.active)
        rows.append(rec)
    cols = ["name", *(["grade", "prior_grade"] if fesa else ["rank"]), key, "games", "club", "country", "egd_pin"]
    # the FFG and AGA IDs (issue 30): always in csv and json, in the text table only when some player has one
    cols += [c for c in ("ffg_licence", "aga_id") if ctx.args.format != "text" or any(r[c] for r in rows)]
    if ctx.args.all:
        cols.append("active")
    emit(rows, cols, ctx.args.format, ctx.out)


def _start_values(ctx: Context) -> dict[str, Any]:
    a = ctx.args
    values: dict[str, Any] = {}
    if a.index is not None:
        values["index"] = parse_int(a.index, "index")
    if a.rating is not None:
        values["rating"] = parse_float(a.rating, "rating")
    return values


def player_add(ctx: Context) -> None:
    a, ctrl = ctx.args, ctx.ctrl
    if a.from_list:
        changes = ctrl.rating_lists.add_player(a.from_list, name=a.name, rank=a.rank)
        p = ctrl.queries.player(changes.id)
        ctx.say(f"Added {p.name} ({standing_text(ctrl, p.id)}) from the list ({a.from_list.strip()}).")
        return
    if a.name is None:
        raise ClubRaterError("Give the player's name (or --from-list egd:PIN to take him from a rating list); "
                             "nobody was added.")
    rank = parse_rank_arg(a.rank) if a.rank is not None else None
    if rank is None and ctrl.system != RatingSystem.FESA:
        raise ClubRaterError(f"{' '.join(a.name.split())} needs a rank (--rank, e.g. --rank 12k); nobody was added.")
    changes = ctrl.players.add(a.name, rank, club=a.club, country=a.country, egd_pin=a.pin, grade=a.grade,
                               ffg_licence=a.ffg, aga_id=a.aga, **_start_values(ctx))
    p = ctrl.queries.player(changes.id)
    ctx.say(f"Added {p.name} ({standing_text(ctrl, p.id)}) to the player list.")


def player_edit(ctx: Context) -> None:
    a, ctrl = ctx.args, ctx.ctrl
    old = ctx.player(a.name)
    wanted: dict[str, Any] = _start_values(ctx)
    if a.new_name is not None:
        wanted["name"] = a.new_name
    if a.rank is not None:
        wanted["rank"] = parse_rank_arg(a.rank)
    for arg, attr in (("club", "club"), ("country", "country"), ("pin", "egd_pin"), ("grade", "grade"),
                      ("ffg", "ffg_licence"), ("aga", "aga_id")):
        if getattr(a, arg) is not None:
            wanted[attr] = getattr(a, arg)
    if not wanted:
        raise ClubRaterError(f"Say what to change about {old.name} (--name, --rank, --club, --country, --pin, "
                             "--ffg, --aga, --index or --rating); nothing was changed.")
    before = standing_text(ctrl, old.id)
    ctrl.players.edit(old.id, **wanted)
    new = ctrl.queries.player(old.id)
    changed = [f"{label} {_shown(getattr(old, f))} -> {_shown(getattr(new, f))}"
               for f, label in (("name", "name"), ("rank", "starting rank"), ("index", "starting index"),
                                ("rating", "starting rating"), ("grade", "grade"), ("club", "club"),
                                ("country", "country"), ("egd_pin", "EGD PIN"), ("ffg_licence", "FFG licence"),
                                ("aga_id", "AGA ID"))
               if getattr(old, f) != getattr(new, f)]
    if not changed:
        ctx.say(f"{new.name} already has those details; nothing changed.")
        return
    ctx.say(f"Changed {old.name}: {'; '.join(changed)}.")
    after = standing_text(ctrl, new.id)
    if after != before:
        ctx.say(f"{new.name} now stands at {after} (was {before}).")


def _shown(v: object) -> str:
    return "(none)" if v in (None, "") else f'"{v}"' if isinstance(v, str) else str(v)


def player_merge(ctx: Context) -> None:
    ctrl = ctx.ctrl
    keep, other = ctx.player(ctx.args.keep), ctx.player(ctx.args.other)
    if keep.id == other.id:
        raise ClubRaterError(f'"{ctx.args.keep}" and "{ctx.args.other}" are both {keep.name}; a player cannot be '
                             "merged with himself. Nothing was changed.")
    before = standing_text(ctrl, keep.id)
    record = ctrl.players.merge(keep.id, other.id).record
    assert record is not None
    games = len(record.black_games) + len(record.white_games)
    moved = f"{games} game{'s' if games != 1 else ''}"
    if record.adjustments:
        moved += f" and {len(record.adjustments)} adjustment{'s' if len(record.adjustments) != 1 else ''}"
    ctx.say(f"Merged {other.name} into {keep.name}: {moved} moved, and {other.name} left the player list. "
            f"{keep.name} now stands at {standing_text(ctrl, keep.id)} (was {before}).")


def _set_active(ctx: Context, active: bool) -> None:
    p = ctx.player(ctx.args.name)
    word = "active" if active else "inactive"
    if p.active == active:
        ctx.say(f"{p.name} is already {word}; nothing changed.")
        return
    ctx.ctrl.players.set_active(p.id, active)
    ctx.say(f"{p.name} is now active and back on the standings." if active
            else f"{p.name} is now inactive: kept with all games, but left off the standings.")


def player_inactive(ctx: Context) -> None:
    _set_active(ctx, False)


def player_active(ctx: Context) -> None:
    _set_active(ctx, True)


def adjust(ctx: Context) -> None:
    a, ctrl = ctx.args, ctx.ctrl
    p = ctx.player(a.name)
    on: date = parse_date(a.date)
    refuse_future(on, a, "adjustment")
    rank = parse_rank_arg(a.rank) if a.rank is not None else None
    values = _start_values(ctx)
    if rank is None and not values:
        raise ClubRaterError("An adjustment sets a rank (--rank), an index (--index) or a rating (--rating); "
                             "nothing was changed.")
    before = standing_text(ctrl, p.id)
    adjustment = ctrl.players.adjust(p.id, on, rank=rank, note=a.note, **values).id
    row = next((r for r in ctrl.reports.record_sheet(p.id) if r.kind == "adjustment" and r.item_id == adjustment),
               None)
    what = f"{row.rank_before} {number(row.before)} -> {row.rank_after} {number(row.after)}" if row else ""
    ctx.say(f"Adjusted {p.name} on {on.isoformat()}" + (f": {what}" if what else "") + ".")
    after = standing_text(ctrl, p.id)
    ctx.say(f"{p.name} now stands at {after}" + (f" (was {before})." if after != before else "."))

