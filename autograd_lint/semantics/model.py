"""The semantic model of one file: imports, and the facts the abstract interpreter found.

Built once per file and shared by every rule; queries that several rules need (which tensors enter
an update from a network the update does not own) are computed here once and cached.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

import libcst as cst

from .reach import overlaps, related
from .syntax import label_of
from .interpreter import Interpreter
from .names import ImportMap, collect_imports
from .project import Project
from .script_runs import checkout_order, unprefixed
from .values import BackwardFact, Facts, GraphNode, Value
from .walk import walk


@dataclass(frozen=True)
class ForeignEntry:
    """A tensor from a network another optimizer owns, entering the update of ``backward``."""

    backward: BackwardFact
    node: cst.CSTNode            # the argument (or the foreign module call) to report
    module_label: str            # the foreign network, as spelled
    stepping_label: str          # the optimizer(s) stepping
    into_label: str | None       # the stepping optimizer's network it is fed into (None: DQN shape)
    graph_nodes: frozenset       # graph nodes explained by this entry (for AGL005)
    into_node: GraphNode | None = None   # the call of the updated network the tensor enters
    producer: cst.CSTNode | None = None  # the foreign network's call that made the tensor
    teacher: bool = False                # a network another optimizer trained, in eval mode
    # the tensor also carries the graph of a network this update trains (`all_z +
    # class_embeddings(y)`): a .detach() of it would stop that; the foreign output is to be
    # detached where it joins
    mixed: bool = False
    steps: tuple = ()                    # the steps that apply this update (for the evidence)
    container: bool = False              # the argument is a dict, list or tuple of tensors


class SemanticModel:
    def __init__(self, module: cst.Module, imports: ImportMap | None = None,
                 path: str | None = None, project: Project | None = None) -> None:
        self.module = module
        if imports is None and project is not None and path:
            imports = project.imports_for(path, module)  # collected when the file was parsed
        self.imports = imports if imports is not None else collect_imports(module)
        if project is not None and path:
            self.imports = project.with_star_imports(path, self.imports, module)
        self.path = path
        self.project = project

    @cached_property
    def interpreter(self) -> Interpreter:
        return Interpreter(self.module, self.imports, self.path, self.project)

    @cached_property
    def facts(self) -> Facts:
        """What running the file's code shows, following its imports into the project (when the
        file has a path on disk) as far as they lead."""
        return self.interpreter.run()

    def is_imported_module_class(self, name: str) -> bool:
        """Is ``name`` imported from another project file, as an ``nn.Module`` subclass?"""
        return getattr(self.imported_class(name), "is_module", False)

    def imported_class(self, name: str):
        """The project class (``ClassInfo``) ``name`` is imported as, if it is one."""
        qual = self.imports.aliases.get(name)
        value = self.interpreter._project_value(qual, None) if qual is not None else None
        return value.target if value is not None and value.kind == "class" else None

    @property
    def project_seconds(self) -> float:
        """Seconds the analysis spent reading, parsing and running other project files."""
        return self.interpreter.project_seconds if "interpreter" in self.__dict__ else 0.0

    @property
    def dependencies(self) -> dict[str, str]:
        """Project files the analysis read besides this one: path -> content digest."""
        return self.facts.dependencies

    @cached_property
    def nodes_by_type(self) -> dict[type, list[cst.CSTNode]]:
        """Every node of the file grouped by type, for the rules that match syntax (one walk)."""
        grouped: dict[type, list[cst.CSTNode]] = {}
        for node in walk(self.module):
            grouped.setdefault(type(node), []).append(node)
        return grouped

    def nodes(self, kind: type) -> list:
        return self.nodes_by_type.get(kind, [])

    @property
    def uses_torch(self) -> bool:
        return self.imports.mentions("torch")

    @cached_property
    def foreign_entries(self) -> list[ForeignEntry]:
        entries: list[ForeignEntry] = []
        trained: set[int] = set()
        for backward in self.facts.backwards:
            entries.extend(_foreign_entries(backward, self.facts, trained))
        # (an input another update trains through, `encoder(batch_seq)` of a shared helper: a
        # .detach() there would stop that training)
        entries = [entry for entry in entries if entry.mixed or id(entry.node) not in trained]
        # (a tensor with both graphs, made from a foreign output already reported where it
        # entered alone: `scorer(cat([command_encoder(emb(x)), ...]))` after
        # `command_encoder(words)`)
        alone = {(id(entry.backward), id(entry.producer)) for entry in entries
                 if not entry.mixed and entry.producer is not None}
        return [entry for entry in entries if not entry.mixed or
                (id(entry.backward), id(entry.producer)) not in alone]


def _joins_apart(value: Value, foreign: list, owned: frozenset, facts: Facts) -> bool:
    """Is a call of a foreign network that made part of ``value`` fed only by what the update
    does not train (`cat([command_encoder(emb(x)), trained(y)])`), so that its output can be
    detached where it joins without cutting the trained networks' own gradient?"""
    foreign_syms = frozenset(foreign)
    for node in value.nodes:
        if node.module is None or node.nested or \
                not overlaps(frozenset({node.module}), foreign_syms, facts.parents):
            continue
        if not any(overlaps(input_value.reach, owned, facts.parents)
                   for _, input_value in node.inputs):
            return True
    return False


