"""AGL001 at run time: an update's backward reaches another network *through* the updated one.

At ``O.step()`` the backwards run since O's previous step that reached O's parameters are
examined (only those that reached the parameters of more than one owner keep their graph). One
pass over the graph computes, per node, whether O's and other optimizers' parameters lie below
it. A node that consumes one of O's parameters directly (through a chain of views, e.g.
``TBackward -> AccumulateGrad``) and has another input leading to parameters that another
optimizer P owns means P's network feeds O's network in this update: G reached through D. That
is only a suspicion: one loss feeding two optimizers on purpose is fine. It becomes a finding
when those gradients are then thrown away or applied polluted: another backward reaches P's
parameters (after zeroing: thrown away; without: accumulated into P's update) or runs into the
freed graph, before P steps. P stepping first means the flow was intended: quiet.

Also: a copy of a trained network (a DQN/DDPG target network: same parameter shapes, owned by
no optimizer) whose parameters the update's backward reaches: computed with autograd on, its
gradients are never used.

The finding is reported where the foreign tensor entered the network (a forward pre-hook stamps
the first user-level module call each tensor enters), with the backward and step lines.
"""
from __future__ import annotations

import os
import weakref
from collections import deque
from typing import Optional

from ..graph import ACCUMULATE_GRAD, ENTRY_KEY, Dot, add_node, parent_path, structure
from .base import Monitor

OWN, FOREIGN = 1, 2
TEACHER_WORDS = "is in eval mode and trained by another optimizer"  # (the static message's)
_RECHECK = 64  # graphs of one shape: every 64th is examined again in full


class Suspicion:
    __slots__ = ("record_site", "step_site", "opt_name", "opt_key", "params", "param_ids",
                 "owner_keys", "entry_site", "src_name", "dst_name", "tensor_name", "owner_names",
                 "snap", "graph", "done")

    def __init__(self) -> None:
        self.done = False


