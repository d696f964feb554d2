"""Abstract values and the facts the interpreter records for the rules."""
from __future__ import annotations

import itertools
import dataclasses
from dataclasses import dataclass, field
from typing import Any

import libcst as cst

from . import torch_api as api
from .decorators import KEEP

EMPTY: frozenset = frozenset()
_ORDER = itertools.count()


def next_order() -> int:
    """A global creation order shared by graph nodes and optimizer steps (AGL017)."""
    return next(_ORDER)


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
    nested: bool = False               # a call inside a user module's forward (the outer call counts)
    # a loaded module (torch.jit.load) on inputs without a graph: whether its parameters need
    # grad, so whether the node exists at all, is unknown (an archive may be saved frozen)
    uncertain: bool = False
    eval_mode: bool = False            # the module was in eval mode (a teacher, a frozen critic)
    frozen: bool = False               # its parameters needed no grad then (requires_grad_(False))
    order: int = field(default_factory=lambda: next(_ORDER))   # creation order (AGL017)
    # A call of a network of unknown class: whether the entries of what it returns share a
    # graph (a common trunk) or not (separate actor and critic heads) is unknown. Its entries
    # (`out["v"]`, `a, b = net(x)`) then each carry a part of the call, keyed by the entry;
    # the whole result carries the WHOLE part. Two backwards through one part, or through the
    # whole and a part, surely meet; through two different parts, maybe not (AGL005).
    parts: dict | None = None          # on the call's node: key -> part node
    # a call whose forward the analysis followed: its outputs carry the nodes of the ops inside
    # it, which say what they share; this node only names the network (AGL001, AGL009)
    followed: bool = False
    # an in-place op that mixed a graph-carrying operand into parameters (AGL002 reports it
    # when a backward walks it twice): (the op's call, its statement, the edited expression)
    joins_param: tuple | None = None
    # the analysis' mark of a container that holds graph-carrying tensors (`losses.append(loss)`):
    # no autograd node, nothing saved (AGL010 follows it; a backward through it frees nothing)
    keeper: bool = False
    part_of: GraphNode | None = None   # on a part: the call's node
    key: object = None                 # on a part: the entry it stands for
    # a call of a network whose class the analysis reads (a project nn.Module): what its
    # output holds is known from its forward, not guessed (AGL013)
    read: bool = False
    # an op over parameters used directly (`torch.cdist(z, self.centres)` in a method, not a
    # forward): their symbols, which a later step() may change under the saved graph (AGL017)
    saves: frozenset = frozenset()
    # an op whose graph starts only at leaves bound to no name (`torch.zeros(1,
    # requires_grad=True) * c`): a graph, whose saved tensors are not followed (AGL020 tells)
    of_unbound_leaf: bool = False

    def part(self, key) -> GraphNode:
        found = self.parts.get(key)
        if found is None:
            found = self.parts[key] = GraphNode(site=self.site, module=self.module,
                                                inputs=self.inputs, copy_of=self.copy_of,
                                                nested=self.nested, uncertain=self.uncertain,
                                                eval_mode=self.eval_mode, frozen=self.frozen,
                                                part_of=self, key=key)
        return found


WHOLE = "<whole>"
CALLBACKS = "<callbacks>"  # the qual marking a list callbacks were added to
UNNAMED = "**"  # the keyword of what a `**mapping` of unknown keys passed (`f(**terms)`)


def split_nodes(nodes: frozenset, key) -> frozenset:
    """The nodes of one entry of a value carrying ``nodes``: the latest unknown network call's
    whole part becomes the entry's own part."""
    whole = None
    for node in nodes:
        if node.key is WHOLE and (whole is None or node.order > whole.order):
            whole = node
    if whole is None:
        return nodes
    return (nodes - {whole}) | {whole.part_of.part(key)}


# Ops whose backward needs no tensor (sizes, dims and scalars only): walking one again after a
# backward freed its graph raises nothing (`y = x.sum(); y.backward(); y.backward()`).
_SAVES_NO_TENSOR = frozenset({"sum", "mean", "add", "sub", "neg", "view", "reshape", "flatten",
                              "squeeze", "unsqueeze", "permute", "transpose", "t", "contiguous",
                              "clone", "expand", "expand_as", "view_as", "reshape_as", "repeat",
                              "tile", "repeat_interleave", "flip", "roll", "narrow", "select",
                              "chunk", "split", "unbind", "movedim", "swapaxes", "swapdims", "to",
                              "type", "float", "double", "half", "bfloat16", "cpu", "cuda",
                              "cat", "concat", "concatenate", "stack", "hstack", "vstack", "pad"})


def _saves_no_tensor(node: GraphNode) -> bool:
    site = node.site
    if node.module is not None:
        return False
    if type(site) is cst.Attribute:
        # an attribute read (`out.logits`, `enc.input_ids`, `x.T`, `z.real`) is a field or a
        # view: its backward needs no tensor
        return True
    if type(site) is cst.BinaryOperation:
        return type(site.operator) in (cst.Add, cst.Subtract)
    if type(site) is cst.UnaryOperation:
        return type(site.operator) is cst.Minus
    return type(site) is cst.Call and type(site.func) is cst.Attribute and \
        site.func.attr.value in _SAVES_NO_TENSOR


def freed_by(node: GraphNode, freed: dict):
    """The backward that freed ``node``, when one surely did (see GraphNode.parts) and walking it
    again needs what it freed."""
    if node.uncertain or node.parts is not None or node.followed or node.joins_param or \
            node.keeper or node.of_unbound_leaf or _saves_no_tensor(node):
        return None  # (a call split into parts, or followed: judged by the nodes inside)
    earlier = freed.get(node)
    if earlier is not None or node.part_of is None:
        return earlier
    siblings = node.part_of.parts
    if node.key is not WHOLE:
        whole = siblings.get(WHOLE)
        return freed.get(whole) if whole is not None else None
    return next((freed[part] for part in siblings.values() if part in freed), None)


# items of a known tuple, list or dict (``Value.exact``) a loop runs its body for, one by one
MAX_UNROLLED = 8
# how often the innermost body of nested loops may run in all (each loop runs twice, or once
# per item when unrolled): past it, an inner loop runs once, and is unrolled no more
MAX_BODY_RUNS = 32


