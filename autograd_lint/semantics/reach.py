"""Which objects a value reaches and holds: the modules and leaves behind a graph, whether one
symbol is inside another, what unpacking a value into names gives each."""
from __future__ import annotations

import libcst as cst

from .shapes import BATCHED, is_batch
from .values import EMPTY, OTHER, UNKNOWN, Value, alternatives, replace, split_nodes


def reach_of(value: Value) -> frozenset:
    """What a tensor's graph reached: the modules and leaves a cut separates it from."""
    return value.reach | ({value.sym} if value.leaf and value.sym else EMPTY)


def overlaps(syms: frozenset, owners: frozenset, parents: dict | None = None) -> bool:
    """Is any of ``syms`` one of ``owners`` or inside one of them? A symbol is inside its dotted
    prefix (`model` holds `model.fc`) and inside the module it was attached to (``parents``:
    `self.fc = nn.Linear(...)`, `nn.Sequential(a, b)`)."""
    if any(owner.startswith("{") for owner in owners):
        owners = frozenset(alt for owner in owners for alt in alternatives(owner))
    for sym in (alt for sym in syms for alt in alternatives(sym)):
        current, hops = sym, 0
        while current and hops < 32:
            for owner in owners:
                if current == owner or current.startswith(owner + "."):
                    return True
            if current != sym and current.startswith("{") and all(
                    overlaps(frozenset({alt}), owners, parents) for alt in alternatives(current)):
                return True  # (a parameter of one of several networks, each of them an owner's)
            attached = parents.get(current) if parents else None
            current = attached if attached is not None else (
                current.rsplit(".", 1)[0] if "." in current else None)
            hops += 1
    return False


MAX_HOLDERS = 32  # networks held in one another, followed up from a part (bounded against a cycle)


def holder_chain(sym: str, parents: dict) -> list[str]:
    """``sym`` and the networks it was attached to, innermost first (`model.encoder.conv`,
    `model.encoder`, `model`: see ``parents`` in :func:`overlaps`), at most
    :data:`MAX_HOLDERS`, stopping where the chain comes back on itself."""
    chain = [sym]
    while len(chain) < MAX_HOLDERS:
        holder = parents.get(chain[-1])
        if holder is None or holder in chain:
            break
        chain.append(holder)
    return chain


def related(syms: frozenset, others: frozenset, parents: dict | None = None) -> bool:
    """Does either set hold (a part of) the other: the same network, one of its parts, or one
    holding it (see :func:`overlaps`)?"""
    return overlaps(syms, others, parents) or overlaps(others, syms, parents)


def unpack(value: Value, value_node, count: int, starred: bool = False):
    if len(value.items) == count:
        return [(item, None) for item in value.items]
    if value.exact and value.items and not value.keys and not starred:
        # `accs, _ = finetune(...)` of a known tuple of three: Python raises there, so nothing
        # is known of what the names would hold
        return [(UNKNOWN, None)] * count
    if is_batch(value):  # `images, labels = batch` of a data loader: each has the batch's rows
        return [(BATCHED, None)] * count
    if isinstance(value_node, (cst.Tuple, cst.List)) and len(value_node.elements) == count:
        return [(value, el.value) for el in value_node.elements]
    if value.kind == "named-param" and count == 2:
        # (a frozen module's parameters need no grad: not leaves autograd guards)
        return [(OTHER, None), (Value(kind="tensor", leaf=not value.frozen, param=True,
                                      reach=value.reach), None)]
    element = value if value.kind in ("tensor", "unknown") else UNKNOWN
    if element.sym:  # `model, opt, sched = accelerator.prepare(...)`: three objects, not one
        return [(replace(element, sym=f"{element.sym}[{index}]"), value_node)
                for index in range(count)]
    if element.nodes:  # `policy, value = net(x)` of an unknown network: a part of it each
        return [(replace(element, nodes=split_nodes(element.nodes, index)), value_node)
                for index in range(count)]
    return [(element, value_node)] * count
