"""Wrapping torch's in-place entry points without changing what any caller may do with them.

A wrapper must accept every signature torch accepts (``torch.relu_(input=x)``,
``torch.Tensor.add_(self=x, other=y)``), stay invisible to the compilers that resolve functions
by identity (TorchScript finds ``torch.relu_`` in its builtin table: the wrapper is registered
there as the same ``aten::`` op while installed), and do nothing but call the original while
dynamo traces (``torch.compile``, ``torch.export``: the branch folds away, no graph break) or a
``torch.func`` transform runs (its wrapped tensors have no version counter to read).
"""
from __future__ import annotations

import sys
from typing import Callable

__tracebackhide__ = True  # pytest: these frames are not the user's

_AUGMENTED = ("__iadd__", "__isub__", "__imul__", "__itruediv__", "__ifloordiv__", "__imod__",
              "__ipow__", "__imatmul__", "__iand__", "__ior__", "__ixor__", "__ilshift__",
              "__irshift__", "__setitem__")
_NOT_DATA = {"requires_grad_", "retain_grad_", "share_memory_", "record_stream_", "pin_memory_",
             "rename_", "names_", "align_to_", "_fix_weakref_"}


def inplace_targets() -> list[tuple[object, str]]:
    """(owner, name) of every in-place entry point: Tensor methods, augmented assignments,
    ``torch.<op>_``, the ``F.*(inplace=True)`` kernels in ``torch._C._nn`` and the in-place
    dropouts F.dropout finds on ``torch._VF``."""
    import torch

    targets = []
    for name in dir(torch.Tensor):
        if name.endswith("_") and not name.startswith("_") and name not in _NOT_DATA:
            targets.append((torch.Tensor, name))
    targets.extend((torch.Tensor, name) for name in _AUGMENTED if hasattr(torch.Tensor, name))
    for module in (torch, torch._C._nn):
        for name in dir(module):
            if name.endswith("_") and not name.startswith("_") and name not in _NOT_DATA:
                value = getattr(module, name, None)
                if callable(value) and not isinstance(value, type):
                    targets.append((module, name))
    # F.dropout(inplace=True) and its kin call `torch._VF.dropout_`, looked up on torch._VF (a
    # module object whose attributes shadow the kernels it forwards to) at every call
    vf = getattr(torch, "_VF", None)
    kernels = getattr(vf, "vf", None)
    if vf is not None and kernels is not None:
        for name in dir(kernels):
            if name.endswith("_") and not name.startswith("_") and name not in _NOT_DATA and \
                    "dropout" in name:
                targets.append((vf, name))
    return targets


def target_tensor(args: tuple, kwargs: dict):
    """The tensor an in-place call modifies, however it was passed."""
    if args:
        return args[0]
    for key in ("self", "input"):
        if key in kwargs:
            return kwargs[key]
    return None


def install(record: Callable[[object, str], None], gate) -> Callable[[], None]:
    """Wrap every in-place entry point so that ``record(tensor, op_name)`` runs before the op
    while ``gate.active and not gate.in_step`` (the checker: optimizer steps do many in-place
    ops, tested first), in eager mode, outside any ``torch.func`` transform; return the function
    removing the wrappers."""
    import torch
    from torch.jit import _builtins as jit_builtins

    is_compiling = torch.compiler.is_compiling
    functorch_level = _functorch_level()
    builtin_table = _builtin_table(jit_builtins)
    undo = []
    for owner, name in inplace_targets():
        try:
            original = getattr(owner, name)
        except Exception:
            continue
        wrapper = _wrap(original, name, record, gate, is_compiling, functorch_level)
        try:
            setattr(owner, name, wrapper)
        except Exception:
            continue
        op = builtin_table.get(id(original)) if builtin_table is not None else None
        if op is not None:
            builtin_table[id(wrapper)] = op
        undo.append((owner, name, original, wrapper, op is not None))

    def remove() -> None:
        for owner, name, original, wrapper, registered in reversed(undo):
            if getattr(owner, name, None) is wrapper:
                setattr(owner, name, original)
            if registered and builtin_table is not None:
                builtin_table.pop(id(wrapper), None)

    return remove


def _wrap(original, name, record, gate, is_compiling, functorch_level):
    trampolines = _TRAMPOLINES
    getframe = sys._getframe

    def inplace(*args, **kwargs):
        if gate.in_step:  # (an optimizer's own ops: the hot path, dozens per step)
            return original(*args, **kwargs)
        if gate.active and not is_compiling() and functorch_level() is None:
            tensor = target_tensor(args, kwargs)
            if tensor is not None:
                record(tensor, name)
        # the op runs in a frame that reads as its caller's (file, line, module globals): a
        # warning it raises is attributed to the caller, as without this wrapper, so the
        # program's `warnings.filterwarnings(..., module=...)` and `once` registries behave
        # the same (Python's stacklevel / skip_file_prefixes cannot move a warning that C code
        # raises)
        caller = getframe(1)
        entry = trampolines.get((id(caller.f_code), caller.f_lasti))
        if entry is None:
            entry = _trampoline(caller)
        try:
            return entry[1](original, args, kwargs)
        except BaseException as exc:
            _drop_trampoline_frame(exc)
            raise

    inplace.__name__ = getattr(original, "__name__", name)
    inplace.__qualname__ = getattr(original, "__qualname__", name)
    inplace.__doc__ = getattr(original, "__doc__", None)
    inplace.__wrapped__ = original
    return inplace


#: (id(code), instruction) of a caller -> (its code, a function whose frame reads as the
#: caller's: its file, its line, its globals); the entry keeps the code alive, so its id is not
#: reused while it is remembered
_TRAMPOLINES: dict = {}
_TRAMPOLINE_LIMIT = 20_000
_TEMPLATE = compile("def _inplace_op(op, args, kwargs): return op(*args, **kwargs)",
                    "<autograd-lint>", "exec").co_consts[0]
TRAMPOLINE_NAME = "_inplace_op"


def _trampoline(caller) -> tuple:
    import types

    code = caller.f_code
    line = caller.f_lineno or code.co_firstlineno
    body = _TEMPLATE.replace(co_filename=code.co_filename, co_firstlineno=line)
    function = types.FunctionType(body, caller.f_globals, TRAMPOLINE_NAME)
    if len(_TRAMPOLINES) >= _TRAMPOLINE_LIMIT:
        _TRAMPOLINES.clear()
    entry = _TRAMPOLINES[(id(code), caller.f_lasti)] = (code, function)
    return entry


def _drop_trampoline_frame(exc: BaseException) -> None:
    """Unlink the trampoline's frame from the error's traceback (it would show the caller's
    line twice)."""
    tb = exc.__traceback__
    while tb is not None and tb.tb_next is not None:
        following = tb.tb_next
        if following.tb_frame.f_code.co_name == TRAMPOLINE_NAME and \
                following.tb_frame.f_code.co_consts == _TEMPLATE.co_consts:
            tb.tb_next = following.tb_next
            return
        tb = following


def _builtin_table(jit_builtins):
    try:
        return jit_builtins._get_builtin_table()
    except Exception:  # pragma: no cover - a torch without TorchScript's table
        return None


def _functorch_level():
    """A function returning None unless a ``torch.func`` transform (vmap, grad, ...) is active."""
    try:
        from torch._C._functorch import peek_interpreter_stack

        return peek_interpreter_stack
    except Exception:  # pragma: no cover - older torch
        return lambda: None
