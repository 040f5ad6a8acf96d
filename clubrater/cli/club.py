"""The club file and its settings: create it, choose its rating system, name and defaults."""

from __future__ import annotations

from clubrater.cli.base import Commands, Context, db_path, parse_float, parse_int, system_names
from clubrater.domain.model import GameType

GAME_TYPES = [t.value for t in GameType]


def register(commands: Commands) -> None:
    systems = system_names()
    p = commands.add(
        "init", init, help="create a club file (never overwrites one)",
        description="Create a new club file with its rating system. An existing file is never overwritten.",
        example='clubrater init --system sagc --club "Stellenbosch Go Club" --db club.sqlite',
    )
    p.add_argument("--system", required=True, choices=systems, help="the rating system: " + ", ".join(systems))
    p.add_argument("--club", default="", metavar="NAME", help="the club's name (default: the file's name)")

    p = commands.add(
        "system", system, writes=True, help="change the club's rating system (ratings are recomputed)",
        description="Change the club's rating system. Every rating is worked out again from the games; "
                    "nothing else changes, and you can change back.",
        example="clubrater system egf2021",
    )
    p.add_argument("system", choices=systems, metavar="SYSTEM", help="one of " + ", ".join(systems))

    p = commands.add(
        "settings", settings, writes=True, help="the club's name, default komi, default game type, language and handicap rule",
        description="Show the club's settings, or change them (the window's Club settings).",
        example=['clubrater settings', 'clubrater settings --name "Cape Town Go Club" --komi 7.5 --type tournament',
                 "clubrater settings --language de", "clubrater settings --handicap-correction 1 --handicap-ceiling 6"],
    )
    p.add_argument("--name", help="the club's name")
    p.add_argument("--komi", metavar="K", help="komi of an even game when none is given")
    p.add_argument("--type", choices=GAME_TYPES, help="game type when none is given")
    p.add_argument("--handicap-correction", metavar="C",
                   help="club-night pairing: ranks taken off the difference before stones are given (default 0)")
    p.add_argument("--handicap-ceiling", metavar="N", help="club-night pairing: the most stones given (default 9)")
    p.add_argument("--language", metavar="LANG",
                   help="the language of the printout, the player report and the workbook: en, de, fr, cs, af or ja "
                        "(the window's own language follows the computer)")


def init(ctx: Context) -> None:
    from clubrater.controller.files import remember_database
    from clubrater.controller.session import ClubController

    path = db_path(ctx.args, creating=True)
    ctrl = ClubController.create(path, ctx.args.system, ctx.args.club)
    try:
        remember_database(ctrl.path)
        ctx.say(f"Created {ctrl.club_name} ({ctrl.system.label}) at {ctrl.path}")
    finally:
        ctrl.close()


def system(ctx: Context) -> None:
    ctrl = ctx.ctrl
    before = ctrl.system
    ctrl.settings.set_system(ctx.args.system)
    if ctrl.system == before:
        ctx.say(f"{ctrl.club_name} already rates with {ctrl.system.label}; nothing changed.")
    else:
        ctx.say(f"{ctrl.club_name} now rates with {ctrl.system.label} (was {before.label}); every rating was "
                "worked out again.")


def settings(ctx: Context) -> None:
    a, ctrl = ctx.args, ctx.ctrl
    done: list[str] = []
    if a.name is not None and a.name.strip() != ctrl.club_name:
        ctrl.settings.rename(a.name)
        done.append(f"name {ctrl.club_name}")
    komi = parse_float(a.komi, "komi") if a.komi is not None else None
    game_type = GameType(a.type) if a.type else None
    if komi is not None or game_type is not None:
        ctrl.settings.set_defaults(komi=komi, game_type=game_type)
        if komi is not None:
            done.append(f"default komi {komi:g}")
        if game_type is not None:
            done.append(f"default game type {game_type.value}")
    if a.language is not None:
        from clubrater.io.words import LANGUAGES, check_language

        if check_language(a.language) != ctrl.settings.language:
            ctrl.settings.set_language(a.language)
            done.append(f"language {LANGUAGES[ctrl.settings.language]}")
    if a.handicap_correction is not None or a.handicap_ceiling is not None:  # issue 26
        c = parse_int(a.handicap_correction, "handicap correction") if a.handicap_correction is not None else None
        n = parse_int(a.handicap_ceiling, "handicap ceiling") if a.handicap_ceiling is not None else None
        ctrl.settings.set_handicap_rule(correction=c, ceiling=n)
        done += ([f"handicap correction {c}"] if c is not None else []) + (
            [f"handicap ceiling {n}"] if n is not None else [])
    if done:
        ctx.say("Changed the club's " + ", ".join(done) + ".")
    ctx.say(f"{ctrl.club_name}: {ctrl.system.label}; an even game's komi {ctrl.default_komi_even:g}; "
            f"games are {ctrl.default_game_type.value} games unless you say otherwise; printouts and the workbook "
            f"are in {_language_name(ctrl.settings.language)}.")
    c, n = ctrl.settings.handicap_rule()
    ctx.say(f"Club-night pairing gives no stones for a difference of {c + 1} rank{'s' if c + 1 != 1 else ''} or less, "
            f"else the difference{f' less {c}' if c > 0 else f' plus {-c}' if c < 0 else ''}, at most {n} stones "
            f"(handicap correction {c}, ceiling {n}).")


def _language_name(code: str) -> str:
    from clubrater.io.words import LANGUAGES

    return "English" if not code else f"{LANGUAGES[code]} ({code})"