@dataclass(frozen=True)
class Value:
    """What the analysis knows about one runtime object.

    kind: unknown, tensor, module, optimizer, params (an iterable of parameters), instance (of a
    class defined in the file), function, class, qual (an imported name), helper (an object of a
    training library whose methods act on what they are given: a GradScaler, an Accelerator),
    apply (`Fn.apply` of a custom autograd Function, taken to be called later), bound (a
    network's reading method not called yet, `self.named_parameters`: ``qual`` its name,
    ``items`` the network), other.
    """

    kind: str = "unknown"
    sym: str | None = None             # identity: stays the same through aliases and attributes
    label: str | None = None           # how the user spelled it, for messages
    leaf: bool = False                 # a tensor that requires grad and is a leaf (parameter too)
    param: bool = False                # a registered parameter (nn.Parameter, layer weight)
    nodes: frozenset = EMPTY           # graph nodes this tensor carries
    reach: frozenset = EMPTY           # module / leaf symbols whose parameters the graph reaches
    owns: frozenset = EMPTY            # optimizers: module / leaf symbols they update
    # optimizers given a list of single parameters (`SGD([net.weight])`): those parameters'
    # symbols, as ``owns`` names their whole modules (empty: not known so exactly)
    owns_exactly: frozenset = EMPTY
    # params (and optimizers given them): some of the parameters ``reach`` names, picked one by
    # one by a test (`(decay if p.ndim == 2 else rest).append(p)`), which ones not known
    some: bool = False
    # params: an iterator (`model.parameters()`, a generator expression), used up by one pass;
    # spent: one a pass (a loop, an optimizer's constructor) has used up: it yields nothing
    one_shot: bool = False
    spent: bool = False
    grad_of: Value | None = None       # `x.grad`: the tensor whose gradient this is
    qual: str | None = None            # kind == "qual": the qualified name
    target: Any = None                 # function / class definition, for calls into the file
    copy_of: str | None = None         # modules made by deepcopy / load_state_dict of another
    frozen: bool = False               # module whose parameters were set requires_grad=False
    fresh: bool = False                # made by this very expression (not yet bound to a name)
    items: tuple = ()                  # a tuple's element values (return a, b)
    keys: tuple = ()                   # a dict with string keys: the key of each item
    exact: bool = False                # a tuple, list or dict that holds its items only, in order
    env: Any = field(default=None, compare=False)  # a nested function's enclosing locals
    scalar: bool | None = None         # one element (a reduced loss) / several / unknown
    batched: bool = False              # a tensor whose first dimension is known to exceed one
    one_feature: bool = False          # a layer with one output per sample (nn.Linear(h, 1))
    saved_by: Any = field(default=None, compare=False)   # GraphNode that saved this tensor
    cut: Any = field(default=None, compare=False)        # (reason, node) where a graph was cut
    retains: bool = False              # retain_grad() was called
    rebound: bool = False              # a leaf rebound to a computed tensor (reported as AGL003)
    nonleaf_from: Any = field(default=None, compare=False)  # op that made a fresh leaf a non-leaf
    eval_mode: bool = False            # module after .eval()
    inplace: bool = False              # module built with inplace=True (nn.ReLU(inplace=True))
    layers: tuple = field(default=(), compare=False)  # nn.Sequential: (class name, inplace) each
    opaque: bool = False               # made by (or from) a call the analysis cannot see into
    # graph nodes carried only through such a call: whether it kept them is unknown, so a
    # backward through them neither surely frees them nor surely meets them freed (AGL005)
    maybe: frozenset = field(default=EMPTY, compare=False)
    # `torch.Tensor([l1, l2])` of tensors that carry graphs, which this value is computed from:
    # ((the copying call, the graph nodes it dropped), ...). Backpropagated with other terms
    # that do train, the copied term trains nothing (AGL018).
    copies: tuple = field(default=(), compare=False)
    uninit: Any = field(default=None, compare=False)       # legacy constructor: garbage memory
    antifix: Any = field(default=None, compare=False)      # `loss.requires_grad = True` on a cut loss
    uninit_from: Any = field(default=None, compare=False)  # computed from uninitialized memory
    # the AGL020 fact of a non-leaf meant to be trained, reported once the program treats it as
    # trained: reads its .grad or gives it to an optimizer
    trained_check: Any = field(default=None, compare=False)
    # a "choice" that is one of its items (a factory's branches built one), not each in turn
    # (the callbacks of a list): a method called on it runs on each item as on a path of its own
    either: bool = False
    made: Any = field(default=None, compare=False)  # a leaf tensor: the call that made it (evidence)
    # a view of a leaf that requires grad (`b = conv.bias.view(na, -1)`): that leaf, which an
    # in-place edit of the view changes (torch refuses it outside no_grad)
    view_of: Any = field(default=None, compare=False)
    # a view of a non-leaf tensor a local name holds (`theta = y[:, :1]`, `y.narrow(1, 0, 1)`):
    # (the frame's id, that name, the base's graph nodes then). An op that saves the view for
    # its backward saves the base's memory: an in-place edit of the base breaks it (AGL006)
    view_base: Any = field(default=None, compare=False)
    # a container copied from another (`dict(params)`, `list(layers)`, `d.copy()`): an entry
    # it is given anew leaves the other's in place
    shallow: bool = False
    # an exact display or copy: which builtin sequence it is, "list" or "tuple" (a normaliser's
    # `isinstance(conf, (list, tuple))` of what `configure_optimizers()` returned is decided)
    sequence: str | None = None
    # a module that is one of several of different classes (`criterions[mode]` of a dict of
    # them, `A() if flag else B()`): each of them, whose forward runs on a path of its own
    alts: tuple = field(default=(), compare=False)
    # params: known to yield at least one parameter (of a network known to hold some)
    holds: bool = False
    # a tensor that is None on some path (`x if cond else None`, `h = None` before a loop): used
    # as the tensor, but `x is None` stays unknown (a tensor that is not, is never None)
    nullable: bool = field(default=False, compare=False)

    @property
    def needs_grad(self) -> bool:
        return self.leaf or bool(self.nodes) or bool(self.reach)

    def named(self, label: str) -> Value:
        return replace(self, label=self.label or label, fresh=False)


