"""An independent, slow SAGC implementation written straight from the spec.

It shares no code with clubrater.engines.sagc: exact Fractions, a list of
previous opponents, the floors spelled out. The fast engine must agree with it
on every game of random histories.
"""

from __future__ import annotations

from fractions import Fraction as F

WIN = {4: "3.5", 3: "3.5", 2: "2.2", 1: "1.5", 0: "1.0", -1: "0.54", -2: "0.13", -3: "0.09", -4: "0"}
LOSS = {4: "0", 3: "-0.09", 2: "-0.47", 1: "-0.81", 0: "-1.17", -1: "-1.44", -2: "-1.8", -3: "-2.7", -4: "-2.7"}
DWIN = {4: "3.5", 3: "3.5", 2: "2.2", 1: "1.6", 0: "1.4", -1: "0.7", -2: "0.37", -3: "0.12", -4: "0"}
DLOSS = {4: "0", 3: "0", 2: "-0.03", 1: "-0.28", 0: "-0.6", -1: "-0.75", -2: "-1.0", -3: "-1.9", -4: "-1.9"}
GSF = {"tournament": F(3, 2), "club": F(1), "friendly": F(1, 2), "free": F(0)}


def x_of(rank: str) -> int:
    n, kind = int(rank[:-1]), rank[-1]
    if kind == "k":
        return 6 + n
    if kind == "d":
        return max(0, 7 - n)
    return 0


def stronger(rank: str) -> str:
    n, kind = int(rank[:-1]), rank[-1]
    if kind == "k":
        return f"{n - 1}k" if n > 1 else "1d"
    return f"{n + 1}{kind}"


def weaker(rank: str) -> str:
    n, kind = int(rank[:-1]), rank[-1]
    if kind == "k":
        return f"{n + 1}k"
    return f"{n - 1}d" if n > 1 else "1k"


def floors(rank: str) -> list[int]:
    n, kind = int(rank[:-1]), rank[-1]
    if kind != "k" or n <= 4:
        return [-999]
    if n <= 9:
        return [-950, -999]
    if n <= 19:
        return [-900, -950, -999]
    if n <= 24:
        return [-850, -900, -950, -999]
    return [-800, -850, -900, -950, -999]


def change_for(my_rank: str, my_index: int, opp_rank: str, colour: str, outcome: str, handicap: int, komi: float,
               game_type: str, previous: list[str], opponent: str) -> int:
    x, ox = x_of(my_rank), x_of(opp_rank)
    lf = F(x * x) + F(3, 2) * x + 55 + F(x**5, 30000)
    of = max(F(1, 10), 1 - F(1, 10) * previous[-10:].count(opponent))
    eff = int(F(handicap) - (F(str(komi)) - 6) / 10)
    hf = max(F(1, 10), 1 - F(5, 100) * abs(eff))
    signed = eff if colour == "B" else -eff
    diff = max(-4, min(4, x - ox - signed))
    win, loss = (WIN, LOSS) if my_index >= 0 else (DWIN, DLOSS)
    if outcome == "win":
        grf = F(win[diff])
    elif outcome == "loss":
        grf = F(loss[diff])
    else:  # jigo: ClubRater's decision, half a win and half a loss
        grf = (F(win[diff]) + F(loss[diff])) / 2
    return int(lf * GSF[game_type] * of * grf * hf)


def apply(rank: str, index: int, change: int) -> tuple[str, int]:
    new = index + change
    if change >= 0:
        if new > 999:
            if rank == "9d" or rank.endswith("p"):
                return rank, 999
            return stronger(rank), 0
        return rank, new
    if rank == "30k":
        return rank, max(new, -999)
    below = [f for f in floors(rank) if f < index]
    if below:
        return rank, max(new, below[0])
    if new < -999:
        return weaker(rank), 0
    return rank, new


def replay(players: dict[str, tuple[str, int]], items: list[dict]) -> tuple[dict[str, tuple[str, int]], list[tuple]]:
    """items: games {"kind": "game", black, white, result, handicap, komi, type} or
    adjustments {"kind": "adj", player, rank, index}, already in replay order."""
    state = dict(players)
    previous: dict[str, list[str]] = {p: [] for p in players}
    rows = []
    for it in items:
        if it["kind"] == "adj":
            state[it["player"]] = (it["rank"], it["index"])
            continue
        b, w, res = it["black"], it["white"], it["result"]
        (rb, ib), (rw, iw) = state[b], state[w]
        ob = {"B": "win", "W": "loss", "J": "jigo"}[res]
        ow = {"B": "loss", "W": "win", "J": "jigo"}[res]
        cb = change_for(rb, ib, rw, "B", ob, it["handicap"], it["komi"], it["type"], previous[b], w)
        cw = change_for(rw, iw, rb, "W", ow, it["handicap"], it["komi"], it["type"], previous[w], b)
        state[b] = apply(rb, ib, cb)
        state[w] = apply(rw, iw, cw)
        previous[b].append(w)
        previous[w].append(b)
        rows.append((cb, state[b], cw, state[w]))
    return state, rows