class ForeignUpdate(Monitor):
    code = "AGL001"
    needs_zero_grad = True  # (a backward whose gradients the optimizer zeroed is not its update)
    # nothing to examine until a backward reaches the parameters of several owners (the checker
    # then keeps its graph in checker.records and wakes this monitor)
    idle_events = ("on_backward_start", "on_step_pre")

    def __init__(self, checker) -> None:
        super().__init__(checker)
        self.pending: list[Suspicion] = []
        self._pmap_version = -1
        self._pmap: dict[int, object] = {}
        # (graph shape, optimizer key) -> [owners reached through it, graphs of that shape seen]
        self._memo: dict[tuple, list] = {}

    def on_gap(self) -> None:
        # the steps that would have settled them (the other optimizer stepping first: intended)
        # went unexamined
        self.pending.clear()

    def on_optimizer_gone(self, info) -> None:
        self._memo.clear()  # (its key may name a new optimizer: verdicts start afresh)
        # a teacher whose optimizer is gone is owned by none: no longer told from a frozen
        # feature extractor, so a static teacher finding is not observable
        kinds = self.report.unwatched_kinds
        kinds["AGL001"] = tuple(set(kinds.get("AGL001", ())) | {TEACHER_WORDS})

    # ------------------------------------------------------------------ resolution
    def on_backward_start(self, record) -> None:
        if not self.pending or not record.params:
            return
        ids = {id(p) for p in record.params}
        for suspicion in list(self.pending):
            if suspicion.param_ids.isdisjoint(ids):
                continue
            grads_reset = False
            for p in record.params:
                snap = suspicion.snap.get(id(p))
                if snap is None:
                    continue
                grad = p.grad
                ref, version = snap
                if grad is None or ref is None or ref() is not grad or grad._version != version:
                    grads_reset = True
                    break
            if grads_reset:
                how = (f"those gradients were thrown away: zeroed before this next backward "
                       f"through {suspicion.src_name}")
            else:
                how = (f"those gradients stayed in .grad and were added to by this next backward "
                       f"through {suspicion.src_name}, polluting its update")
            self._materialize(suspicion, how, record.site, "next backward through "
                              f"{suspicion.src_name}'s parameters")

    def on_freed_graph(self, suspicion: Suspicion, record) -> str:
        """A later backward ran into the foreign graph that the suspicious backward freed."""
        how = (f"that backward also freed {suspicion.src_name}'s graph, so this later backward "
               f"through it fails (or silently re-adds gradients)")
        self._materialize(suspicion, how, record.site,
                          f"backward through {suspicion.src_name}'s freed graph")
        entry = _where(suspicion.entry_site)
        return (f"autograd-lint AGL001: {suspicion.tensor_name} entered {suspicion.dst_name} at "
                f"{entry} without .detach(), so the {suspicion.opt_name} update's backward at "
                f"{_where(suspicion.record_site)} went on into {suspicion.src_name} and freed its "
                f"graph; use .detach() there (or compute it under torch.no_grad())")

    def on_foreign_freed(self, record, mark, hit_nodes) -> Optional[str]:
        """A backward runs into a freed graph that leads only to parameters of optimizers other
        than the ones this backward updates, freed by a backward that went through this
        update's network too: another network's output entered this update without .detach()
        after that network's own backward freed its graph (CycleGAN order: G steps first, then
        D's loss reuses the fakes). Reported as AGL001 where the output entered (the last user
        call of the updated network); returns the note for torch's error.
        """
        checker = self.checker
        owner_map = checker.owner_map
        own_keys: set = set()
        for p in record.params:
            own_keys |= owner_map.get(id(p), frozenset())
        if not own_keys:
            return None
        if not (mark.owners and mark.owners & own_keys):
            # the backward that freed it did not go through this update's network: not a GAN
            # order (G's loss through D, then D's loss on the same fakes) but two losses on one
            # graph (AGL005)
            return None
        foreign = _leaves_below(hit_nodes)
        foreign_keys: set = set()
        for p in foreign:
            foreign_keys |= owner_map.get(id(p), frozenset())
        if not foreign_keys or foreign_keys & own_keys:
            return None
        pmap = self._param_modules()
        if not any(id(p) in pmap for p in foreign):
            # no network made it: a tensor computed once from another optimizer's parameter
            # (SAC's alpha = log_alpha.exp() kept from __init__) is AGL005's carried graph
            return None
        from ..naming import Namer

        frame = record.frame
        namer = Namer(frame, checker)
        own_ids = {id(p) for p in record.params if owner_map.get(id(p))}
        entry_site, dst = None, None
        best = -1
        for module, site, seq in checker.called_modules():
            if best < seq < record.seq and any(id(p) in own_ids for p in module.parameters()):
                best, entry_site, dst = seq, site, module
        opts = [checker.optimizers[k].ref() for k in own_keys if k in checker.optimizers]
        owners = [checker.optimizers[k].ref() for k in foreign_keys if k in checker.optimizers]
        opt_name = " and ".join(namer.obj(o, "the optimizer") for o in opts if o is not None) \
            or "the optimizer"
        owner_names = ", ".join(namer.obj(o, "another optimizer") for o in owners
                                if o is not None) or "another optimizer"
        src = namer.module_of(foreign[0], frozenset(own_ids)) or namer.module_of(foreign[0])
        src_name = src[0] if src else "another network"
        dst_name = namer.obj(dst, type(dst).__name__) if dst is not None else \
            "the network being updated"
        tensor = None
        for node in hit_nodes:
            tensor = _tensor_name(frame, node)
            if tensor:
                break
        tensor_name = f"'{tensor}' ({src_name}'s output)" if tensor else f"the output of {src_name}"
        freed_by = f"line {mark.site[1]}" if mark.site else "an earlier backward"
        self.report.add(
            self.code, entry_site or record.site,
            f"{tensor_name} enters {dst_name} without .detach() in the update of {opt_name}: its "
            f"backward goes on into {src_name} (owned by {owner_names}); use .detach() or compute "
            f"it under torch.no_grad()",
            related=[(record.site, f"backward of the {opt_name} update"),
                     (mark.site, f"backward that already freed {src_name}'s graph")],
            evidence=[f"the backward on line {record.site[1] if record.site else '?'} runs into "
                      f"{src_name}'s graph, which the backward on {freed_by} freed; below it lie "
                      f"{len(foreign)} parameter(s) that only {owner_names} update"])
        return (f"autograd-lint AGL001: {tensor_name} entered {dst_name} at {_where(entry_site)} "
                f"without .detach(), so the {opt_name} update's backward at "
                f"{_where(record.site)} runs into {src_name}'s graph, already freed by the "
                f"backward at {_where(mark.site)}; use .detach() there (or compute it under "
                f"torch.no_grad())")

    def _materialize(self, s: Suspicion, how: str, later_site, later_note: str) -> None:
        if s in self.pending:
            self.pending.remove(s)
        s.done = True
        message = (f"{s.tensor_name} enters {s.dst_name} without .detach() in the update of "
                   f"{s.opt_name}: its backward goes on into {s.src_name} (owned by "
                   f"{s.owner_names}); use .detach() or compute it under torch.no_grad()")
        evidence = [f"the backward on line {s.record_site[1] if s.record_site else '?'} reached "
                    f"{len(s.params)} parameter(s) of {s.src_name}, "
                    f"which {s.opt_name} does not own", how]
        related = [(s.record_site, f"backward of the {s.opt_name} update"),
                   (s.step_site, f"{s.opt_name}.step()"),
                   (later_site, later_note)]
        self.report.add(self.code, s.entry_site or s.record_site, message, related=related,
                        evidence=evidence, graph=s.graph)

    # ------------------------------------------------------------------ detection
    def on_step_pre(self, info, opt, site, frame) -> None:
        if self.pending:  # the owner steps first: the flow was intended (one loss, two optimizers)
            self.pending = [s for s in self.pending if info.key not in s.owner_keys]
        checker = self.checker
        if not checker.records:
            return
        own = info.ids
        zeroed = checker.zeroed.get(info.key)
        for record in list(checker.records):
            if record.roots is None or record.seq <= info.last_step_seq:
                continue
            if zeroed is not None and zeroed[0] > record.seq:
                continue  # its gradients were zeroed since: this step does not apply them
            if info.key in record.checked:
                continue
            if not any(id(p) in own for p in record.params):
                continue
            record.checked = record.checked | {info.key}
            owned, unowned = [], []
            for p in record.params:
                if id(p) in own:
                    continue
                (owned if checker.owner_map.get(id(p)) else unowned).append(p)
            if owned:
                self._examine(record, info, opt, site, frame, owned)
            if unowned and not checker.light:
                self._target_copy(record, info, opt, site, frame, unowned)

    def _examine(self, record, info, opt, site, frame, owned) -> None:
        """``_through``, or its verdict on an earlier graph of the same shape: a loop's graphs
        repeat, and a full pass over each one at each step (two optimizers, a sequence model's
        graph of thousands of nodes) would cost more than the training step. Every
        ``_RECHECK``-th graph of a shape is examined again."""
        key = (record.shape, info.key)
        memo = self._memo.get(key)
        if memo is not None and record.shape is not None:
            memo[1] += 1
            if memo[1] % _RECHECK:
                if not memo[0] or self._owners_stepped(memo[0], record):
                    return  # nothing flows through, or every owner already stepped: intended
        owner_keys = self._through(record, info, opt, site, frame, owned)
        if record.shape is not None:
            if len(self._memo) >= 4096:
                self._memo.clear()
            self._memo[key] = [owner_keys, 1 if memo is None else memo[1]]

    def _owners_stepped(self, owner_keys, record) -> bool:
        optimizers = self.checker.optimizers
        live = [optimizers[k] for k in owner_keys if k in optimizers]
        return bool(live) and all(o.last_step_seq > record.seq for o in live)

    def _through(self, record, info, opt, site, frame, owned) -> frozenset:
        """The owners of other networks' parameters this update's backward reaches through the
        updated network (empty: none); a suspicion is raised unless they all stepped first."""
        checker = self.checker
        nodes, children, order = structure(record.roots)
        own = info.ids
        foreign_ids = {id(p) for p in owned}
        acc = ACCUMULATE_GRAD
        mask: dict[int, int] = {}
        chain: dict[int, Optional[int]] = {}  # the single parameter a view chain leads to
        for key in order:
            node = nodes[key]
            if type(node) is acc:
                vid = id(node.variable)
                mask[key] = OWN if vid in own else (FOREIGN if vid in foreign_ids else 0)
                chain[key] = vid
                continue
            kids = children[key]
            m = 0
            for c in kids:
                m |= mask[c]
            mask[key] = m
            chain[key] = chain[kids[0]] if len(kids) == 1 else None
        boundaries: dict[int, int] = {}
        mixed: list[tuple[int, int]] = []
        for key in order:
            kids = children[key]
            if len(kids) < 2 or not any(chain[c] in own for c in kids if chain[c] is not None):
                continue
            for c in kids:
                m = mask[c]
                if not m & FOREIGN:
                    continue
                if m & OWN:
                    mixed.append((c, key))
                else:
                    boundaries.setdefault(c, key)
        if mixed:
            seen = set(boundaries)
            queue = deque(mixed)
            while queue:
                key, consumer = queue.popleft()
                if key in seen:
                    continue
                seen.add(key)
                if mask[key] & OWN:
                    queue.extend((c, key) for c in children[key] if mask[c] & FOREIGN)
                else:
                    boundaries.setdefault(key, consumer)
        # a loss beside the updated network belongs to this update only when this optimizer is
        # the first to step after the backward (a generator's loss reaches both
        # discriminators, and the generator's optimizer steps with it)
        first = not any(o.last_step_seq > record.seq for key, o in checker.optimizers.items()
                        if key != info.key)
        unentered = _side_branches(nodes, children, order, mask, chain, boundaries) \
            if first else ()
        if unentered and not checker.light:
            self._teacher(record, info, opt, site, frame, nodes, children, mask, unentered)
        if not boundaries:
            return frozenset()
        # foreign parameters below the boundaries, and where the foreign tensor entered
        through: dict[int, object] = {}
        region: list[int] = []
        entry = None
        seen: set[int] = set()
        queue = deque(boundaries)
        while queue:
            key = queue.popleft()
            if key in seen:
                continue
            seen.add(key)
            region.append(key)
            node = nodes[key]
            if type(node) is acc:
                if mask[key] == FOREIGN:
                    through[id(node.variable)] = node.variable
                continue
            if entry is None:
                try:
                    entry = node.metadata.get(ENTRY_KEY)
                    if entry is not None:
                        entry = (entry, key)
                except Exception:
                    pass
            queue.extend(c for c in children[key] if mask[c] & FOREIGN and not mask[c] & OWN)
        if not through:
            return frozenset()
        owner_keys = set()
        for pid in through:
            owner_keys |= set(checker.owner_map.get(pid, ()))
        owner_keys.discard(info.key)
        owner_keys = frozenset(owner_keys)
        polluted = False
        if self._owners_stepped(owner_keys, record):
            if not self._zeroed_for_this_update(info.key, owner_keys, record):
                return owner_keys  # every owner already stepped with these gradients: intended
            # (FactorVAE: `opt.zero_grad(); vae_loss.backward(); opt_d.zero_grad();
            # d_loss.backward(); opt.step(); opt_d.step()`: this backward was opt_d's update,
            # and opt stepped on what it added to the VAE's gradients)
            polluted = True
        if entry is None and checker._module_hook_wanted:
            since = checker.module_hook_since()
            if since is None or since >= record.seq:
                return owner_keys  # the forward ran before module calls were watched
        # (`netD.zero_grad(); lossD.backward(); netG.zero_grad(); lossG.backward(); optD.step()`:
        # what this backward put into the other network's gradients was zeroed before its
        # owners stepped, already at this step)
        thrown = [checker.zeroed[owner] for owner in owner_keys if owner in checker.zeroed and
                  checker.zeroed[owner][0] > record.seq]
        suspicion = self._suspect(record, info, opt, site, frame, list(through.values()),
                                  owner_keys, entry, nodes, children, boundaries, region, own)
        if polluted:
            self._materialize(suspicion, f"{suspicion.owner_names} had been zeroed before "
                              f"this update began and stepped after its backward, on the "
                              f"gradients it added: its update is polluted", site,
                              f"{suspicion.opt_name}.step()")
        elif owner_keys and len(thrown) == len(owner_keys):
            self._materialize(suspicion, "those gradients were thrown away: zeroed after that "
                              "backward, before their optimizer stepped", thrown[0][1],
                              f"{suspicion.src_name}'s gradients zeroed")
        return owner_keys

    def _zeroed_for_this_update(self, key, owner_keys, record) -> bool:
        """Was this optimizer zeroed before the backward, and after another backward that
        followed the zeroing of every owner of the other network (the backward opens this
        optimizer's update, not theirs: two optimizers zeroed together before one loss share
        it)?"""
        checker = self.checker
        zeroed = checker.zeroed
        mine = zeroed.get(key)
        if mine is None or mine[0] > record.seq:
            return False
        return all(zeroed.get(owner) is not None and any(
            zeroed[owner][0] < other.seq < mine[0] for other in checker.records)
            for owner in owner_keys)

    def _suspect(self, record, info, opt, site, frame, params, owner_keys, entry, nodes,
                 children, boundaries, region, own) -> Suspicion:
        from ..naming import Namer

        checker = self.checker
        namer = Namer(frame, checker)
        s = Suspicion()
        s.record_site = record.site
        s.step_site = site
        s.opt_name = namer.obj(opt, "the optimizer")
        s.opt_key = info.key
        s.params = params
        s.param_ids = frozenset(id(p) for p in params)
        s.owner_keys = frozenset(owner_keys)
        owners = [checker.optimizers[k].ref() for k in owner_keys if k in checker.optimizers]
        s.owner_names = ", ".join(namer.obj(o, "another optimizer") for o in owners if o is not None) \
            or "another optimizer"
        src = namer.module_of(params[0], frozenset(id(p) for p in info.params)) or \
            namer.module_of(params[0])
        s.src_name = src[0] if src else "another network"
        s.entry_site = None
        s.dst_name = "the network being updated"
        s.tensor_name = f"the output of {s.src_name}"
        entry_node_key = None
        if entry is not None:
            (module_id, entry_site), entry_node_key = entry
            s.entry_site = entry_site
            ref = checker.modules.get(module_id)
            module = ref[0]() if ref else None
            if module is not None:
                s.dst_name = namer.obj(module, type(module).__name__)
            tensor = _tensor_name(frame, nodes[entry_node_key])
            if tensor:
                s.tensor_name = f"'{tensor}' ({s.src_name}'s output)"
        s.snap = {}
        for p in params:
            grad = p.grad
            s.snap[id(p)] = (weakref.ref(grad), grad._version) if grad is not None else (None, -1)
        s.graph = _through_dot(record, s, namer, nodes, children, boundaries, region, own,
                               entry_node_key)
        if record.marked:  # a later backward into this freed graph is explained by it
            record.suspicion = s
        self.pending.append(s)
        return s

    # ------------------------------------------------------------------ teachers
    def _teacher(self, record, info, opt, site, frame, nodes, children, mask, starts) -> None:
        """A network in eval mode that another optimizer trains, whose output enters this
        update's loss beside the updated network (a distillation teacher run with grad): the
        backward walks its graph and writes gradients nobody applies."""
        checker = self.checker
        params = _foreign_leaves(nodes, children, mask, starts)
        groups: dict[int, tuple] = {}
        pmap = self._param_modules()
        for p in params:
            module = pmap.get(id(p))
            if module is not None and not module.training:
                groups.setdefault(id(module), (module, []))[1].append(p)
        from ..naming import Namer

        namer = None
        for module, reached in groups.values():
            msite = checker.module_site(module)
            if self.report.has(self.code, msite):
                self.report.add(self.code, msite, "")
                continue
            namer = namer or Namer(frame, checker)
            name = namer.obj(module, type(module).__name__)
            opt_name = namer.obj(opt, "the optimizer")
            owners = [checker.optimizers[k].ref() for p in reached
                      for k in checker.owner_map.get(id(p), ()) if k in checker.optimizers]
            owner_names = ", ".join(sorted({namer.obj(o, "another optimizer") for o in owners
                                            if o is not None})) or "another optimizer"
            self.report.add(
                self.code, msite or record.site,
                f"{name} is in eval mode and trained by another optimizer ({owner_names}): its "
                f"output reaches the update of {opt_name} with grad, so the backward walks its "
                f"graph; compute it under torch.no_grad()",
                related=[(record.site, f"backward of the {opt_name} update"),
                         (site, f"{opt_name}.step()")],
                evidence=[f"the backward on line {record.site[1] if record.site else '?'} "
                          f"reached {len(reached)} parameter(s) of {name}: "
                          f"{namer.params(reached)}",
                          f"{name} was in eval mode; {owner_names} owns its parameters"])

    def _param_modules(self) -> dict:
        """id(parameter) -> the called module that holds it (the largest first)."""
        checker = self.checker
        if checker.modules_version != self._pmap_version:
            pmap: dict[int, object] = {}
            for module, _site, _seq in sorted(checker.called_modules(),
                                              key=lambda m: -_count(m[0])):
                for p in module.parameters():
                    pmap.setdefault(id(p), module)
            self._pmap = pmap
            self._pmap_version = checker.modules_version
        return self._pmap

    # ------------------------------------------------------------------ target copies
    def _target_copy(self, record, info, opt, site, frame, unowned) -> None:
        checker = self.checker
        called = checker.called_modules()
        pmap = self._param_modules()
        groups: dict[int, tuple] = {}
        for p in unowned:
            module = pmap.get(id(p))
            if module is not None:
                groups.setdefault(id(module), (module, []))[1].append(p)
        if not groups:
            return
        # (a network holding both its trained part and the copy, MoCo's model with its two
        # encoders: the copy is the part whose parameters no optimizer owns)
        unowned_ids = {id(p) for p in unowned}
        groups = {id(part): (part, [p for p in part.parameters() if id(p) in unowned_ids])
                  for module, _ in groups.values()
                  for part in _unowned_parts(module, unowned_ids, checker.owner_map)}
        from ..naming import Namer

        namer = None
        candidates = _with_parts(other for other, _site, _seq in called)
        for module, params in groups.values():
            signature = _signature(module)
            twin = None
            for other in candidates:
                if other is module or _signature(other) != signature:
                    continue
                if all(checker.owner_map.get(id(p)) for p in other.parameters()):
                    twin = other
                    break
            if twin is None:
                continue
            checker.unused_params.update(id(p) for p in module.parameters())
            msite = checker.module_site(module)
            if self.report.has(self.code, msite):
                self.report.add(self.code, msite, "")
                continue
            namer = namer or Namer(frame, checker)
            name = namer.obj(module, type(module).__name__)
            twin_name = namer.obj(twin, type(twin).__name__)
            opt_name = namer.obj(opt, "the optimizer")
            message = (f"{name} (a copy of {twin_name}, trained by no optimizer) is called with "
                       f"autograd on in the update of {opt_name}: the backward reaches its "
                       f"parameters and their gradients are never used; compute it under "
                       f"torch.no_grad() (or .detach() its output)")
            evidence = [f"the backward on line {record.site[1] if record.site else '?'} reached "
                        f"{len(params)} parameter(s) of {name}: {namer.params(params)}",
                        f"{name} has the parameter shapes of {twin_name}, which {opt_name} trains"]
            related = [(record.site, f"backward of the {opt_name} update"),
                       (site, f"{opt_name}.step()")]
            self.report.add(self.code, msite or record.site, message, related=related,
                            evidence=evidence, graph=_target_dot(record, name, params, namer))


