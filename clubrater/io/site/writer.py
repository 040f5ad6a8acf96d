"""Render a `Site` into a folder of static pages, rewriting only the pages whose content changed.

The folder works from disk or any web space: relative links only, one stylesheet and one small
script beside the pages, no request leaves the site. A club restyles it by giving its own folder
of templates: any template (or style.css, site.js) found there is used instead of ours.

Each file is written whole (a temporary file beside it, then renamed), and only when its bytes
differ from what is there. A manifest (.clubrater-site.json) remembers each player page's key
(see `PlayerSource`) and size, so that an unchanged player is neither built nor rendered again;
pages of players no longer in the club are removed.
"""

from __future__ import annotations

import contextlib
import functools
import hashlib
import json
import os
import re
from collections.abc import Container, Iterable
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path
from typing import Any

from jinja2 import Environment, FileSystemLoader, StrictUndefined, select_autoescape
from markupsafe import Markup

from clubrater.domain.errors import ClubRaterError
from clubrater.domain.message import Messages
from clubrater.io.site.data import Chart, PlayerPage, PlayerSource, RecordLine, Site
from clubrater.io.site.lang import SiteLanguage

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


def environment(templates: Path | None = None, lang: SiteLanguage | None = None,
                on_site: Container[int] | None = None) -> Environment:
    """The templates' Jinja environment in the club's language `lang` (English when None).

    `on_site`: the players with a page on this site (all when None); a name of anyone else (another member
    club's player on a federation's club site) is shown without a link."""
    folders = [str(templates)] if templates is not None else []
    env = Environment(
        loader=FileSystemLoader([*folders, str(TEMPLATES)]),
        autoescape=select_autoescape(("html", "htm", "j2"), default_for_string=True, default=True),
        undefined=StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
    )
    L = lang or SiteLanguage("")  # noqa: N806 - the templates' name for it
    env.filters["day"] = L.day
    env.filters["iso"] = _iso
    env.filters["signed"] = _signed
    env.globals["L"] = L
    env.globals["tr"] = L.markup
    env.globals["time"] = functools.partial(_time, L)
    env.globals["on_site"] = (lambda pid: True) if on_site is None else on_site.__contains__
    env.globals["player_path"] = player_path
    env.globals["event_path"] = event_path
    env.globals["chart_svg"] = functools.partial(chart_svg, lang=L)
    memo = Escaped()
    env.globals["record_rows"] = functools.partial(record_rows, lang=L, on_site=on_site, memo=memo)
    env.globals["why_items"] = functools.partial(why_items, lang=L, memo=memo)
    return env


def _iso(d: date | None) -> str:
    return d.isoformat() if d else ""


def _time(lang: SiteLanguage, d: date | None, long: bool = False) -> Markup:
    """A date in a sentence or heading: the language's words, the ISO date for machines."""
    if d is None:
        return Markup("")
    return Markup('<time datetime="{}">{}</time>').format(d.isoformat(), lang.long_day(d) if long else lang.day(d))


def _signed(text: str) -> str:
    return text if not text or text[0] in "+-−" or text in ("0", "0.0", "0,0") else "+" + text


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
    env = environment(tpl, SiteLanguage(site.club.lang), {item.player_id for item in site.players})
    report = PublishReport()
    old, old_sizes = _read_manifest(out)
    # Everything shared by every page (templates, club name, system) is part of each page's key.
    common = _fingerprint(env, tpl, site)
    keys: dict[str, str] = {}
    ctx: dict[str, Any] = {"club": site.club, "root": ""}

    with _Pages(out, report) as pages:
        for name in STATIC:
            pages.put(name, _static(name, tpl))

        pages.render(env, "index.html", "index.html", **ctx, standings=site.standings, events=site.events,
                     last_night=site.last_night)
        pages.render(env, "last-night.html", "last-night.html", **ctx, night=site.last_night,
                     games=site.last_night_games)

        sub = {**ctx, "root": "../"}
        wanted_players: set[str] = set()
        for item in site.players:
            rel = player_path(item.player_id)
            wanted_players.add(rel)
            if isinstance(item, PlayerSource) and item.key:
                key = hashlib.sha256(f"{common}\0{item.key}".encode()).hexdigest()
                keys[rel] = key
                if old.get(rel) == key and pages.has(rel, old_sizes.get(rel)):
                    report.skipped += 1
                    continue
                page = item.build()
            else:
                page = item.build() if isinstance(item, PlayerSource) else item
            pages.render(env, "player.html", rel, **sub, p=page)

        wanted_events: set[str] = set()
        for ev in site.events:
            rel = event_path(ev.event_id)
            wanted_events.add(rel)
            pages.render(env, "event.html", rel, **sub, e=ev)

        for folder, wanted in (("players", wanted_players), ("events", wanted_events)):
            for name in sorted(pages.names(folder)):
                rel = f"{folder}/{name}"
                if _PAGE.match(name) and rel not in wanted:
                    pages.remove(rel)
    _write_manifest(out, keys, {rel: pages.sizes[rel] for rel in keys if rel in pages.sizes})
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


