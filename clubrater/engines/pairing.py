"""Minimum-cost perfect matching of the players present (rating-rules.md, "Club-night pairing").

The matching is networkx's maintained implementation of Edmonds' blossom algorithm
(`max_weight_matching` with `maxcardinality`, on weights BIG - cost: among the perfect
matchings, the one of least total cost). With an odd number present a bye node joins the
graph, its edge to p costing p's bye cost.

On the complete graph of 80 players the blossom takes about 0.2 s in pure Python. Most of its
edges cannot be in any cheapest matching, and a simple bound proves it: in a perfect matching
each player v meets one edge, costing at least h(v) (his cheapest edge), and each edge is met
by two players, so a matching containing (a, b) costs at least
c(a, b) + (sum of h(v) over the others) / 2. An edge for which that exceeds the cost of a
known matching (the players paired in order of strength, the cheapest bye among those orders)
is left out. Every cheapest matching survives (edges at the bound are kept), so the answer is
the same as on the complete graph, and the test compares it with a brute-force minimum.

Deterministic: the graph is built in one order (the players sorted by id), and networkx's
algorithm has no randomness, so the same input always gives the same pairs.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

BYE = -1  # the bye's node (player ids are positive)


def min_cost_matching(players: Sequence[int], cost: Callable[[int, int], int], strength: Callable[[int], int],
                      bye_cost: Callable[[int], int] | None = None) -> tuple[list[tuple[int, int]], int | None, int]:
    """The pairs of a perfect matching of `players` of least total cost, the player left out (odd count), and that
    cost. `cost(a, b)` and `bye_cost(p)` are non-negative integers; `strength(p)` orders players for the bound."""
    import networkx as nx

    ids = sorted(set(players))
    if len(ids) < 2:
        return [], (ids[0] if ids else None), (bye_cost(ids[0]) if ids and bye_cost else 0)
    odd = len(ids) % 2 == 1
    nodes = ids + ([BYE] if odd else [])
    n = len(nodes)
    bye = bye_cost or (lambda _p: 0)

    def c(i: int, j: int) -> int:
        a, b = nodes[i], nodes[j]
        if b == BYE:
            return bye(a)
        if a == BYE:
            return bye(b)
        return cost(a, b)

    matrix = [[0] * n for _ in range(n)]
    for i in range(n):
        row = matrix[i]
        for j in range(i + 1, n):
            row[j] = matrix[j][i] = c(i, j)
    bound = 2 * _known_cost(ids, matrix, strength, odd)
    cheapest = [min(matrix[i][j] for j in range(n) if j != i) for i in range(n)]
    room = bound - sum(cheapest)
    kept = [[j for j in range(i + 1, n) if 2 * matrix[i][j] - cheapest[i] - cheapest[j] <= room] for i in range(n)]

    g = nx.Graph()
    g.add_nodes_from(range(n))
    top = max(max(row) for row in matrix) + 1
    g.add_weighted_edges_from((i, j, top - matrix[i][j]) for i in range(n) for j in kept[i])
    mate = nx.max_weight_matching(g, maxcardinality=True)
    pairs: list[tuple[int, int]] = []
    left: int | None = None
    total = 0
    for i, j in mate:
        total += matrix[i][j]
        a, b = nodes[i], nodes[j]
        if BYE in (a, b):
            left = b if a == BYE else a
        else:
            pairs.append(pair_order(a, b))
    if len(pairs) * 2 + (1 if odd else 0) != len(ids):  # cannot happen: the known matching's edges are all kept
        raise AssertionError("the matching left players out")
    pairs.sort()
    return pairs, left, total


def pair_order(a: int, b: int) -> tuple[int, int]:
    return (a, b) if a < b else (b, a)


def _known_cost(ids: list[int], matrix: list[list[int]], strength: Callable[[int], int], odd: bool) -> int:
    """The cost of a good matching: neighbours in order of strength paired; with an odd count, the bye at the
    even place (in that order) that makes it cheapest. An upper bound for the cheapest matching."""
    order = sorted(range(len(ids)), key=lambda i: (-strength(ids[i]), ids[i]))
    m = len(order)
    bye_col = len(ids)  # the bye node's index in `matrix`
    pre = [0] * (m + 1)  # pre[k]: order[0..k) paired neighbour by neighbour (k even)
    for k in range(2, m + 1, 2):
        pre[k] = pre[k - 2] + matrix[order[k - 2]][order[k - 1]]
    if not odd:
        return pre[m]
    suf = [0] * (m + 2)  # suf[k]: order[k..m) paired neighbour by neighbour (m - k even)
    for k in range(m - 2, -1, -2):
        suf[k] = suf[k + 2] + matrix[order[k]][order[k + 1]]
    return min(pre[k] + matrix[order[k]][bye_col] + suf[k + 1] for k in range(0, m, 2))