# ---------------------------------------------------------------------- helpers
def _side_branches(nodes, children, order, mask, chain, boundaries) -> list:
    """Add to ``boundaries`` the computed tensors that enter this update's loss beside its own
    network, carrying another optimizer's network's graph that passed through a network call
    (an actor-critic's TD target ``r + gamma * q_target(s2, actor(s2))`` built with grad on:
    the critic's backward runs into the actor). The network call (a module-entry stamp below)
    tells an output fed on from a weight computed inside a layer (spectral norm in a GAN's
    generator update), which is not one. Returns the side branches that entered no network
    call (a teacher's output fed straight into the loss)."""
    unentered = []
    for key in order:
        kids = children[key]
        if len(kids) < 2 or not mask[key] & OWN:
            continue
        for c in kids:
            if mask[c] != FOREIGN or chain[c] is not None or c in boundaries:
                continue
            if _stamped_below(nodes, children, mask, c):
                boundaries[c] = key
            else:
                unentered.append(c)
    return unentered


def _foreign_leaves(nodes, children, mask, starts, limit: int = 20000) -> list:
    """The parameters of the foreign-only regions below ``starts``."""
    stack = list(starts)
    seen: set[int] = set()
    leaves = []
    while stack and len(seen) < limit:
        key = stack.pop()
        if key in seen:
            continue
        seen.add(key)
        node = nodes[key]
        if type(node) is ACCUMULATE_GRAD:
            leaves.append(node.variable)
            continue
        stack.extend(c for c in children[key] if mask[c] == FOREIGN)
    return leaves