_VALUE_DEFAULTS = {f.name: f.default for f in dataclasses.fields(Value)}
_VALUE_FIELDS = frozenset(_VALUE_DEFAULTS)


def _make_value(self, **given) -> None:
    """``Value(...)``: the interpreter makes a hundred thousand per run, and a frozen dataclass's
    own ``__init__`` sets each field through ``object.__setattr__`` (4 us a value):
    this one copies the defaults, then the fields given, by keyword only (no field has a
    factory)."""
    if not _VALUE_FIELDS.issuperset(given):
        raise TypeError(f"Value() got unexpected fields: {sorted(set(given) - _VALUE_FIELDS)}")
    fields = self.__dict__
    fields.update(_VALUE_DEFAULTS)
    fields.update(given)


Value.__init__ = _make_value


def replace(obj, **changes):
    """``dataclasses.replace``, fast for :class:`Value` (the interpreter makes hundreds of
    thousands): a copy of its fields with ``changes``, without re-running ``__init__``."""
    if type(obj) is Value:
        new = object.__new__(Value)
        fields = new.__dict__
        fields.update(obj.__dict__)
        fields.update(changes)
        return new
    return dataclasses.replace(obj, **changes)


# kinds of values that are certainly not tensors (their `.data` is a plain attribute)
NOT_TENSORS = frozenset({"instance", "module", "optimizer", "other", "helper", "class",
                         "function"})

UNKNOWN = Value()
OTHER = Value(kind="other")
# an array numpy made (`np.zeros(n)`): an item stored into it is converted to a number, so it
# keeps no graph (`scores[i] = loss`)
NUMPY_ARRAY = Value(kind="other", qual="numpy.ndarray")
INTEGER = Value(kind="other", qual="int")   # an int literal (sizes, arange bounds)
ONE = Value(kind="other", qual="int:1")     # the literal 1 (nn.Linear(h, n_out) given n_out=1)
PLAIN_TENSOR = Value(kind="tensor")
# A grad-mode context object made outside a `with` (`return torch.no_grad() if frozen else
# nullcontext()` of a method a `with` enters): the mode it sets on entry (see context_mode).
GRAD_CONTEXTS = {False: Value(kind="other", qual="grad-context:off"),
                 True: Value(kind="other", qual="grad-context:on"),
                 KEEP: Value(kind="other", qual="grad-context:keep"),
                 None: Value(kind="other", qual="grad-context:either")}
TRUE = Value(kind="other", qual="True")     # the literals, so that a flag passed to a helper is
FALSE = Value(kind="other", qual="False")   # known inside it (requires_grad(model, False))
NONE = Value(kind="other", qual="None")
RANGE = Value(label="range")  # `range(n)`, whose items are ints
NONE_STRING = Value(kind="other", qual="'none'")  # reduction="none": a loss per element
_NAMES: dict[str, Value] = {"none": NONE_STRING}


def string_value(text: str | None) -> Value:
    """A short string literal's value, known: a name (reduction="none", the hook name given to
    ``getattr(self, name)``) or a mode a test compares (`mode == "train+log"`); a long one
    is just not a tensor, and so is `""`, the unset default a config file or the command line
    fills in (`NET_G = ""`, then `if cfg.NET_G != "":` loads a checkpoint)."""
    if not isinstance(text, str) or not 0 < len(text) <= 64 or not text.isprintable():
        return OTHER
    value = _NAMES.get(text)
    if value is None:
        if len(_NAMES) > 4096:  # (bounded: a long file's many keys)
            return Value(kind="other", qual=f"'{text}'")
        value = _NAMES[text] = Value(kind="other", qual=f"'{text}'")
    return value


def member_value(klass, attr: str) -> Value:
    """``Phase.TRAIN``: a constant of a class (an enum member), equal only to itself (the
    class's module is part of it: two modules may each define a `Phase`)."""
    where = getattr(getattr(klass, "context", None), "path", None) or ""
    return Value(kind="other", qual=f"<{where}:{klass.name}.{attr}>")


def is_constant(value: Value) -> bool:
    """A string literal, a class constant or a known integer (:func:`int_value`): two of them
    are equal when their quals are."""
    qual = value.qual
    return value.kind == "other" and bool(qual) and qual[0] in "'<#"


def int_value(number: int) -> Value:
    """An integer known exactly (the index of an item of a known list in `enumerate(...)`)."""
    return Value(kind="other", qual=f"#{number}")


def known_int(value: Value) -> int | None:
    """The integer a value made by :func:`int_value` holds, or None."""
    qual = value.qual
    if value.kind == "other" and qual and qual[0] == "#" and qual[1:].isdigit():
        return int(qual[1:])
    return None


def named_by(value: Value) -> str | None:
    """The identifier a value made by :func:`string_value` holds, or None."""
    qual = value.qual
    if value.kind == "other" and qual and len(qual) > 2 and qual[0] == "'" and qual[-1] == "'":
        return qual[1:-1]
    return None


GRAD_ASSUMED_ON = Value(kind="other", qual="grad:assumed")  # see state.ASSUMED_ON


def grad_mode_value(grad) -> Value:
    """What `torch.is_grad_enabled()` returns where the grad mode is ``grad`` (a flag a later
    `torch.set_grad_enabled(previous)` restores)."""
    if grad is True or grad is False:
        return TRUE if grad else FALSE
    return OTHER if grad is None else GRAD_ASSUMED_ON


def detached_items(container: Value) -> Value:
    """A container of tensors after each was detached in place: its items that carried a
    graph are plain tensors, and it carries none."""
    items = tuple(Value(kind="tensor", scalar=item.scalar)
                  if item.kind == "tensor" and not item.leaf and (item.nodes or item.maybe)
                  else item for item in container.items)
    return replace(container, items=items, nodes=EMPTY, maybe=EMPTY, reach=EMPTY)


def leaf_memory(value: Value) -> Value | None:
    """The leaf whose memory ``value`` is: itself, or the leaf it is a view of
    (`b = conv.bias.view(na, -1)`); None when it is neither."""
    return value if value.leaf else value.view_of


def known_bool(value: Value) -> bool | None:
    if value.kind == "other" and value.qual in ("True", "False"):
        return value.qual == "True"
    return None