class _Pages:
    """The site's pages, each written whole: a new page under its name, a changed one through a temporary
    file beside it renamed over it.

    As io/atomic.write_bytes does for one file, but for thousands: a folder's leftovers of a killed
    publish are removed once (not before every page), its listing is read once, and one temporary
    name per folder (noted once for clubrater.store.scratch) is reused page after page.

    A publish cut short (killed, a full disk) leaves every page as it was or complete. The pages are
    not synced one by one (5,000 fsyncs took 1 s on an idle machine and 6-17 s beside other writers):
    a site is derived and published again, and the manifest (synced) records each page's size, so a
    page the power cut left short is not the size recorded and is made again at the next publish
    (on ext4 and the like a file's size is committed after its data).
    """

    FOLDERS = ("", "players", "events")

    def __init__(self, out: Path, report: PublishReport) -> None:
        from clubrater.io.atomic import remove_leftovers, temp_name
        from clubrater.store import scratch

        self.out, self.report = out, report
        self._names: dict[str, set[str]] = {}
        self._tmp: dict[str, Path] = {}
        self._markers: list[Path | None] = []
        self.sizes: dict[str, int] = {}  # each page's size as written (or found unchanged)
        for folder in self.FOLDERS:
            where = out / folder
            remove_leftovers(where)
            try:
                self._names[folder] = set(os.listdir(where))
            except OSError as exc:
                raise SiteError(PublishMessages.tr("Cannot read the site folder {folder}: {reason}.").format(
                    folder=where, reason=exc.strerror or exc)) from None
            self._tmp[folder] = tmp = temp_name(where / "page.html")
            self._markers.append(scratch.note(tmp))

    def __enter__(self) -> _Pages:
        return self

    def __exit__(self, *exc: object) -> None:
        from clubrater.store import scratch

        for tmp in self._tmp.values():
            with contextlib.suppress(OSError):
                tmp.unlink()
        for marker in self._markers:
            scratch.done(marker)

    def has(self, rel: str, size: int | None) -> bool:
        """`rel` is there (with `size` bytes, when the manifest knows its size): a page that need not be made."""
        folder, _, name = rel.rpartition("/")
        if name not in self._names[folder]:
            return False
        if size is None:
            return True
        try:
            ok = (self.out / rel).stat().st_size == size
        except OSError:
            return False
        if ok:
            self.sizes[rel] = size
        return ok

    def names(self, folder: str) -> set[str]:
        return set(self._names[folder])

    def render(self, env: Environment, template: str, rel: str, **ctx: Any) -> None:
        self.put(rel, env.get_template(template).render(**ctx).encode("utf-8"))

    def put(self, rel: str, data: bytes) -> None:
        """Write `data` to `rel` whole, and only if it differs from what is there.

        A page that is there is replaced through the temporary file (a visitor sees the old page or the new
        one); a new page is written under its own name (one rename less each, 5,000 at a first publish),
        and removed again if it cannot be written whole."""
        folder, _, name = rel.rpartition("/")
        target = self.out / rel
        known = name in self._names[folder]
        written = target if not known else self._tmp[folder]
        try:
            if known and target.stat().st_size == len(data) and target.read_bytes() == data:
                self.report.unchanged += 1
                self.sizes[rel] = len(data)
                return
            flags = os.O_WRONLY | os.O_CREAT | os.O_CLOEXEC | (os.O_TRUNC if known else os.O_EXCL)
            fd = os.open(written, flags, 0o666)  # the umask applies
            try:
                view = memoryview(data)
                while view:
                    view = view[os.write(fd, view):]
            finally:
                os.close(fd)
            if known:  # the replaced page's permissions, as io/atomic keeps them
                with contextlib.suppress(OSError):
                    os.chmod(written, target.stat().st_mode & 0o7777)
                os.replace(written, target)
        except OSError as exc:
            if not (isinstance(exc, FileExistsError) and written == target):  # never remove a page not ours
                with contextlib.suppress(OSError):
                    written.unlink()
            raise self._fault(exc, target) from None
        self._names[folder].add(name)
        self.sizes[rel] = len(data)
        self.report.written.append(rel)

    def remove(self, rel: str) -> None:
        folder, _, name = rel.rpartition("/")
        try:
            (self.out / rel).unlink()
        except FileNotFoundError:
            pass
        except OSError as exc:
            raise SiteError(PublishMessages.tr("Cannot remove {file}: {reason}.").format(file=self.out / rel,
                                                                            reason=exc.strerror or exc)) from None
        self._names[folder].discard(name)
        self.report.removed.append(rel)

    @staticmethod
    def _fault(exc: OSError, target: Path) -> SiteError:
        from clubrater.io.atomic import fault

        return SiteError(PublishMessages.tr("{reason} Pages written so far are complete.").format(reason=fault(exc, target).message))