def _stamped_below(nodes, children, mask, start: int, limit: int = 20000) -> bool:
    """Whether a node of the foreign-only region below ``start`` entered a network call."""
    stack = [start]
    seen: set[int] = set()
    while stack and len(seen) < limit:
        key = stack.pop()
        if key in seen:
            continue
        seen.add(key)
        node = nodes[key]
        if type(node) is ACCUMULATE_GRAD:
            continue
        try:
            if ENTRY_KEY in node.metadata:
                return True
        except Exception:
            pass
        stack.extend(c for c in children[key] if mask[c] == FOREIGN)
    return False


def _leaves_below(nodes, limit: int = 20000) -> list:
    """The leaves (AccumulateGrad variables) a freed graph leads to: its edges outlive its
    buffers."""
    stack = list(nodes)
    seen: set[int] = set()
    leaves = []
    while stack and len(seen) < limit:
        node = stack.pop()
        if node is None or id(node) in seen:
            continue
        seen.add(id(node))
        if type(node) is ACCUMULATE_GRAD:
            leaves.append(node.variable)
            continue
        try:
            stack.extend(child for child, _ in node.next_functions)
        except Exception:
            continue
    return leaves


def _count(module) -> int:
    return sum(1 for _ in module.parameters())


def _unowned_parts(module, unowned_ids: set, owner_map, depth: int = 0) -> list:
    """``module`` itself if no optimizer owns any of its parameters, else its largest parts
    whose parameters the backward reached and no optimizer owns."""
    params = list(module.parameters())
    if not any(owner_map.get(id(p)) for p in params):
        return [module]
    if depth > 8:
        return []
    found = []
    for child in module.children():
        child_params = list(child.parameters())
        if child_params and any(id(p) in unowned_ids for p in child_params):
            found.extend(_unowned_parts(child, unowned_ids, owner_map, depth + 1))
    return found


