"""Render a `Site` into a folder of static pages, rewriting only the pages whose content changed.

The folder works from disk or any web space: relative links only, one stylesheet and one small
script beside the pages, no request leaves the site. A club restyles it by giving its own folder
of templates: any template (or style.css, site.js) found there is used instead of ours.

Each file is written whole (a temporary file beside it, then renamed), and only when its bytes
differ from what is there. A manifest (.clubrater-site.json) remembers each player page's key
(see `PlayerSource`), so that an unchanged player is neither built nor rendered again; pages of
players no longer in the club are removed.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path
from typing import Any

from jinja2 import Environment, FileSystemLoader, StrictUndefined, select_autoescape
from markupsafe import Markup

from clubrater.domain.errors import ClubRaterError
from clubrater.domain.message import Messages
from clubrater.io.site.data import Chart, PlayerPage, PlayerSource, RecordLine, Site

TEMPLATES = Path(__file__).with_name("templates")
MANIFEST = ".clubrater-site.json"
STATIC = ("style.css", "site.js")
_PAGE = re.compile(r"^\d+\.html$")


class PublishMessages(Messages):
    """What publishing the site says (issue 28)."""


class SiteError(ClubRaterError):
    """The site folder cannot be written."""


@dataclass(slots=True)
class PublishReport:
    written: list[str] = field(default_factory=list)
    unchanged: int = 0
    skipped: int = 0  # player pages not even built: their key was unchanged
    removed: list[str] = field(default_factory=list)

    def summary(self) -> str:
        """ "12 pages written, 3 unchanged, 0 removed" (a Msg: the window says it in its language)."""
        return PublishMessages.tr("{written} pages written, {unchanged} unchanged, {removed} removed").format(
            written=len(self.written), unchanged=self.unchanged + self.skipped, removed=len(self.removed))


def player_path(player_id: int) -> str:
    """A player's address inside the site: the id survives renames and merges into others."""
    return f"players/{player_id}.html"


def event_path(event_id: int) -> str:
    return f"events/{event_id}.html"


def environment(templates: Path | None = None) -> Environment:
    folders = [str(templates)] if templates is not None else []
    env = Environment(
        loader=FileSystemLoader([*folders, str(TEMPLATES)]),
        autoescape=select_autoescape(("html", "htm", "j2"), default_for_string=True, default=True),
        undefined=StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
    )
    env.filters["day"] = _day
    env.filters["signed"] = _signed
    env.globals["player_path"] = player_path
    env.globals["event_path"] = event_path
    env.globals["chart_svg"] = chart_svg
    env.globals["record_rows"] = record_rows
    env.globals["why_items"] = why_items
    return env


def _day(d: date | None) -> str:
    return d.isoformat() if d else ""


def _signed(text: str) -> str:
    return text if not text or text[0] in "+-−" or text in ("0", "0.0") else "+" + text


def publish(site: Site, out: str | Path, templates: str | Path | None = None) -> PublishReport:
    """Write the site into `out` (created if missing); returns what was written and removed."""
    out = Path(out).expanduser()
    tpl = Path(templates).expanduser() if templates else None
    if tpl is not None and not tpl.is_dir():
        raise SiteError(PublishMessages.tr("The templates folder {folder} does not exist.").format(folder=tpl))
    try:
        for folder in ("", "players", "events"):
            (out / folder).mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise SiteError(PublishMessages.tr("Cannot create the site folder {folder}: {reason}.").format(folder=out, reason=exc.strerror or exc)) from None
    env = environment(tpl)
    report = PublishReport()
    old = _read_manifest(out)
    # Everything shared by every page (templates, club name, system) is part of each page's key.
    common = _fingerprint(env, tpl, site)
    keys: dict[str, str] = {}
    ctx: dict[str, Any] = {"club": site.club, "root": ""}

    for name in STATIC:
        _write(out / name, _static(name, tpl), report, name)

    _render(env, "index.html", out / "index.html", report, **ctx, standings=site.standings,
            events=site.events, last_night=site.last_night)
    _render(env, "last-night.html", out / "last-night.html", report, **ctx, night=site.last_night,
            games=site.last_night_games)

    sub = {**ctx, "root": "../"}
    wanted_players: set[str] = set()
    for item in site.players:
        rel = player_path(item.player_id)
        wanted_players.add(rel)
        target = out / rel
        if isinstance(item, PlayerSource) and item.key:
            key = hashlib.sha256(f"{common}\0{item.key}".encode()).hexdigest()
            keys[rel] = key
            if old.get(rel) == key and target.exists():
                report.skipped += 1
                continue
            page = item.build()
        else:
            page = item.build() if isinstance(item, PlayerSource) else item
        _render(env, "player.html", target, report, **sub, p=page)

    wanted_events: set[str] = set()
    for ev in site.events:
        rel = event_path(ev.event_id)
        wanted_events.add(rel)
        _render(env, "event.html", out / rel, report, **sub, e=ev)

    for folder, wanted in (("players", wanted_players), ("events", wanted_events)):
        for f in sorted((out / folder).iterdir()):
            rel = f"{folder}/{f.name}"
            if _PAGE.match(f.name) and rel not in wanted:
                f.unlink()
                report.removed.append(rel)
    _write(out / MANIFEST, (json.dumps({"version": 1, "pages": keys}, indent=0, sort_keys=True) + "\n").encode(),
           report, MANIFEST, count=False)
    return report


