"""How many elements a tensor holds, where its shape decides a rule (AGL007).

The analysis does not track shapes; it knows whether a tensor holds one element (``scalar``) and
whether its first dimension, the batch, is known to exceed one (``batched``). What is read here:

- a data loader built with a known ``batch_size`` above one yields batches: each tensor of a
  batch (unpacked, indexed, or the batch itself) is batched;
- an operation that keeps the first dimension keeps the batch: a reduction over other dimensions
  (``per_day.sum(dim=1)``), ``gather(1, index)``, ``squeeze()`` (a batch above one is never
  squeezed), ``x[:, 0]``; one that keeps the number of elements (``view``, ``flatten``) keeps
  several elements. A reduction over the first dimension, or an index into it, leaves the count
  unknown.

A batch whose size is not known (``batch_size=args.batch_size``, one transition of an agent)
stays unknown, and quiet.
"""
from __future__ import annotations

from dataclasses import replace

import libcst as cst

from .values import Value

BATCH_QUAL = "<batch>"
# what a data loader of known batch size yields: a tensor, a tuple or a dict of tensors
BATCH = Value(kind="unknown", qual=BATCH_QUAL, batched=True)
BATCHED = Value(kind="tensor", batched=True, scalar=False)
CHUNKS_QUAL = "<chunks>"  # what `x.split(64)` returns: batches, one per iteration
CHUNK_QUAL = "<chunk>"    # one of them
DATA_LOADERS = frozenset({"torch.utils.data.DataLoader", "torch.utils.data.dataloader.DataLoader"})
REDUCTIONS = frozenset({"sum", "mean", "prod", "norm", "logsumexp", "std", "var", "nansum",
                        "nanmean", "amax", "amin"})
_SIZE_KEEPING = frozenset({"view", "reshape", "flatten", "contiguous", "view_as", "reshape_as"})


def is_batch(value: Value) -> bool:
    return value.qual == BATCH_QUAL and value.kind == "unknown"


def literal_int(node: cst.BaseExpression | None, module: cst.Module | None = None) -> int | None:
    """``64``, ``-1``, or a module-level name bound once to an integer literal (``BATCH = 64``)."""
    if type(node) is cst.Integer:
        return _integer(node.value)
    if type(node) is cst.UnaryOperation and type(node.operator) is cst.Minus and \
            type(node.expression) is cst.Integer:
        value = _integer(node.expression.value)
        return -value if value is not None else None
    if type(node) is cst.Name and module is not None:
        bound = [small.value for statement in module.body
                 if type(statement) is cst.SimpleStatementLine for small in statement.body
                 if type(small) in (cst.Assign, cst.AnnAssign) and _binds(small, node.value)]
        if len(bound) == 1:
            return literal_int(bound[0])
    return None


def _integer(text: str) -> int | None:
    try:
        return int(text, 0)
    except ValueError:  # (`0777`, which Python 3 refuses too)
        return None


def _binds(small, name: str) -> bool:
    targets = [t.target for t in small.targets] if type(small) is cst.Assign else [small.target]
    return any(type(target) is cst.Name and target.value == name for target in targets)


def loader_batch_size(node: cst.Call, module: cst.Module | None) -> int | None:
    """A ``DataLoader(dataset, batch_size=...)`` call's batch size when it is a known integer;
    1 when none is given (the default)."""
    size = None
    for index, arg in enumerate(node.args):
        if arg.star:
            return None
        if arg.keyword is not None and arg.keyword.value == "batch_sampler":
            return None
        if (arg.keyword is None and index == 1) or \
                (arg.keyword is not None and arg.keyword.value == "batch_size"):
            size = arg
    if size is None:
        return 1
    return literal_int(size.value, module)


def _dims(node: cst.Call, position: int = 0) -> tuple[int, ...] | None:
    """The literal dimensions a call names (its ``position``-th positional argument or
    ``dim=``): () when it names none (a reduction over every dimension), None when they are
    not literal integers."""
    positional = [arg for arg in node.args if arg.keyword is None]
    named = [arg for arg in node.args if arg.keyword is not None and
             arg.keyword.value in ("dim", "axis")]
    chosen = named[0] if named else positional[position] if len(positional) > position else None
    if chosen is None:
        return ()
    value = chosen.value
    if type(value) in (cst.Tuple, cst.List):
        dims = tuple(literal_int(element.value) for element in value.elements)
        return dims if dims and all(d is not None for d in dims) else None
    dim = literal_int(value)
    return (dim,) if dim is not None else None


def _keeps_batch(receiver: Value, result: Value) -> Value:
    """``result`` keeps ``receiver``'s first dimension."""
    if receiver.batched:
        return replace(result, batched=True, scalar=False)
    return replace(result, batched=False, scalar=None if result.scalar is False else result.scalar)


