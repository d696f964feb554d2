"""Abstract values and the facts the interpreter records for the rules."""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

import libcst as cst

EMPTY: frozenset = frozenset()


@dataclass(eq=False)
class GraphNode:
    """One abstract autograd node: a module call or a differentiable op on a tensor that needs grad.

    A new node is made each time the code runs (each loop iteration), so a tensor that still holds a
    node of an earlier iteration is visibly carrying an old graph.
    """

    site: cst.CSTNode
    module: str | None = None          # symbol of the module called, for module calls
    inputs: tuple = ()                 # ((argument expression, Value), ...) of a module call
    copy_of: str | None = None         # the module called is a copy of this one (a target net)


@dataclass(frozen=True)
class Value:
    """What the analysis knows about one runtime object.

    kind: unknown, tensor, module, optimizer, params (an iterable of parameters), instance (of a
    class defined in the file), function, class, qual (an imported name), scaler, other.
    """

    kind: str = "unknown"
    sym: str | None = None             # identity: stays the same through aliases and attributes
    label: str | None = None           # how the user spelled it, for messages
    leaf: bool = False                 # a tensor that requires grad and is a leaf (parameter too)
    param: bool = False                # a registered parameter (nn.Parameter, layer weight)
    nodes: frozenset = EMPTY           # graph nodes this tensor carries
    reach: frozenset = EMPTY           # module / leaf symbols whose parameters the graph reaches
    owns: frozenset = EMPTY            # optimizers: module / leaf symbols they update
    grad_of: Value | None = None       # `x.grad`: the tensor whose gradient this is
    qual: str | None = None            # kind == "qual": the qualified name
    target: Any = None                 # function / class definition, for calls into the file
    copy_of: str | None = None         # modules made by deepcopy / load_state_dict of another
    frozen: bool = False               # module whose parameters were set requires_grad=False
    fresh: bool = False                # made by this very expression (not yet bound to a name)
    items: tuple = ()                  # a tuple's element values (return a, b)
    env: Any = field(default=None, compare=False)  # a nested function's enclosing locals

    @property
    def needs_grad(self) -> bool:
        return self.leaf or bool(self.nodes) or bool(self.reach)

    def named(self, label: str) -> Value:
        return replace(self, label=self.label or label, fresh=False)


UNKNOWN = Value()
OTHER = Value(kind="other")
PLAIN_TENSOR = Value(kind="tensor")


def join(a: Value, b: Value) -> Value:
    """The value of a name that may hold either."""
    if a is b:
        return a
    if a.kind == b.kind and a.sym == b.sym:
        return replace(a, nodes=a.nodes | b.nodes, reach=a.reach | b.reach, owns=a.owns | b.owns,
                       leaf=a.leaf and b.leaf, param=a.param and b.param)
    kind = a.kind if a.kind == b.kind else ("tensor" if "tensor" in (a.kind, b.kind) else "unknown")
    return Value(kind=kind, nodes=a.nodes | b.nodes, reach=a.reach | b.reach, owns=a.owns | b.owns)


def combine(values: list[Value], site: cst.CSTNode | None, grad_enabled: bool,
            new_node: bool = True) -> Value:
    """The result of a differentiable op over ``values``."""
    nodes: frozenset = EMPTY
    reach: frozenset = EMPTY
    tensor = False
    for value in values:
        if value.kind in ("tensor", "unknown", "params"):
            nodes |= value.nodes
            reach |= value.reach
            if value.leaf and value.sym:
                reach |= {value.sym}
            tensor = tensor or value.kind == "tensor"
    if not grad_enabled:
        return PLAIN_TENSOR if tensor else UNKNOWN
    if (nodes or reach) and new_node and site is not None:
        nodes = nodes | {GraphNode(site=site)}
    if nodes or reach or tensor:
        return Value(kind="tensor", nodes=nodes, reach=reach)
    return UNKNOWN


# -- facts for the rules ---------------------------------------------------------------------------
@dataclass(eq=False)
class StepFact:
    site: cst.CSTNode
    optimizer: Value
    manual: bool = False               # an in-place update of a leaf with its .grad


@dataclass(eq=False)
class BackwardFact:
    site: cst.CSTNode                  # the backward call
    loss: Value
    retain: bool
    accumulates: bool = True           # False for torch.autograd.grad (no .grad written)
    stepping: list = field(default_factory=list)       # StepFacts that apply this backward
    freed_hits: list = field(default_factory=list)     # (GraphNode, earlier BackwardFact)
    known_optimizers: tuple = ()       # every optimizer alive at the backward


@dataclass(eq=False)
class InplaceFact:
    site: cst.CSTNode                  # the call / statement doing the in-place edit
    target: cst.CSTNode                # the edited expression
    value: Value
    statement: cst.CSTNode | None      # the enclosing simple statement (for the no_grad fix)
    op: str


@dataclass(eq=False)
class AssignParamFact:
    site: cst.CSTNode                  # the assignment statement
    target: cst.CSTNode
    value_node: cst.CSTNode
    attr: str
    owner_label: str


@dataclass(eq=False)
class RebindLeafFact:
    site: cst.CSTNode                  # the assignment
    statement: cst.CSTNode | None
    name: str
    value_node: cst.CSTNode


@dataclass(eq=False)
class AccumulationFact:
    site: cst.CSTNode                  # the step() that applies accumulated gradients
    optimizer: Value
    previous: cst.CSTNode              # the earlier step() with no zeroing since
    loop: cst.CSTNode | None
    manual: bool = False


@dataclass
class Facts:
    backwards: list = field(default_factory=list)
    inplace: list = field(default_factory=list)
    assign_param: list = field(default_factory=list)
    rebind_leaf: list = field(default_factory=list)
    accumulation: list = field(default_factory=list)
    optimizers: dict = field(default_factory=dict)     # sym -> Value