NOT_A_CONTEXT = object()


def is_numpy_array(value: Value) -> bool:
    """Is ``value`` an array (or scalar) numpy made (see NUMPY_ARRAY)?"""
    return value.kind == "other" and value.qual == NUMPY_ARRAY.qual


def context_mode(value: Value):
    """The grad mode a context object sets on entry: False, True, KEEP (none), None (one of
    several, not known); NOT_A_CONTEXT for any other value."""
    for mode, context in GRAD_CONTEXTS.items():
        if value.qual == context.qual and value.kind == "other":
            return mode
    return NOT_A_CONTEXT


def join(a: Value, b: Value) -> Value:
    """The value of a name that may hold either. An optional object (`x if cond else None`) is
    the object wherever it is used, as a type checker narrows it."""
    if a is b:
        return a
    if b.qual == "None" and b.kind == "other":
        return _maybe_none(a)
    if a.qual == "None" and a.kind == "other":
        return _maybe_none(b)
    if a.kind == "modules" and _empty_list(b) or b.kind == "modules" and _empty_list(a):
        # `layers = []` then appends of networks in a loop that may not run: networks alike,
        # however many (none included)
        return a if a.kind == "modules" else b
    if a.kind == "alike" and _empty_list(b) or b.kind == "alike" and _empty_list(a):
        # `if k not in self.tracks: self.tracks[k] = RunningMean()`: entries alike, however
        # many (none included)
        return a if a.kind == "alike" else b
    if a.kind == "other" == b.kind and a.qual != b.qual:
        if {a.qual, b.qual} == {INTEGER.qual, ONE.qual}:
            return INTEGER  # 1 or another int: an int
        if context_mode(a) is not NOT_A_CONTEXT and context_mode(b) is not NOT_A_CONTEXT:
            return GRAD_CONTEXTS[None]  # (one of two contexts setting different modes)
        return OTHER  # two literals (True / False, "a" / "b"): which one is not known
    if _instance_like(a) and _instance_like(b) and not _one_object(a, b):
        # `model = Classifier()` / `elif ...: model = Segmenter()`; `criterion = focal if c
        # else bce`: one of those objects
        items: list = []
        for item in (item for v in (a, b) for item in (v.items if v.kind == "choice" else (v,))):
            if not any(_one_object(item, seen) for seen in items):
                items.append(item)
        return Value(kind="choice", items=tuple(items), either=True) \
            if len(items) <= MAX_EITHER else UNKNOWN
    if a.sym and a.sym == b.sym and {a.kind, b.kind} == {"module", "unknown"} and \
            not a.nodes and not b.nodes:
        # one object, found to be a module on one path (`prior.parameters()` in a branch): what
        # it is does not depend on the path
        return a if a.kind == "module" else b
    if a.kind == b.kind and a.sym == b.sym:
        # (garbage memory only one path wrote is maybe garbage: not known to be read unwritten)
        return replace(a, uninit=a.uninit if a.uninit is b.uninit else None,
                       uninit_from=a.uninit_from if a.uninit_from is b.uninit_from else None,
                       nodes=a.nodes | b.nodes, reach=a.reach | b.reach, owns=a.owns | b.owns,
                       leaf=a.leaf and b.leaf, param=a.param and b.param, some=a.some or b.some,
                       one_shot=a.one_shot or b.one_shot, spent=a.spent and b.spent,
                       scalar=a.scalar if a.scalar == b.scalar else None,
                       # (retain_grad() called on one path: the .grad maybe kept)
                       retains=a.retains or b.retains,
                       maybe=_maybe_of((a, b)), copies=copies_of((a, b)),
                       exact=a.exact and b.exact and len(a.items) == len(b.items)
                       and a.keys == b.keys, shallow=a.shallow and b.shallow,
                       sequence=a.sequence if a.sequence == b.sequence else None,
                       nullable=a.nullable or b.nullable, **_joined_elements(a, b))
    if a.kind == b.kind == "module" and a.sym and b.sym:
        # `netD = A() if arch == "a" else B()`: one network either way; what is known of both
        # (the optimizer that owns it, the graphs its calls make) holds whichever was built
        shared = _shared_class(a.target, b.target)
        return Value(kind="module", sym=joined_sym(a.sym, b.sym), label=a.label or b.label,
                     target=shared, alts=() if shared is not None else _module_alternatives(a, b),
                     frozen=a.frozen and b.frozen, eval_mode=a.eval_mode and b.eval_mode,
                     qual=a.qual if a.qual == b.qual and (a.qual or a.target is b.target) else (
                         api.SOME_PARAMETER_FREE_MODULE if holds_no_parameter(a) and
                         holds_no_parameter(b) else None),
                     scalar=a.scalar if a.scalar == b.scalar else None,
                     inplace=a.inplace and b.inplace)
    if {a.kind, b.kind} == {"module", "unknown"} and a.sym and b.sym and \
            _identity_only(a if a.kind == "unknown" else b):
        # `net = checkpoint["net"] if resume else Net()`: one object either way, of no class
        # known on the unknown path; what later code shows of it (`net.eval()`) is known of
        # whichever it is, and nothing of the built network's class is assumed of the other
        return Value(kind="unknown", sym=joined_sym(a.sym, b.sym), opaque=True,
                     label=a.label or b.label)
    if a.kind == b.kind == "unknown" and _unseen_object(a) and _unseen_object(b):
        # `net = A(...) if flag else B(...)` of classes the analysis cannot read: one object
        # either way, so what later code shows of it (`net.load_state_dict(...)`, `net.eval()`)
        # is known of whichever was made
        return Value(kind="unknown", sym=joined_sym(a.sym, b.sym), opaque=True,
                     label=a.label or b.label)
    if a.kind == b.kind == "optimizer" and a.sym and b.sym:
        # `optimizer = SGD(...)` / `elif ...: AdamW(...)` chosen by a flag: one optimizer either
        # way, which certainly updates what both branches' optimizers own
        exactly = a.owns_exactly | b.owns_exactly if a.owns_exactly and b.owns_exactly else EMPTY
        return Value(kind="optimizer", sym=joined_sym(a.sym, b.sym), label=a.label or b.label,
                     owns=a.owns & b.owns, owns_exactly=exactly, some=a.some or b.some,
                     qual=a.qual if a.qual == b.qual else None,
                     target=a.target if a.target is b.target else None)
    if a.kind == b.kind == "tensor" and a.leaf and b.leaf and a.sym and b.sym:
        # `weight` is the caller's parameter or the head's own: a parameter (a leaf) either way
        return Value(kind="tensor", sym=joined_sym(a.sym, b.sym), label=a.label or b.label,
                     leaf=True, param=a.param and b.param, nodes=a.nodes | b.nodes,
                     reach=a.reach | b.reach, frozen=a.frozen and b.frozen,
                     maybe=_maybe_of((a, b)))
    if a.kind == b.kind == "modules":
        # networks alike on one path, others on another: networks, any of them
        items = tuple({item.sym or id(item): item
                       for item in (*a.items, *b.items)}.values())[:MAX_EITHER]
        return Value(kind="modules", sym=items[0].sym, items=items) if items else UNKNOWN
    kind = a.kind if a.kind == b.kind else ("tensor" if "tensor" in (a.kind, b.kind) else "unknown")
    # a tensor or an object nothing is known of (an argument no caller shows): whatever that
    # object is, e.g. a parameter, the value may be (`weight=None` ... `if weight is None:`)
    opaque = a.opaque or b.opaque or (kind == "tensor" and (_nothing_known(a) or _nothing_known(b)))
    return Value(kind=kind, nodes=a.nodes | b.nodes, reach=a.reach | b.reach,
                 owns=a.owns | b.owns, some=a.some or b.some, opaque=opaque,
                 maybe=_maybe_of((a, b)),
                 copies=copies_of((a, b)),
                 rebound=a.rebound or b.rebound,  # (a leaf maybe rebound: AGL003's consequence)
                 retains=a.retains or b.retains,
                 # (a tensor on one path, an object nothing is known of on the other: maybe None)
                 nullable=a.nullable or b.nullable or a.kind != b.kind,
                 # (a non-leaf meant to be trained on one path: given to an optimizer, it is
                 # refused on that path, as `yield from (down, up)` of a non-leaf and a leaf)
                 trained_check=a.trained_check or b.trained_check)


