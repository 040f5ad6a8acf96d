"""`clubrater evaluate`: how well each rating system predicted the club's own games (issue 27)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, TextIO

from clubrater.cli.base import Commands, Context, parse_date, system_names
from clubrater.cli.output import add_format_option

if TYPE_CHECKING:
    from clubrater.controller.evaluate import Evaluation


def register(commands: Commands) -> None:
    systems = system_names()
    p = commands.add(
        "evaluate", evaluate, help="how well each rating system predicts the club's own games",
        description="Replays the club's games with each rating system and scores how well each predicted the games "
                    "it had not seen yet: each game is predicted from the players' ratings before it; the first "
                    "quarter of the games (--warm-up) is replayed but not scored. Log-loss (0.693 is a coin toss; "
                    "lower is better), Brier score (0.25 is a coin toss), and how often the favourite won. Without "
                    "--system, every system that can rate the club (sagc, egf and egf2021 for a Go club; fesa for a "
                    "shogi club). --format json gives the calibration, handicap and player figures too, unrounded; "
                    "--per-game adds every scored game with each system's prediction.",
        example=["clubrater evaluate", "clubrater evaluate --system egf --system egf2021 --warm-up 0.5",
                 "clubrater evaluate --from 2024-01-01 --format json --per-game"],
    )
    p.add_argument("--system", action="append", choices=systems, metavar="NAME",
                   help="a system to evaluate (" + ", ".join(systems) + "); give it again for more")
    p.add_argument("--warm-up", default="0.25", metavar="FRACTION",
                   help="the share of the games replayed before scoring begins (default 0.25, rounded down)")
    p.add_argument("--from", dest="since", metavar="D", help="only games from this date on (YYYY-MM-DD)")
    p.add_argument("--to", dest="until", metavar="D", help="only games up to this date")
    p.add_argument("--per-game", action="store_true", help="also every scored game with each system's p for Black")
    add_format_option(p)


def evaluate(ctx: Context) -> None:
    args = ctx.args
    since = parse_date(args.since, "--from date") if args.since else None
    until = parse_date(args.until, "--to date") if args.until else None
    ev = ctx.ctrl.evaluation.run(args.system, warm_up=_fraction(args.warm_up), since=since, until=until)
    if args.format == "json":
        import json

        json.dump(ev.as_json(per_game=args.per_game), ctx.out, ensure_ascii=False, indent=1)
        ctx.out.write("\n")
    elif args.format == "csv":
        write_csv(ev, ctx.out, per_game=args.per_game)
    else:
        ctx.out.write(text(ev))
        if args.per_game:
            ctx.out.write("\n")
            write_csv(ev, ctx.out, per_game=True)


def _fraction(text: str) -> float:
    """0.25, or 25% (a secretary may well write it so)."""
    from clubrater.domain.errors import ClubRaterError

    t = text.strip()
    try:
        return float(t[:-1]) / 100 if t.endswith("%") else float(t)
    except ValueError:
        raise ClubRaterError(f'The warm-up is a fraction such as 0.25 (or 25%), not "{text}".') from None


def _exact(v: object) -> str:
    """CSV cells with every digit (the JSON's figures, unrounded)."""
    if v is None:
        return ""
    if isinstance(v, float):
        return repr(v)
    return str(v)


def write_csv(ev: Evaluation, out: TextIO, *, per_game: bool) -> None:
    """One row per system; with `per_game`, one row per scored game with each system's p for Black."""
    from clubrater.io.csv_export import csv_lines

    if per_game:
        names = ev.names
        header = ["id", "date", "black", "white", "result", *[f"p_{r.system.value}" for r in ev.systems]]
        rows: list[list[Any]] = [
            [g.id, g.date.isoformat(), names[g.black], names[g.white], g.result.value if g.result else "",
             *[r.p[i] for r in ev.systems]]
            for i, g in enumerate(ev.games)
        ]  # fmt: skip
    else:
        header = ["system", "games_scored", "warm_up_games", "log_loss", "brier", "prediction_rate", "scale"]
        rows = [[r.system.value, ev.games_scored, ev.warm_up_games, r.log_loss, r.brier, r.prediction_rate, r.scale]
                for r in ev.systems]  # fmt: skip
    csv_lines(out, header, rows, _exact)


def _pct(v: float) -> str:
    return f"{100 * v:.1f}%"


def text(ev: Evaluation) -> str:
    """The short table a secretary reads: the systems best first against a coin toss, which predicted best and
    by how much, and whether the handicaps favoured Black or White."""
    from clubrater.domain.prediction import COIN

    lines = []
    span = f" ({ev.first.isoformat()} to {ev.last.isoformat()})" if ev.first and ev.last else ""
    lines.append(f"How well the ratings predicted {ev.games_scored:,} games of {ev.club}{span},")
    lines.append(f"each from the ratings before it, after a warm-up of {ev.warm_up_games:,} games "
                 f"({_pct(ev.warm_up).replace('.0%', '%')}) that are replayed but not scored.")
    lines.append("")
    table = [["system", "log-loss", "Brier", "favourite won", "scale"]]
    for r in ev.ranked():
        scale = f"k = {r.scale:.3f} per rank" if r.scale is not None else ""
        table.append([r.system.value, f"{r.log_loss:.3f}", f"{r.brier:.3f}", _pct(r.prediction_rate), scale])
    table.append(["(a coin toss)", f"{COIN:.3f}", "0.250", "50.0%", ""])
    widths = [max(len(row[i]) for row in table) for i in range(len(table[0]))]
    for row in table:
        cells = [row[0].ljust(widths[0])] + [c.rjust(w) for c, w in zip(row[1:4], widths[1:4])] + [row[4]]
        lines.append("  ".join(cells).rstrip())
    lines.append("Lower log-loss and Brier score are better; \"favourite won\" counts a jigo as half.")
    lines.append("")
    ranked = ev.ranked()
    best = ranked[0]
    if best.log_loss >= COIN:
        lines.append(f"No system predicted better than a coin toss; the nearest was {best.system.value} "
                     f"(log-loss {best.log_loss:.3f}).")
    else:
        line = f"{best.system.value} predicted the club best: log-loss {best.log_loss:.3f}"
        if len(ranked) > 1:
            nxt = ranked[1]
            line += f", {nxt.log_loss - best.log_loss:.3f} below {nxt.system.value}'s"
        line += f" and {COIN - best.log_loss:.3f} below a coin toss's."
        lines.append(line)
    lines.append(handicap_sentence(ev))
    for note in ev.notes:
        lines.append(note)
    return "\n".join(lines) + "\n"


def handicap_sentence(ev: Evaluation) -> str:
    """Whether the handicaps favoured Black or White, with Black's share and its 95% interval."""
    share = ev.handicap_games()
    if share is None:
        return "No scored game had a handicap."
    lean = ev.handicap_lean()
    verdict = {"black": "the handicaps favoured Black", "white": "the handicaps favoured White",
               "fair": "neither side clearly"}[lean]  # fmt: skip
    even = next((s for s in ev.handicaps if s.key == 0), None)
    tail = f"; in {even.games:,} even games Black won {_pct(even.black_share)}." if even else "."
    return (f"Handicaps: Black won {_pct(share.black_share)} of {share.games:,} handicap games "
            f"(95% interval {_pct(share.low)} to {_pct(share.high)}): {verdict}{tail}")
