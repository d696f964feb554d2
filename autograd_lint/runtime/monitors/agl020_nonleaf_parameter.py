"""AGL020 at run time: a computed (non-leaf) tensor given to an optimizer as a parameter.

Torch raises "can't optimize a non-leaf Tensor" in the optimizer's constructor. The parameter list
is read from the failing ``add_param_group`` frame; each non-leaf is named in the user's frame and
the finding is placed on the one statement of that file that assigns that name (``W = ...`` or
``self.W = ...``), where the tensor was computed from the leaf, or, when that statement calls a
helper of the user's that ends in ``return w``, on the helper's one ``w = ...``; when no single
statement matches, on the optimizer's line. The exception propagates.
"""
from __future__ import annotations

import re

from ..frames import find_statement, source_line
from .errors import TorchErrorMonitor, user_tb_frame


class NonLeafParameter(TorchErrorMonitor):
    code = "AGL020"
    kinds = (ValueError,)
    texts = ("can't optimize a non-leaf Tensor",)

    def report_error(self, exc, site, message=None, extra=()) -> None:
        import torch

        frame = user_tb_frame(self.checker, exc.__traceback__)
        params = []
        tb = exc.__traceback__
        while tb is not None:
            local = tb.tb_frame.f_locals
            group = local.get("param_group")
            found = local.get("params") if tb.tb_frame.f_code.co_name == "add_param_group" \
                else None
            if not isinstance(found, (list, tuple)) and isinstance(group, dict):
                found = group.get("params")
            if isinstance(found, (list, tuple)):
                params = [p for p in found if isinstance(p, torch.Tensor)] or params
            tb = tb.tb_next
        placed = False
        if frame is not None:
            module_frame = frame
            while module_frame.f_back is not None and module_frame.f_code.co_name != "<module>":
                module_frame = module_frame.f_back
            for p in params:
                if p.is_leaf:
                    continue
                name = _name(frame, p)
                if name is None:
                    continue
                attr = name.rsplit(".", 1)[-1]
                if not re.fullmatch(r"\w+", attr):
                    continue
                # (also a target of an unpacking: `W1, b1 = glorot(10, 32), zeros(32)`)
                pattern = (rf"\.{attr}\s*(?:,\s*[\w.]+\s*)*=(?!=)" if "." in name else
                           rf"^\s*(?:[\w.]+\s*,\s*)*{attr}\s*(?:,\s*[\w.]+\s*)*=(?!=)")
                line = find_statement(frame, pattern)
                if line is None and module_frame.f_code.co_filename == frame.f_code.co_filename:
                    line = find_statement(module_frame, pattern)
                if line is None:
                    # `clf.weight` of a class defined in another file: its methods' assignment
                    where = _class_site(frame, name, pattern, self.checker.frames) \
                        if "." in name else None
                    if where is None:
                        continue
                else:
                    # `W1, W2 = glorot(4, 16), ...`: the op ran inside the helper that returned it
                    where = _helper_site(frame, line, self.checker.frames) or \
                        (frame.f_code.co_filename, line)
                placed = True
                self.report.add(
                    self.code, where,
                    f"{name} is computed from a leaf (grad_fn={p.grad_fn.name()}), not a leaf "
                    f"itself: an optimizer cannot train it; apply the op first and set "
                    f"requires_grad at the end (or wrap it in nn.Parameter)",
                    related=[(site, "optimizer built with it")],
                    evidence=[f"statement: {source_line(*where)}",
                              f"torch raised at the optimizer: {str(exc).splitlines()[0]}"])
        if not placed:
            super().report_error(
                exc, site, "a non-leaf tensor was passed to an optimizer; create the parameter "
                "as a leaf (requires_grad at the end of its computation, or nn.Parameter)")


def _helper_site(frame, line: int, frames):
    """The assignment ``r = ...`` of a user helper called on the right of ``line`` that ends in
    ``return r``: where the returned non-leaf was computed. None when not exactly one."""
    from ..frames import lines_matching

    text = source_line(frame.f_code.co_filename, line)
    if "=" not in text:
        return None
    for callee in re.findall(r"(?<![\w.])(\w+)\s*\(", text.split("=", 1)[1]):
        function = frame.f_locals.get(callee, frame.f_globals.get(callee))
        code = getattr(function, "__code__", None)
        if code is None or not frames.is_user_code(code):
            continue
        returned = {source_line(code.co_filename, n).split()[1]
                    for n in lines_matching(code, r"^\s*return\s+\w+\s*$")}
        for name in returned:
            assigned = lines_matching(code, rf"^\s*{name}\s*=(?!=)")
            if len(assigned) == 1:
                return code.co_filename, assigned[0]
    return None


def _class_site(frame, name: str, pattern: str, frames):
    """(file, line) of the one statement of the owner's class (its user-written methods, base
    classes included) that assigns ``obj.attr``; None when not exactly one."""
    from ..frames import lines_matching

    owner_name = name.split(".", 1)[0]
    owner = frame.f_locals.get(owner_name, frame.f_globals.get(owner_name))
    found = []
    for klass in type(owner).__mro__ if owner is not None else ():
        for member in list(vars(klass).values()):
            code = getattr(member, "__code__", None)
            if code is not None and frames.is_user_code(code):
                found.extend((code.co_filename, line) for line in lines_matching(code, pattern))
    return found[0] if len(found) == 1 else None


def _name(frame, tensor):
    """A name of ``tensor`` in the user's frame: a variable, or ``obj.attr`` one level down."""
    scopes = [frame.f_locals]
    if frame.f_globals is not frame.f_locals:
        scopes.append(frame.f_globals)
    for scope in scopes:
        for name, value in list(scope.items()):
            if value is tensor:
                return name
    for scope in scopes:
        for name, value in list(scope.items()):
            if name.startswith("__") or isinstance(value, type):
                continue
            attrs = getattr(value, "__dict__", None)
            if not isinstance(attrs, dict):
                continue
            for attr, item in list(attrs.items()):
                if item is tensor:
                    return f"{name}.{attr}"
    return None