def _module_alternatives(a: Value, b: Value) -> tuple:
    """The modules of known class (or torch layers) two joined modules may be, each once, up
    to MAX_EITHER; none when one of them is not known (its forward is then not followed), or
    when none is of a project class (torch layers' calls are alike)."""
    alternatives_ = {}
    for value in (*(a.alts or (a,)), *(b.alts or (b,))):
        if value.sym is None or value.opaque or not (value.qual or value.target is not None):
            return ()
        alternatives_.setdefault(value.sym, value)
    if len(alternatives_) > MAX_EITHER or all(value.target is None
                                              for value in alternatives_.values()):
        return ()
    return tuple(alternatives_.values())


def as_sequence(value: Value, sequence: str) -> Value:
    """An exact display or copy marked as the builtin sequence it is ("list" or "tuple");
    anything else as it is."""
    return replace(value, sequence=sequence) if value.exact and value.kind == "unknown" \
        else value


def is_tensor_list(value: Value) -> bool:
    """Is ``value`` a list of tensors a comprehension made (`[w - lr * g for ...]`), not one
    tensor?"""
    return value.kind == "tensor" and value.sequence == "list"


def only_uncertain(value: Value) -> bool:
    """Does ``value`` carry graph nodes only of calls whose graph is not known to exist (a
    criterion given no input known to carry one: see GraphNode.uncertain)?"""
    return bool(value.nodes) and not value.leaf and \
        all(graph_node.uncertain for graph_node in value.nodes)


def holds_no_parameter(module: Value) -> bool:
    """Is ``module`` a torch loss or parameter-free layer, or of a project module class whose
    code builds no parameter?"""
    target = module.target
    if target is not None:
        return getattr(target, "is_module", False) and target.parameter_free
    return api.holds_no_parameter(module.qual)


def _shared_class(first, second):
    """The class of a network that is one of two: theirs when the same; the base one when one
    derives from the other (`OtolithNetWide(OtolithNet)` from a registry: the methods the base
    defines are both networks', unless overridden), else None."""
    if first is second:
        return first
    mro = getattr(second, "mro", None)
    if mro is not None and first in mro:
        return first
    mro = getattr(first, "mro", None)
    if mro is not None and second in mro:
        return second
    return None


def made_parameters(values) -> Any:
    """The `nn.Parameter(...)` call that made the parameters ``values`` (a list's items), when all
    are parameters made there that no module holds (`[nn.Parameter(torch.zeros(2)) for _ in
    range(n)]`), else None."""
    made = [value.made for value in values if value.kind == "tensor" and value.param and
            value.leaf and value.sym is None and value.made is not None]
    return made[0] if made and len(made) == len(values) else None


def paired_copies(result: Value, operands: list[Value]) -> Value:
    """A copied list met element by element with a tensor that trains (`returns - values`,
    `log_probs * advantages`, `mse_loss(values, returns)`) is a target or a weight, meant as a
    constant: no term that trains nothing (AGL018). One summed into a loss (`loss + bonus`, `loss
    - bonus`: a one-element operand) stays a term."""
    if not result.copies:
        return result
    targets: set = set()
    for index, operand in enumerate(operands):
        others = [v for i, v in enumerate(operands) if i != index]
        if operand.copies and any((v.nodes or v.reach or v.leaf) and v.scalar is not True
                                  for v in others):
            targets |= set(operand.copies) - {c for v in others for c in v.copies}
    if not targets:
        return result
    return replace(result, copies=tuple(c for c in result.copies if c not in targets))


# cuts no one makes on purpose in a loss term: a comparison, indices, rounding, an integer cast,
# a Python number (not `.detach()` or `torch.no_grad()`, which say the term is meant as a constant)
_ACCIDENTAL_CUTS = frozenset({"a comparison", ".argmax()", ".argmin()", ".argsort()", ".round()",
                              ".floor()", ".ceil()", ".sign()", ".long()", ".int()", ".bool()",
                              ".eq()", ".ne()", ".lt()", ".le()", ".gt()", ".ge()", ".item()",
                              ".tolist()"})