def _with_parts(modules, limit: int = 4096) -> list:
    """``modules`` and their submodules, each once (at most ``limit``): a twin trained by the
    optimizer may be called only inside another network's forward (MoCo's query encoder)."""
    seen: dict[int, object] = {}
    for module in modules:
        for part in module.modules():
            if len(seen) >= limit:
                return list(seen.values())
            seen.setdefault(id(part), part)
    return list(seen.values())


def _signature(module) -> tuple:
    return tuple(tuple(p.shape) for p in module.parameters())


def _where(site) -> str:
    return f"{os.path.basename(site[0])}:{site[1]}" if site else "?"


def _tensor_name(frame, node) -> Optional[str]:
    """The name of a tensor in the user's frame whose grad_fn is ``node``."""
    if frame is None:
        return None
    import torch

    try:
        scopes = [frame.f_locals]
        if frame.f_globals is not scopes[0]:
            scopes.append(frame.f_globals)
    except Exception:
        return None
    for scope in scopes:
        for name, value in list(scope.items()):
            if isinstance(value, torch.Tensor) and value.grad_fn is node:
                return name
    return None


def _through_dot(record, s, namer, nodes, children, boundaries, region, own, entry_key) -> str:
    line = record.site[1] if record.site else "?"
    dot = Dot(f"AGL001: the {s.opt_name} update's backward (line {line}) reaches {s.src_name} "
              f"through {s.dst_name}")
    roots = record.roots or []
    for boundary, consumer in list(boundaries.items())[:3]:
        path = parent_path(nodes, children, roots, consumer)
        prev = None
        for i, key in enumerate(path):
            extra = f"loss of the {s.opt_name} update\nbackward at line {line}" if i == 0 else ""
            k = add_node(dot, nodes[key], namer.param, "root" if i == 0 else "", extra)
            if prev is not None:
                dot.edge(prev, k)
            prev = k
        ckey = f"n{consumer}"
        for c in children.get(consumer, ()):
            node = nodes[c]
            if type(node) is ACCUMULATE_GRAD and id(node.variable) in own:
                dot.edge(ckey, add_node(dot, node, namer.param, "own"))
        bkey = add_node(dot, nodes[boundary], namer.param)
        dot.edge(ckey, bkey, "hot")
    allowed = set(region[:80])
    for key in region[:80]:
        node = nodes[key]
        kind = "foreign" if type(node) is ACCUMULATE_GRAD else ""
        extra = ""
        if key == entry_key and s.entry_site:
            kind = "entry"
            extra = f"entered {s.dst_name}\nat line {s.entry_site[1]}"
        k = add_node(dot, node, namer.param, kind, extra)
        for c in children.get(key, ()):
            if c in allowed:
                dot.edge(k, f"n{c}", "hot" if type(nodes[c]) is ACCUMULATE_GRAD else "")
    return dot.source()


def _target_dot(record, name, params, namer) -> str:
    roots = record.roots or []
    nodes, children, _ = structure(roots)
    line = record.site[1] if record.site else "?"
    dot = Dot(f"AGL001: the backward at line {line} reaches {name}, which no optimizer trains")
    wanted = {id(p) for p in params}
    targets = [key for key, node in nodes.items()
               if type(node) is ACCUMULATE_GRAD and id(node.variable) in wanted]
    for goal in targets[:8]:
        path = parent_path(nodes, children, roots, goal)
        prev = None
        for i, key in enumerate(path):
            kind = "root" if i == 0 else ("foreign" if key == goal else "")
            extra = f"backward at line {line}" if i == 0 else ""
            k = add_node(dot, nodes[key], namer.param, kind, extra)
            if prev is not None:
                dot.edge(prev, k, "hot" if key == goal else "")
            prev = k
    return dot.source()
