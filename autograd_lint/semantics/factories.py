"""What torch's tensor factories make, read from their call: sizes or data (`torch.Tensor(3, 5)` /
`torch.Tensor([1, 2])`), integers, one element or several."""
from __future__ import annotations

import libcst as cst

from . import torch_api as api
from .names import ImportMap, dotted
from .syntax import all_integers
from .values import INTEGER, ONE, Value, known_int


def is_int(value: Value) -> bool:
    # (or one known exactly: `CFG.n_test` of a settings class's `n_test = 2048`)
    return value.kind == INTEGER.kind and value.qual in (INTEGER.qual, ONE.qual) or \
        known_int(value) is not None


def legacy_sizes(call: cst.Call, args: list[Value]) -> bool:
    """torch.Tensor(3, 5) / torch.FloatTensor(n) with an int n: sizes, not data."""
    positional = [(a.value, v) for a, v in zip(call.args, args) if a.keyword is None]
    if not positional or any(isinstance(node, (cst.List, cst.Tuple, cst.ListComp, cst.SimpleString))
                             for node, _ in positional):
        return False
    if len(positional) == 1:  # one argument may be data: only a known int is surely a size
        return is_int(positional[0][1])
    return True


def integer_factory(qual: str, call: cst.Call, args: list[Value], imports: ImportMap) -> bool:
    """torch.arange(5) / randint / tensor([1, 2]) / dtype=torch.long: integer tensors. Not
    when `**kwargs` may pass a dtype (`torch.tensor(0, requires_grad=True, **tkwargs)`)."""
    for arg in call.args:
        if arg.star == "**":
            return False
        if arg.keyword is not None and arg.keyword.value == "dtype":
            dtype = imports.qualify(arg.value) or dotted(arg.value) or ""
            return dtype.rsplit(".", 1)[-1] in api.INTEGER_DTYPES
    short = qual.rsplit(".", 1)[-1]
    positional = [(a.value, v) for a, v in zip(call.args, args) if a.keyword is None]
    if short in ("randint", "randperm"):
        return True
    if short == "arange":
        return bool(positional) and all(is_int(v) for _, v in positional)
    if short == "tensor" and positional:
        # (a list of ints spelt here, or one a config names: `torch.tensor(cfg["cuts"])`)
        data = positional[0][1]
        return all_integers(positional[0][0]) or data.exact and bool(data.items) and \
            not data.keys and all(is_int(item) for item in data.items)
    return False


def factory_batched(qual: str, call: cst.Call) -> bool:
    """Is the first dimension known to exceed one? torch.randn(32, 6), torch.zeros((8, 3))."""
    if qual.rsplit(".", 1)[-1] not in ("randn", "rand", "zeros", "ones", "empty", "full", "randint"):
        return False
    positional = [arg.value for arg in call.args if arg.keyword is None]
    if qual.endswith("randint"):  # torch.randint(low, high, size) / (high, size)
        positional = [value for value in positional if isinstance(value, (cst.Tuple, cst.List))]
    if not positional:
        return False
    sizes = [el.value for el in positional[0].elements] \
        if isinstance(positional[0], (cst.Tuple, cst.List)) else positional
    # (a batch of rows: a one-dimensional tensor is one sample to a layer)
    return len(sizes) > 1 and isinstance(sizes[0], cst.Integer) and int(sizes[0].value) > 1


def factory_scalar(qual: str, call: cst.Call) -> bool | None:
    """torch.tensor(2.0) has one element; torch.randn(3, 4) has several."""
    positional = [arg.value for arg in call.args if arg.keyword is None]
    if qual in ("torch.tensor", "torch.as_tensor") and positional:
        data = positional[0]
        if isinstance(data, (cst.Integer, cst.Float)):
            return True
        if isinstance(data, (cst.List, cst.Tuple)) and len(data.elements) > 1:
            return False
        if isinstance(data, (cst.List, cst.Tuple)) and len(data.elements) == 1 and \
                not isinstance(data.elements[0].value, (cst.List, cst.Tuple, cst.ListComp)) and \
                not isinstance(data.elements[0], cst.StarredElement):
            return True  # torch.tensor([i * scale]): one element
        return None
    sized = qual.rsplit(".", 1)[-1] in ("randn", "rand", "zeros", "ones", "empty", "full")
    sizes = positional[:2] if sized else []
    for size in sizes:
        if isinstance(size, cst.Integer) and int(size.value) > 1:
            return False
        if isinstance(size, (cst.Tuple, cst.List)) and any(
                isinstance(el.value, cst.Integer) and int(el.value.value) > 1 for el in size.elements):
            return False
    if sizes and len(positional) == len(sizes) and all(
            isinstance(size, cst.Integer) and int(size.value) == 1 for size in sizes):
        return True  # torch.rand(1), torch.zeros(1, 1): one element
    return None