def _label_of(value: Value, fallback: str = "a network") -> str:
    return value.label or fallback


def _foreign_entries(backward: BackwardFact, facts: Facts, trained: set) -> list[ForeignEntry]:
    """The foreign graphs ``backward`` walks (AGL001); adds to ``trained`` the inputs through
    which it trains the stepping optimizer's own networks."""
    stepping = [step.optimizer for step in backward.stepping if not step.manual]
    if not stepping or not backward.accumulates:
        return []
    mine = [opt for opt in stepping if opt.sym in backward.zeroed]
    if mine and len(mine) < len({opt.sym for opt in stepping}):
        # the steps of two optimizers after two backwards (FactorVAE: `opt.zero_grad();
        # vae_loss.backward(); opt_d.zero_grad(); d_loss.backward(); opt.step(); opt_d.step()`):
        # each backward is the update of the optimizer zeroed right before it. An optimizer
        # zeroed before no backward (a forgotten `enc_opt.zero_grad()`, AGL004's) still steps
        # with this one's gradients: its network is trained here, not foreign.
        zeroed_elsewhere = {sym for other in facts.backwards if other is not backward
                            for sym in other.zeroed}
        stepping = [opt for opt in stepping
                    if opt.sym in backward.zeroed or opt.sym not in zeroed_elsewhere]
    owned = frozenset().union(*(opt.owns for opt in stepping))
    if not owned:
        return []  # who the optimizer updates is unknown: stay quiet
    zeroed_owned = frozenset().union(*(opt.owns for opt in stepping if opt.sym in backward.zeroed))
    stepping_syms = {opt.sym for opt in stepping}
    others = [opt for opt in facts.optimizers.values() if opt.sym not in stepping_syms]
    other_owned = frozenset().union(*(opt.owns for opt in others)) if others else frozenset()
    stepping_label = " and ".join(_label_of(opt, "the optimizer") for opt in stepping)
    steps = tuple(step for step in backward.stepping if not step.manual and
                  any(step.optimizer is opt for opt in stepping))

    def is_foreign(sym: str | None, copy_of: str | None = None) -> bool:
        if sym and copy_of and sym in facts.synced and \
                overlaps(frozenset({copy_of}), owned, facts.parents):
            # a target network synced from the trained one, which this update trains too
            # (`agent.parameters()` holding both): the sync overwrites what it learns, and the
            # target moves with every step
            return True
        if not sym or related(frozenset({sym}), owned, facts.parents):
            return False  # (this update trains it, or parts of it: param groups of its layers)
        return overlaps(frozenset({sym}), other_owned, facts.parents) or bool(
            copy_of and overlaps(frozenset({copy_of}), owned, facts.parents))

    entries: list[ForeignEntry] = []
    explained: set[GraphNode] = set()
    # 1. a foreign tensor fed into a network this update trains (netD(fake) in the D step)
    for graph_node in sorted(backward.loss.nodes, key=_creation):
        if graph_node.module is None or graph_node.nested or not overlaps(
                frozenset({graph_node.module}), owned, facts.parents):
            continue
        for argument, value in graph_node.inputs:
            # (it may carry what this update trains too, `net(obs, cmd_encoder(emb(x)))`:
            # detaching it would stop that; an update whose optimizer was zeroed for it trains
            # through it, not one that only steps what a D step left in G's grads)
            mixed = overlaps(value.reach, owned, facts.parents)
            if mixed and overlaps(value.reach, zeroed_owned, facts.parents):
                trained.add(id(argument))
            if backward.restricted and value.nodes and \
                    value.nodes.isdisjoint(backward.loss.nodes):
                continue  # (`d.backward(inputs=list(net.parameters()))`: not walked into)
            foreign = sorted((sym for sym in value.reach if is_foreign(sym)), key=checkout_order)
            if not foreign or value.maybe and not any(
                    n.module is not None and overlaps(frozenset({n.module}), frozenset(foreign),
                                                      facts.parents)
                    for n in value.nodes - value.maybe):
                # (a foreign graph carried only maybe, through a call not seen into, `tuple(
                # map(release, outputs))`: whether it still is, is not known)
                continue
            if mixed and not _joins_apart(value, foreign, owned, facts):
                # (`s = s + dynamics(s, pilot(s))` rolled out: the trained network's own
                # gradient flows through the foreign network's call; no detach may cut it)
                continue
            # (the first call of the network holding the first foreign part, as the caller
            # spells it: `painter(batch)`, not the `self.body(...)` inside it; else the first
            # call of a part of it; a set's order would change from run to run)
            made = next((n for n in sorted(value.nodes, key=lambda n: n.order)
                         if n.module is not None and not n.nested and
                         overlaps(frozenset(foreign[:1]), frozenset({n.module}), facts.parents)),
                        None)
            producer = made.site if made is not None else next(
                (n.site for n in sorted(value.nodes, key=lambda n: n.order)
                 if n.module is not None and not n.nested and
                 overlaps(frozenset({n.module}), frozenset(foreign), facts.parents)), None)
            source = _module_label(made) if made is not None else \
                _producer_label(value, foreign[0])
            entries.append(ForeignEntry(backward, argument, source, stepping_label,
                                        _module_label(graph_node), value.nodes, graph_node,
                                        producer, mixed=mixed, steps=steps,
                                        container=bool(value.items or value.keys)))
            explained |= value.nodes
    # 2. a network this update does not train, used with grad in the loss without being fed
    # from it: a copy of the trained network (a DQN / actor-critic target net), or one another
    # optimizer owns, put in eval mode (a distillation teacher trained earlier)
    # (a copy run inside the forward of a network this update trains, MoCo's key encoder in
    # the model that holds both encoders, is reported at its own call there; the calls of
    # networks reported from outside come first)
    reported: list[str] = []
    if not overlaps(backward.loss.reach, owned, facts.parents):
        # (a loss that reaches nothing the stepping optimizer owns is not its update: a Fisher
        # estimate's backwards through a copy, then another network's training; AGL018's case)
        return entries
    # (a layer of a copy the loss also runs whole is reported at that call)
    copies = frozenset(n.module for n in backward.loss.nodes if n.module and n.copy_of)
    for graph_node in sorted(backward.loss.nodes, key=lambda n: (n.nested, _creation(n))):
        if graph_node in explained or graph_node.module is None or \
                graph_node.nested and (graph_node.copy_of is None or any(
                    overlaps(frozenset({graph_node.module}), frozenset({outer}), facts.parents)
                    for outer in (*reported, *(copies - {graph_node.module})))):
            continue
        if graph_node.copy_of is None and (
                graph_node.frozen or  # (no gradient reaches it: only its input's graph is walked)
                not graph_node.eval_mode  # (a network trained in turn: its gradients may be
                # kept for its own step, as a BicycleGAN's generator takes two backwards')
                or overlaps(owned, frozenset({graph_node.module}), facts.parents)):
            continue  # the loss trains nothing here, or the network holds what it trains
        if not is_foreign(graph_node.module, graph_node.copy_of):
            continue
        holder = facts.parents.get(graph_node.module) if graph_node.copy_of else None
        if holder is not None and any(facts.parents.get(sym) == holder for sym in reported):
            continue  # (`target["proj"](target["enc"](x))`: one copy, reported at one part)
        feeds_owned = any(overlaps(value.reach, owned, facts.parents)
                          for _, value in graph_node.inputs)
        if feeds_owned:
            continue  # the G step through D: gradients must flow through the other network
        label = _module_label(graph_node)
        reported.append(graph_node.module)
        entries.append(ForeignEntry(backward, graph_node.site, label, stepping_label, None,
                                    frozenset({graph_node}), teacher=graph_node.copy_of is None,
                                    steps=steps))
    return entries


def _module_label(graph_node: GraphNode) -> str:
    site = graph_node.site
    if isinstance(site, cst.Call):
        return label_of(site.func)
    return "a network"


def _producer_label(value: Value, sym: str) -> str:
    for graph_node in value.nodes:
        if graph_node.module == sym:
            return _module_label(graph_node)
    return unprefixed(sym).split("#")[0]


def _creation(node) -> int:
    """Graph nodes in the order the run made them (a set of them iterates in an order that
    changes with memory layout: which of two networks a message names must not)."""
    return node.order