def _write_manifest(out: Path, keys: dict[str, str], sizes: dict[str, int]) -> None:
    from clubrater.io.atomic import write_bytes  # synced, checked, renamed over; leftovers removed at next start

    data = (json.dumps({"version": 2, "pages": keys, "sizes": sizes}, indent=0, sort_keys=True) + "\n").encode()
    try:
        if (out / MANIFEST).read_bytes() == data:
            return
    except OSError:
        pass
    try:
        write_bytes(out / MANIFEST, data)
    except ClubRaterError as exc:  # a full disk or a read-only folder, in one sentence
        raise SiteError(PublishMessages.tr("{reason} Pages written so far are complete.").format(reason=exc.message)) from None


def _read_manifest(out: Path) -> tuple[dict[str, str], dict[str, int]]:
    """Each player page's key and size as last published (version 1 kept no sizes)."""
    try:
        data = json.loads((out / MANIFEST).read_text(encoding="utf-8"))
        pages, sizes = data.get("pages", {}), data.get("sizes", {})
        keys = {str(k): str(v) for k, v in pages.items()} if isinstance(pages, dict) else {}
        known = {str(k): v for k, v in sizes.items() if type(v) is int} if isinstance(sizes, dict) else {}
        return keys, known
    except (OSError, ValueError, AttributeError):
        return {}, {}


# --------------------------------------------------------------------- the history chart
W, H = 720, 260
_LEFT, _RIGHT, _TOP, _BOTTOM = 64, 12, 12, 28


def chart_svg(chart: Chart | None, title: str = "History", *, lang: SiteLanguage | None = None) -> str:
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
    day = lang.day if lang is not None else _iso
    parts.append(f'<text class="axis" x="{_LEFT}" y="{H - 8}">{escape(day(epoch + timedelta(days=first)))}</text>')
    parts.append(f'<text class="axis" x="{W - _RIGHT}" y="{H - 8}" text-anchor="end">'
                 f'{escape(day(epoch + timedelta(days=last)))}</text>')
    at = [(f"{sx(x):.1f}", f"{sy(p.y):.1f}") for x, p in zip(xs, pts)]  # each point's place, worked out once
    line = " ".join(f"{cx},{cy}" for cx, cy in at)
    parts.append(f'<polyline class="line" points="{line}"/>')
    if len(pts) <= 400:
        for (cx, cy), p in zip(at, pts):
            parts.append(f'<circle class="dot" cx="{cx}" cy="{cy}" r="2.5"><title>{escape(p.label)}</title></circle>')
    parts.append("</svg>")
    return Markup("".join(parts))


# --------------------------------------------------------------------- the bulky parts, fast
# A big club's pages hold 200,000 record lines; one Jinja expression per cell made publishing take
# minutes. These build the rows with the standard library's escaping instead: the same markup a
# template loop over `p.lines` would give (a club's own template may still loop itself).