def summed_cut_term(result: Value, left: Value, right: Value) -> Value:
    """`soft_f1_loss + l2` where the F1 term went through `(p > t).float()`: a term of the model's
    outputs whose graph an op cut, one value added to terms that do train, trains nothing
    (AGL018, as a copied term does). Not a tensor of several values met element by element with
    a graph (a straight-through estimator's `hard + soft - soft.detach()`)."""
    for term, other in ((left, right), (right, left)):
        cut = term.cut
        if cut is not None and not term.needs_grad and cut[0] in _ACCIDENTAL_CUTS and \
                len(cut) > 2 and cut[2] and other.kind == "tensor" and other.nodes and \
                term.scalar is True and other.scalar is not False:
            entry = (cut[1], EMPTY)
            if entry not in result.copies:
                result = replace(result, copies=result.copies + (entry,))
    return result


def copies_of(values) -> tuple:
    """The data copies (``Value.copies``) that what is made of ``values`` is computed from."""
    found = ()
    for value in values:
        if value.copies:
            found += tuple(copy for copy in value.copies if copy not in found)
    return found


def _maybe_of(values) -> frozenset:
    """The nodes only maybe carried by what is made of ``values``: maybe in one, surely in none."""
    maybe = EMPTY
    for value in values:
        maybe |= value.maybe
    if not maybe:
        return EMPTY
    for value in values:
        if value.nodes:
            maybe -= value.nodes - value.maybe
    return maybe


def _joined_elements(a: Value, b: Value) -> dict:
    """The elements (``items``, ``keys``) of a tuple, list or dict that is one of two (`return x,
    losses` / `return x, loss` on two paths): element by element, the longer one's past the
    shorter's end (an index there is valid on that path only). A path that shows no elements (a
    call the analysis cannot see into) leaves the other's; dicts with other keys, none."""
    if not b.items:
        return {"items": a.items, "keys": a.keys}
    if not a.items:
        return {"items": b.items, "keys": b.keys}
    keys = a.keys if a.keys == b.keys else ()
    if a.items is b.items:
        return {"items": a.items, "keys": keys}
    if a.keys != b.keys:
        if _named_entries(a) and _named_entries(b):
            # dicts of named entries, one with an entry the other lacks (`ctx["swapped"] = n`
            # on one path): each name's entry on the paths that have it
            merged = dict(zip(a.keys, a.items))
            for key, item in zip(b.keys, b.items):
                merged[key] = join(merged[key], item) if key in merged else item
            return {"items": tuple(merged.values()), "keys": tuple(merged)}
        return {"items": (), "keys": ()}
    longer = a.items if len(a.items) >= len(b.items) else b.items
    items = tuple(join(x, y) for x, y in zip(a.items, b.items))
    return {"items": items + longer[len(items):], "keys": keys}


def _named_entries(value: Value) -> bool:
    return bool(value.keys) and len(value.keys) == len(value.items) and \
        all(type(key) is str for key in value.keys)


def _nothing_known(value: Value) -> bool:
    return value.kind == "unknown" and not value.nodes and not value.reach and not value.items \
        and value.cut is None


# how many objects a name known to hold one of them may be (see join)
MAX_EITHER = 4


def each_part(container: Value, **changes) -> Value:
    """What a loop over a module container (or an index into it) gives, from its ``items``:
    the one part that stands for all (parts of one class), or each part in turn (a choice,
    for parts of several classes)."""
    parts = tuple(replace(part, fresh=False, **changes) for part in container.items)
    return parts[0] if len(parts) == 1 else Value(kind="choice", items=parts)


def _instance_like(value: Value) -> bool:
    """An object of a class the analysis read (not a module: modules join into one symbol), a
    function or partial it can run, or one of several such objects."""
    if value.kind == "choice":
        return value.either
    if value.kind in ("function", "partial"):
        return value.target is not None
    return value.kind == "instance" and bool(value.sym) and value.target is not None and \
        hasattr(value.target, "methods")


def _unseen_object(value: Value) -> bool:
    """Only an identity is known of ``value``: what an unseen call made (or one of several)."""
    return value.opaque and _identity_only(value)


def _identity_only(value: Value) -> bool:
    """Nothing but an identity is known of ``value`` (an unseen call's result, an entry of what
    torch.load returned)."""
    return bool(value.sym) and not value.nodes and not value.reach and not value.items and \
        not value.keys and value.target is None and value.qual is None


def _one_object(a: Value, b: Value) -> bool:
    if a.kind != b.kind:
        return False
    if a.kind == "instance":
        return a.sym == b.sym
    if a.kind == "choice":
        return a.items == b.items
    return a.target is b.target and a.items == b.items  # (a function, bound to the same object)


def _empty_list(value: Value) -> bool:
    return value.kind == "unknown" and value.exact and not value.items and not value.keys and \
        not value.sym and not value.nodes


def _maybe_none(value: Value) -> Value:
    """``value``, or None on another path: a tensor is marked so (see Value.nullable)."""
    return replace(value, nullable=True) if value.kind == "tensor" and not value.nullable \
        else value


def joined_sym(*syms: str) -> str:
    """The symbol of an object that is one of several: ``{a|b}`` (flat, sorted, so joining again
    on a later path gives the same symbol)."""
    parts = sorted({alt for sym in syms for alt in alternatives(sym)})
    return parts[0] if len(parts) == 1 else "{" + "|".join(parts) + "}"


def known_entries(container: Value) -> list:
    """What a loop over ``container``, whose entries are all known (``exact``), binds in turn:
    its keys for a dict, else its items."""
    return [string_value(key) for key in container.keys] if container.keys else \
        list(container.items)


def each_callback(entries: tuple) -> Value:
    """One of the entries of a list of callbacks: the one, or a choice of them; of entries
    that are tuples of one length (`(due, period, job)`), a tuple of each position's choices."""
    if len(entries) == 1:
        return entries[0]
    sizes = {len(entry.items) if entry.kind == "unknown" and not entry.keys else -1
             for entry in entries}
    if len(sizes) == 1 and min(sizes) > 0:
        return Value(kind="unknown", exact=True, items=tuple(
            each_callback(_distinct(entry.items[i] for entry in entries))
            for i in range(min(sizes))))
    return Value(kind="choice", items=entries)