def _fingerprint(env: Environment, tpl: Path | None, site: Site) -> str:
    h = hashlib.sha256()
    for name in sorted(set(env.list_templates())):
        src, _, _ = env.loader.get_source(env, name)  # type: ignore[union-attr]
        h.update(name.encode() + b"\0" + src.encode() + b"\0")
    c = site.club
    h.update(repr((c.name, c.system, c.system_label, c.value_label, c.rank_label, c.lang)).encode())
    return h.hexdigest()


def _static(name: str, tpl: Path | None) -> bytes:
    own = tpl / name if tpl is not None else None
    return (own if own is not None and own.is_file() else TEMPLATES / name).read_bytes()


def _render(env: Environment, template: str, target: Path, report: PublishReport, **ctx: Any) -> None:
    text = env.get_template(template).render(**ctx)
    _write(target, text.encode("utf-8"), report, target.name)


def _write(target: Path, data: bytes, report: PublishReport, label: str, *, count: bool = True) -> None:
    """Write `data` whole (temporary file, then rename), and only if it differs from what is there."""
    try:
        if target.exists() and target.read_bytes() == data:
            if count:
                report.unchanged += 1
            return
        from clubrater.io.atomic import write_bytes  # synced, checked, renamed over; leftovers removed at next start

        try:
            write_bytes(target, data)
        except ClubRaterError as exc:  # a full disk or a read-only folder, in one sentence
            raise SiteError(PublishMessages.tr("{reason} Pages written so far are complete.").format(reason=exc.message)) from None
    except OSError as exc:
        raise SiteError(PublishMessages.tr("Cannot write {file}: {reason}. Pages written so far are complete.").format(file=target, reason=exc.strerror or exc)) from None
    if count:
        rel = target.relative_to(target.parent.parent) if target.parent.name in ("players", "events") else target.name
        report.written.append(str(rel))


def _read_manifest(out: Path) -> dict[str, str]:
    try:
        data = json.loads((out / MANIFEST).read_text(encoding="utf-8"))
        pages = data.get("pages", {})
        return {str(k): str(v) for k, v in pages.items()} if isinstance(pages, dict) else {}
    except (OSError, ValueError, AttributeError):
        return {}


# --------------------------------------------------------------------- the history chart
W, H = 720, 260
_LEFT, _RIGHT, _TOP, _BOTTOM = 64, 12, 12, 28


