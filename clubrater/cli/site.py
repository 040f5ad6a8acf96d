"""The club's published website and the what-if question: `clubrater publish DIR`, `clubrater whatif NAME`."""

from __future__ import annotations

import json

from clubrater.cli.base import Commands, Context


def register(commands: Commands) -> None:
    p = commands.add(
        "publish", publish, help="write the club's website into a folder (only changed pages are rewritten)",
        description="Writes the club's website into DIR: the standings, one page per player (record sheet, history "
                    "chart, why each game changed the rating), one per event, and the last club night. Upload the "
                    "folder to the club's web space or open index.html from disk. Publishing again rewrites only "
                    "the pages that changed. --templates uses the club's own copy of the templates. The site speaks "
                    "the club's printout language (clubrater settings --language). On a federation database "
                    "--club NAME publishes one member club's site: its players, their games and events.",
        example=["clubrater publish site/", "clubrater publish site/ --templates our-look/",
                 'clubrater --db postgresql://pretoria@server/sagc publish pretoria-site/ --club Pretoria'],
    )
    p.add_argument("dir", metavar="DIR")
    p.add_argument("--templates", metavar="FOLDER", help="a folder of templates (and style.css) to use instead")
    p.add_argument("--club", metavar="NAME", help="only this member club's players (on a federation database)")

    p = commands.add(
        "whatif", whatif, help="what a win or a loss would do now, and how far the next rank is",
        description="SAGC: the index change of one win, loss and jigo now, and the wins in a row to promotion "
                    "and losses in a row to demotion. EGF: the GoR change of a win and a loss at a class A "
                    "tournament and the GoR the next rank begins at. FESA: the Elo change of a win and a loss and "
                    "what the next grade still needs. --against NAME is that player every game; --against RANK "
                    "is a different player of that rank each game (the default: the player's own rank).",
        example=['clubrater whatif "Sipho Dlamini"', 'clubrater whatif "Sipho Dlamini" --against 9k --handicap 2',
                 'clubrater whatif "Sipho Dlamini" --against "Anna Smith" --format json'],
    )
    p.add_argument("name", metavar="NAME")
    p.add_argument("--against", metavar="NAME|RANK", help="an opponent of the club, or a rank (grade)")
    p.add_argument("--handicap", type=int, default=0, metavar="H", help="handicap stones (default 0)")
    p.add_argument("--type", default="club", metavar="T", help="tournament, club, friendly or free (SAGC; default club)")
    p.add_argument("--format", choices=("text", "json"), default="text", help="text (default) or json")


def publish(ctx: Context) -> None:
    from clubrater.controller.site import Site

    club = ctx.args.club
    name = ctx.ctrl.federation.club_named(club).name if club else ctx.ctrl.club_name
    report = Site(ctx.ctrl).publish(ctx.args.dir, templates=ctx.args.templates, club=club)
    ctx.say(f"Published {name} to {ctx.args.dir}: {report.summary()}.")


def whatif(ctx: Context) -> None:
    from clubrater.controller.whatif import WhatIf

    p = ctx.player(ctx.args.name)
    w = WhatIf(ctx.ctrl)
    if ctx.args.format == "json":
        answer = w.ask(p.id, ctx.args.against, handicap=ctx.args.handicap, game_type=ctx.args.type)
        json.dump(answer, ctx.out, ensure_ascii=False)
        ctx.out.write("\n")
        return
    ctx.say(f"{p.name}: " + w.summary(p.id, ctx.args.against, handicap=ctx.args.handicap, game_type=ctx.args.type))