class Escaped(dict):
    """`escaped[text]`: `text` HTML-escaped, worked out once (a big club's record sheets repeat the same names,
    ranks and numbers 100,000s of times; a lookup is several times cheaper than escaping again)."""

    def __missing__(self, text: str) -> str:
        from html import escape

        value = self[text] = escape(text)
        return value


class _SignedEscaped(dict):
    def __missing__(self, text: str) -> str:
        from html import escape

        value = self[text] = escape(_signed(text))
        return value


def record_rows(lines: Iterable[RecordLine], system: str, root: str = "", *, lang: SiteLanguage | None = None,
                on_site: Container[int] | None = None, memo: Escaped | None = None) -> Markup:
    """The <tr> rows of a record sheet: SAGC seed 001's twelve columns, else per game before/change/after.

    Names, ranks, numbers and outcomes arrive formatted in the club's language (controller/site.py); the
    dates and the B/W letters are put in here. `memo`: escaped texts kept from page to page."""
    L = lang or SiteLanguage("")  # noqa: N806
    e = memo if memo is not None else Escaped()
    signed = _SignedEscaped()
    translate = L.words.translate
    #: One letter for the stones a player had, or who won: B(lack), W(hite), J(igo).
    letters = {"B": e[translate("Site", "B")], "W": e[translate("Site", "W")], "J": e[translate("Site", "J")],
               "": ""}
    days = L.days
    out: list[str] = []
    add = out.append
    for r in lines:
        opp = e[r.opponent]
        if r.opponent_id is not None and r.kind == "game" and (on_site is None or r.opponent_id in on_site):
            opp = f'<a href="{r.opponent_id}.html">{opp}</a>'
        change = signed[r.change]
        if r.why is not None:
            change = f'<a href="#why{r.item_id}">{change}</a>'
        if system == "sagc":
            add(f'<tr id="g{r.item_id}" class="{r.kind}"><td>{opp}</td><td>{e[r.opponent_rank]}</td><td>{letters[r.colour]}</td>'
                f'<td class="num">{e[r.handicap]}</td><td class="num">{e[r.komi]}</td><td>{letters[r.winner]}</td>'
                f'<td class="num">{e[r.gsf]}</td><td class="num">{change}</td><td class="num">{e[r.after]}</td>'
                f'<td>{e[r.rank_after]}</td><td>{days[r.date]}</td><td>{e[r.comments]}</td></tr>\n')
        else:
            event = e[r.event]
            if r.event_id is not None:
                event = f'<a href="{root}{event_path(r.event_id)}">{event}</a>'
            add(f'<tr id="g{r.item_id}" class="{r.kind}"><td>{days[r.date]}</td><td>{opp}</td>'
                f'<td>{e[r.opponent_rank]}</td><td>{letters[r.colour]}</td><td class="num">{e[r.handicap]}</td>'
                f'<td>{e[r.outcome]}</td><td>{event}</td><td class="num">{e[r.before]}</td><td class="num">{change}</td>'
                f'<td class="num">{e[r.after]}</td><td>{e[r.rank_after]}</td><td>{e[r.comments]}</td></tr>\n')
    return Markup("".join(out))


def why_items(lines: Iterable[RecordLine], *, lang: SiteLanguage | None = None, memo: Escaped | None = None) -> Markup:
    """'Why did my index change?': one <li> per rated game, newest first, the factors in one sentence."""
    from html import escape

    L = lang or SiteLanguage("")  # noqa: N806
    e = memo if memo is not None else Escaped()
    #: A game in the "why" list: "2026-11-20: won against Sipho Dlamini (12k):" then the change in bold.
    head = e[L.words.translate("Site", "{date}: {outcome} against {opponent} ({rank}):")]
    days = L.days
    out: list[str] = []
    for r in reversed(list(lines)):
        if r.why is None:
            continue
        title = head.format(date=days[r.date], outcome=e[r.outcome], opponent=e[r.opponent], rank=e[r.opponent_rank])
        out.append(f'<li id="why{r.item_id}"><details><summary>{title} '
                   f'<strong>{e[_signed(r.change)]}</strong></summary>\n<p>{escape(r.why.text)}.</p>\n</details></li>\n')
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