def chart_svg(chart: Chart | None, title: str = "History") -> str:
    """The history as inline SVG: one line through every rated game, rank (or grade) labels on the left.

    Returned as markup built from numbers and escaped labels only (Markup-safe).
    """
    from markupsafe import Markup, escape

    if chart is None or len(chart.points) < 1:
        return Markup("")
    pts = chart.points
    first, last = pts[0].day, pts[-1].day
    # Several games on one day: spread them over that day's width so the line keeps their order.
    per_day: dict[int, int] = {}
    for p in pts:
        per_day[p.day] = per_day.get(p.day, 0) + 1
    seen: dict[int, int] = {}
    xs: list[float] = []
    for p in pts:
        n = seen.get(p.day, 0)
        seen[p.day] = n + 1
        xs.append(p.day + n / per_day[p.day])
    span = max(xs[-1] - xs[0], 1.0)
    ys = [p.y for p in pts]
    lo, hi = min(ys), max(ys)
    grid = [g for g in chart.gridlines]
    near = [g for g in grid if lo - (hi - lo) * 0.15 - 0.6 <= g[0] <= hi + (hi - lo) * 0.15 + 0.6]
    if near:
        lo, hi = min(lo, min(g[0] for g in near)), max(hi, max(g[0] for g in near))
    if hi - lo < 1e-9:
        lo, hi = lo - 1, hi + 1
    pad = (hi - lo) * 0.05
    lo, hi = lo - pad, hi + pad
    iw, ih = W - _LEFT - _RIGHT, H - _TOP - _BOTTOM

    def sx(x: float) -> float:
        return _LEFT + (x - xs[0]) / span * iw

    def sy(y: float) -> float:
        return _TOP + (hi - y) / (hi - lo) * ih

    step = max(1, len(near) // 12)
    parts = [
        f'<svg class="chart" viewBox="0 0 {W} {H}" role="img" aria-labelledby="chart-title" '
        f'preserveAspectRatio="xMidYMid meet" xmlns="http://www.w3.org/2000/svg">',
        f'<title id="chart-title">{escape(title)}</title>',
        f'<rect class="plot" x="{_LEFT}" y="{_TOP}" width="{iw}" height="{ih}"/>',
    ]
    for i, (y, label) in enumerate(near):
        if i % step:
            continue
        yy = sy(y)
        parts.append(f'<line class="grid" x1="{_LEFT}" y1="{yy:.1f}" x2="{W - _RIGHT}" y2="{yy:.1f}"/>')
        parts.append(f'<text class="axis" x="{_LEFT - 4}" y="{yy + 4:.1f}" text-anchor="end">{escape(label)}</text>')
    from datetime import timedelta

    epoch = date(1970, 1, 1)
    parts.append(f'<text class="axis" x="{_LEFT}" y="{H - 8}">{(epoch + timedelta(days=first)).isoformat()}</text>')
    parts.append(f'<text class="axis" x="{W - _RIGHT}" y="{H - 8}" text-anchor="end">'
                 f'{(epoch + timedelta(days=last)).isoformat()}</text>')
    line = " ".join(f"{sx(x):.1f},{sy(p.y):.1f}" for x, p in zip(xs, pts))
    parts.append(f'<polyline class="line" points="{line}"/>')
    if len(pts) <= 400:
        for x, p in zip(xs, pts):
            parts.append(f'<circle class="dot" cx="{sx(x):.1f}" cy="{sy(p.y):.1f}" r="2.5">'
                         f'<title>{escape(p.label)}</title></circle>')
    parts.append("</svg>")
    return Markup("".join(parts))


# --------------------------------------------------------------------- the bulky parts, fast
# A big club's pages hold 200,000 record lines; one Jinja expression per cell made publishing take
# minutes. These build the rows with the standard library's escaping instead: the same markup a
# template loop over `p.lines` would give (a club's own template may still loop itself).


def record_rows(lines: Iterable[RecordLine], system: str, root: str = "") -> Markup:
    """The <tr> rows of a record sheet: SAGC seed 001's twelve columns, else per game before/change/after."""
    from html import escape as e

    out: list[str] = []
    add = out.append
    for r in lines:
        opp = e(r.opponent)
        if r.opponent_id is not None and r.kind == "game":
            opp = f'<a href="{r.opponent_id}.html">{opp}</a>'
        change = e(_signed(r.change))
        if r.why is not None:
            change = f'<a href="#why{r.item_id}">{change}</a>'
        if system == "sagc":
            add(f'<tr id="g{r.item_id}" class="{r.kind}"><td>{opp}</td><td>{e(r.opponent_rank)}</td><td>{r.colour}</td>'
                f'<td class="num">{e(r.handicap)}</td><td class="num">{e(r.komi)}</td><td>{r.winner}</td>'
                f'<td class="num">{e(r.gsf)}</td><td class="num">{change}</td><td class="num">{e(r.after)}</td>'
                f'<td>{e(r.rank_after)}</td><td>{r.date.isoformat()}</td><td>{e(r.comments)}</td></tr>\n')
        else:
            event = e(r.event)
            if r.event_id is not None:
                event = f'<a href="{root}{event_path(r.event_id)}">{event}</a>'
            add(f'<tr id="g{r.item_id}" class="{r.kind}"><td>{r.date.isoformat()}</td><td>{opp}</td>'
                f'<td>{e(r.opponent_rank)}</td><td>{r.colour}</td><td class="num">{e(r.handicap)}</td>'
                f'<td>{e(r.outcome)}</td><td>{event}</td><td class="num">{e(r.before)}</td><td class="num">{change}</td>'
                f'<td class="num">{e(r.after)}</td><td>{e(r.rank_after)}</td><td>{e(r.comments)}</td></tr>\n')
    return Markup("".join(out))


def why_items(lines: Iterable[RecordLine]) -> Markup:
    """'Why did my index change?': one <li> per rated game, newest first, the factors in one sentence."""
    from html import escape as e

    out: list[str] = []
    for r in reversed(list(lines)):
        if r.why is None:
            continue
        out.append(f'<li id="why{r.item_id}"><details><summary>{r.date.isoformat()}: {e(r.outcome)} against '
                   f'{e(r.opponent)} ({e(r.opponent_rank)}): <strong>{e(_signed(r.change))}</strong></summary>\n'
                   f'<p>{e(r.why.text)}.</p>\n</details></li>\n')
    return Markup("".join(out))


def page_list(site: Site) -> Iterable[str]:
    """Every page the site has (for tests and the window's summary)."""
    yield "index.html"
    yield "last-night.html"
    for item in site.players:
        yield player_path(item.player_id)
    for ev in site.events:
        yield event_path(ev.event_id)


__all__ = ["PlayerPage", "PublishReport", "SiteError", "chart_svg", "environment", "publish"]