def _unknown_count(result: Value) -> Value:
    return replace(result, batched=False, scalar=None if result.scalar is False else result.scalar)


def method_shape(name: str, node: cst.Call, receiver: Value, result: Value,
                 args: list[Value] | None = None) -> Value:
    """The element count of ``receiver.name(...)``'s ``result``, where the method decides it."""
    if name == "split" and _splits_rows(node, args[0] if args else None):
        # `torch.randperm(n).split(64)`: chunks of 64 rows (the last maybe fewer), each a
        # batch, as a DataLoader's of known batch size
        return replace(result, qual=CHUNKS_QUAL, batched=True, scalar=False)
    if name in REDUCTIONS or name in ("max", "min"):
        if not node.args:
            return replace(result, scalar=True, batched=False)
        # (`x.max(1)` returns a pair, `x.max(y)` is element-wise; `x.norm(2, 1)`: p, then dim)
        dims = _dims(node, 1 if name == "norm" else 0) if name in REDUCTIONS else None
        if dims == ():
            return replace(result, scalar=True, batched=False)
        if dims is not None and all(dim >= 1 for dim in dims):
            return _keeps_batch(receiver, result)
        return _unknown_count(result)
    if name == "squeeze":  # (a first dimension above one is never squeezed)
        return _keeps_batch(receiver, result)
    if name == "gather":
        dims = _dims(node)
        return _keeps_batch(receiver, result) if dims and dims[0] >= 1 else _unknown_count(result)
    if name in _SIZE_KEEPING:
        if not receiver.batched:
            return _unknown_count(result)
        first = node.args[0].value if node.args and node.args[0].keyword is None else None
        keeps = name in ("flatten", "contiguous") or literal_int(first) == -1 or \
            _is_batch_size(first)
        return replace(result, scalar=False, batched=keeps)
    if name == "__getitem__":
        return _unknown_count(result)
    return result


def _splits_rows(node: cst.Call, size: Value | None) -> bool:
    """`x.split(64)` (or `split(64, 0)`, `split(batch_size, dim=0)` of a literal given by
    name): chunks of a literal size above one along the first dimension."""
    positional = [arg for arg in node.args if arg.keyword is None]
    if not positional:
        return False
    literal = literal_int(positional[0].value)
    if not (literal is not None and literal >= 2 or literal is None and size is not None and
            size.kind == "other" and size.qual == "int"):  # (an int literal other than 1)
        return False
    dims = _dims(node.with_changes(args=node.args[1:]))
    return dims in ((), (0,))


def subscript_shape(node: cst.Subscript, base: Value, result: Value,
                    index: Value | None = None) -> Value:
    """``x[:, 0]`` keeps the batch; ``x[0]`` or ``x[mask]`` leaves the count unknown;
    ``x[idx]`` of a chunk of indices (`for idx in torch.randperm(n).split(64)`) is a batch."""
    if index is not None and index.qual == CHUNK_QUAL and len(node.slice) == 1:
        # (only a tensor or an array takes a tensor of indices: a tensor here)
        return replace(result, kind="tensor", batched=True, scalar=False)
    first = node.slice[0].slice if node.slice else None
    if type(first) is cst.Slice and first.lower is None and first.upper is None and \
            len(node.slice) > 1:
        return _keeps_batch(base, result)
    return _unknown_count(result)


def function_shape(short: str, node: cst.Call, args: list[Value], result: Value) -> Value:
    """``torch.sum(x, dim=1)``: as the method on its first argument."""
    if not args or not node.args or node.args[0].keyword is not None:
        return result
    rest = node.with_changes(args=node.args[1:])
    return method_shape(short, rest, args[0], result)


def stack_shape(node: cst.Call, args: list[Value], result: Value) -> Value:
    """``torch.stack`` of a list known to hold two or more tensors (`[w * term(p, t) for w,
    term in parts]` over known parts): several elements; along the first dimension, as many
    rows as the list has items."""
    if not args or not node.args or node.args[0].keyword is not None:
        return result
    listed = args[0]
    if not listed.exact or listed.keys or len(listed.items) < 2:
        return result
    dims = _dims(node.with_changes(args=node.args[1:]))
    return replace(result, scalar=False, batched=result.batched or dims in ((), (0,)))


def _is_batch_size(node) -> bool:
    """``x.size(0)``, ``x.shape[0]``, ``len(x)``: the first dimension of a tensor."""
    if type(node) is cst.Call and type(node.func) is cst.Attribute and \
            node.func.attr.value == "size" and len(node.args) == 1:
        return literal_int(node.args[0].value) == 0
    if type(node) is cst.Subscript and type(node.value) is cst.Attribute and \
            node.value.attr.value == "shape" and len(node.slice) == 1:
        return literal_int(getattr(node.slice[0].slice, "value", None)) == 0
    return type(node) is cst.Call and type(node.func) is cst.Name and node.func.value == "len"