def _distinct(values) -> tuple:
    found: list = []
    for value in values:
        if not any(value is seen for seen in found):
            found.append(value)
    return tuple(found)


def alternatives(sym: str) -> list[str]:
    """The objects a joined symbol may be (``{a|b}.fc`` -> ``a.fc``, ``b.fc``); else [sym]."""
    if not sym.startswith("{") or "}" not in sym:
        return [sym]
    close = sym.index("}")
    suffix = sym[close + 1:]
    return [alt + suffix for alt in sym[1:close].split("|")]


def combine(values: list[Value], site: cst.CSTNode | None, grad_enabled: bool | None,
            new_node: bool = True, elementwise: bool = False, saving: bool = True) -> Value:
    """The result of a differentiable op over ``values``. Only an element-wise op tells how many
    elements its result has (as many as its largest input). ``saving``: the op may keep its
    operands for backward (not `+` / `-`)."""
    nodes: frozenset = EMPTY
    reach: frozenset = EMPTY
    tensor = False
    batched = False
    scalar: bool | None = True
    cut = None
    uninit = None
    opaque = False
    # a leaf among the operands, bound to a name or not (`torch.zeros(1, requires_grad=True) +
    # math.log(alpha)` builds a graph all the same); an operand nothing is known of
    leaf = unseen = False
    for value in values:
        opaque = opaque or value.opaque
        if value.kind in ("tensor", "unknown", "params"):
            nodes |= value.nodes
            reach |= value.reach
            if value.leaf and value.sym:
                reach |= {value.sym}
            leaf = leaf or value.kind == "tensor" and value.leaf
            # an object nothing shows (an argument no caller gives, `*build(...)`'s entry): a
            # number, or a tensor that needs grad (a temperature an optimizer holds)
            unseen = unseen or value.kind == "unknown" and bool(value.sym) and not (
                value.nodes or value.items or value.cut)
            tensor = tensor or value.kind == "tensor"
            batched = batched or value.batched
            # only tensors count: an unknown operand is often a Python number
            if value.kind == "tensor" and value.scalar is False:
                scalar = False
            elif value.kind == "tensor" and value.scalar is None and scalar is True:
                scalar = None
        cut = cut or value.cut
        uninit = uninit or value.uninit or value.uninit_from
    if not tensor or not elementwise:
        scalar = None
    builds = bool(nodes or reach or leaf)  # (a graph, if grad is on)
    if grad_enabled is None and builds:
        # grad mode unknown (a decorator the analysis cannot read): whether a graph is built,
        # and so whether one is cut, is unknown too
        return Value(kind="tensor" if tensor else "unknown", opaque=True, uninit_from=uninit)
    if not grad_enabled:
        if builds:
            cut = ("torch.no_grad()", site, reach)
        return Value(kind="tensor", scalar=scalar, cut=cut, uninit_from=uninit,
                     batched=batched) if tensor else (Value(cut=cut) if cut else UNKNOWN)
    if builds and new_node and site is not None:
        saves = frozenset(value.sym for value in values
                          if value.leaf and value.param and value.sym) if saving else EMPTY
        unbound = not reach and all(node.of_unbound_leaf for node in nodes)
        # (an op over graphs not known to exist, a torch loss's of inputs no graph is known
        # of: its own node is as uncertain as they are)
        uncertain = not (reach or leaf) and all(node.uncertain for node in nodes)
        nodes = nodes | {GraphNode(site=site, saves=saves, of_unbound_leaf=unbound,
                                   uncertain=uncertain)}
    if cut and unseen and not (nodes or reach):
        opaque = True  # (cut, and with an operand that may carry a graph of its own)
    if nodes or reach or tensor:
        # opaque: computed from what an unseen call returned (may carry a graph nobody saw)
        return Value(kind="tensor", nodes=nodes, reach=reach, scalar=scalar, cut=cut,
                     uninit_from=uninit, opaque=opaque, batched=batched,
                     maybe=_maybe_of(values), copies=copies_of(values))
    return Value(cut=cut, opaque=opaque) if cut or opaque else UNKNOWN


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
    copied: frozenset = EMPTY          # graph nodes of terms the loss has only as copied data
    zeroed: frozenset = EMPTY          # optimizers zeroed since the backward before this one
    per_item: bool = False             # in a loop run item by item over known items
    through: tuple = ()                # the call that ran the function it is in (evidence)
    restricted: bool = False           # given `inputs=`: ``loss`` is the part walked from them
    # the loss is what the function it is in was handed, `def backward(self, loss):
    # loss.backward()` of a training wrapper: its call (``through``) is the caller's backward
    handed: bool = False


@dataclass(eq=False)
class InplaceFact:
    site: cst.CSTNode                  # the call / statement doing the in-place edit
    target: cst.CSTNode                # the edited expression
    value: Value
    statement: cst.CSTNode | None      # the enclosing simple statement (for the no_grad fix)
    op: str
    through: tuple = ()                # the calls that led here, innermost first (evidence)
    owner: Any = None                  # the call that built the parameter's module (evidence)


@dataclass(eq=False)
class AssignParamFact:
    site: cst.CSTNode                  # the assignment statement
    target: cst.CSTNode
    value_node: cst.CSTNode
    attr: str
    owner_label: str
    built: Any = None                  # the call that built the module holding the parameter
    # an optimizer built before owns the module: a new nn.Parameter would be one it never steps
    owned: bool = False


@dataclass(eq=False)
class RebindLeafFact:
    site: cst.CSTNode                  # the assignment
    statement: cst.CSTNode | None
    name: str
    value_node: cst.CSTNode
    made: Any = None                   # the call that made the leaf (evidence)
    backward: Any = None               # the last backward before, whose gradient it read


@dataclass(eq=False)
class AccumulationFact:
    site: cst.CSTNode                  # the step() that applies accumulated gradients
    optimizer: Value
    previous: cst.CSTNode              # the earlier step() with no zeroing since
    loop: cst.CSTNode | None
    manual: bool = False
    closure: bool = False              # between two evaluations of an L-BFGS step's closure
    # on some path no backward ran since that step (`scaler.step(opt)` then `opt.step()`): the
    # same gradients are applied twice
    again: cst.CSTNode | None = None
    # another optimizer's step() over some of the same parameters applied these gradients, and
    # nothing zeroed them before this step applies them again
    applied_by: cst.CSTNode | None = None
    # only a part of what it updates was zeroed since (`model.zero_grad()` of an optimizer over
    # the model and the loss module's parameters): how that zeroing spells it
    partly_zeroed_by: str | None = None


@dataclass
class Facts:
    backwards: list = field(default_factory=list)
    inplace: list = field(default_factory=list)
    # (in-place call, statement, edited expression, backward that walked the joined graph)
    inplace_joined: list = field(default_factory=list)
    assign_param: list = field(default_factory=list)
    rebind_leaf: list = field(default_factory=list)
    rebind_owned: list = field(default_factory=list)  # (site, name, optimizer labels, links)
    lost_updates: list = field(default_factory=list)  # (assignment, statement, name, in_no_grad)
    accumulation: list = field(default_factory=list)
    optimizers: dict = field(default_factory=dict)     # sym -> Value
    built_at: dict = field(default_factory=dict)       # optimizer sym -> the call that built it
    eval_calls: dict = field(default_factory=dict)     # module sym -> its last `.eval()` call
    made_at: dict = field(default_factory=dict)        # module sym -> the call that built it
    # modules loaded from another one's state_dict (a DQN's target network synced from the
    # online one): what an optimizer trains in them is overwritten at the next sync
    synced: set = field(default_factory=set)
    # (module path, class qualname, sym) of each network of a project class built, in the order
    # built (a dict used as an ordered set: a constructor's summary takes those it added)
    instances: dict = field(default_factory=dict)
    # AGL006-AGL020: (rule-specific) tuples, see the rules that read them
    inplace_saved: list = field(default_factory=list)   # (inplace site, target node, saving site)
    nonscalar_backward: list = field(default_factory=list)  # (backward site, evidence links)
    # (.grad attribute node, label, links, where the op that made the tensor is)
    nonleaf_grad: list = field(default_factory=list)
    grad_assigned: set = field(default_factory=set)     # where non-leaves given a .grad are made
    # (call site, module label, where, caller, the eval() call)
    eval_forward: list = field(default_factory=list)
    # (site, value node, scalar, how, (call, parameter name, index) when a helper keeps what
    # its caller handed it, a backward walked it, evidence links)
    loss_accumulation: list = field(default_factory=list)
    # `x.data` attribute nodes (AGL016) whose `x` was seen to be no tensor (an instance of a
    # plain class, a namespace given a string), and those seen to be one or of unknown kind
    data_not_tensor: set = field(default_factory=set)
    data_maybe_tensor: set = field(default_factory=set)
    # accumulation sites whose tensors some run of them did differentiate: a list of loss terms
    differentiated_accumulations: set = field(default_factory=set)
    requires_grad_false: list = field(default_factory=list)  # (site, label, evidence links)
    # (site, module label, flag, evidence links)
    requires_grad_module: list = field(default_factory=list)
    # AGL019 sites that store into an nn.ParameterList / ParameterDict slot (a new parameter)
    parameter_slots: set = field(default_factory=set)
    # (site, receiver node or None, how, evidence links)
    numpy_on_grad: list = field(default_factory=list)
    update_order: list = field(default_factory=list)    # (site, kind, optimizer label, links)
    # (step site, backward site, label, the calls that ran the step and the backward or None)
    stale_graph: list = field(default_factory=list)
    detached_loss: list = field(default_factory=list)   # (site, reason, cut node, label)
    copied_term: list = field(default_factory=list)     # (copying call, backward call)
    # (site, optimizer label, module label, evidence links)
    stale_optimizer: list = field(default_factory=list)
    leaf_slots: set = field(default_factory=set)  # sites giving a container new leaves (AGL019)
    # (site, optimizer label, evidence links): a network built after the optimizer that steps
    # its backward, and held by none
    untrained_networks: list = field(default_factory=list)
    # (statement, name, expression node, evidence links: where it is treated as trained)
    nonleaf_param: list = field(default_factory=list)
    requires_grad_int: list = field(default_factory=list)  # integer factory call
    uninitialized: list = field(default_factory=list)   # (legacy constructor call, how, reader)
    # `self.heads = {k: HEADS[kind](...) for ...}` in a module's __init__: statements that put
    # networks the analysis knows into a plain list or dict attribute (AGL011) -> their symbols
    plain_module_containers: dict = field(default_factory=dict)
    plain_parameter_containers: set = field(default_factory=set)  # (a helper's list of them)
    module_tuples: set = field(default_factory=set)  # of those, NamedTuple objects (no fix)
    # `self.calibration = Calibration(n)` of a plain class holding parameters: (statement,
    # target, class name, symbols of the object and of what it holds)
    hidden_parameters: list = field(default_factory=list)
    classes: dict = field(default_factory=dict)          # class name -> ClassInfo
    parents: dict = field(default_factory=dict)          # module symbol -> enclosing module
    dependencies: dict = field(default_factory=dict)     # project files read: path -> digest
    # where the interpreter stopped an entry before its end: (statement node, module path, why);
    # the engine reports the first in the linted file ("analysis stopped at line N: ...")
    stops: list = field(default_factory=list)


def made_by_op(value: Value, note: str = "made here by an op: not a leaf") -> tuple:
    """Evidence of what the op that made ``value`` (its latest graph node) made it: by default,
    a non-leaf."""
    site = made_site(value)
    return ((site, note),) if site is not None else ()


# the qual of a `defaultdict` of a project factory: its one item is what every read gets
DEFAULT_DICT = "collections.defaultdict"
# the qual of a dict comprehension of tensors (whose value stands for each entry)
TENSOR_DICT = "builtins.dict"


def made_site(value: Value):
    """Where the op that made ``value`` (its latest graph node) is, or None for a leaf."""
    if not value.nodes:
        return None
    return max(value.nodes, key=lambda node: node.order).site


def grad_origin(value: Value) -> tuple:
    """Evidence that ``value`` carries a graph: the first network call in it (else its first
    op), as a (node, note) link; none for a leaf."""
    nodes = sorted(value.nodes, key=lambda node: node.order)
    first = next((node for node in nodes if node.module is not None), nodes[0] if nodes else None)
    return ((first.site, "computed with grad here"),) if first is not None else ()
