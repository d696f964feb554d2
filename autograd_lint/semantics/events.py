"""Autograd events: backward, optimizer step, zeroing, in-place edits of leaves, and the pairing
of each backward with the steps that apply it.

A mixin of :class:`~autograd_lint.semantics.interpreter.Interpreter`."""
from __future__ import annotations

import libcst as cst

from .reach import overlaps, related
from .script_runs import checkout_order
from .syntax import label_of, without_gradient
from .walk import names_in
from .state import ASSUMED_ON, State, exclusive_paths, grad_switched_off
from .values import (EMPTY, freed_by, AccumulationFact, BackwardFact, InplaceFact, StepFact, Value,
                     made_by_op, next_order, replace)


def _exactly_disjoint(first: Value | None, second: Value | None) -> bool:
    """Are the two optimizers each given single parameters (`SGD([net.weight])`,
    `SGD([net.bias])`), none of them the same? Then they share no gradient, though ``owns``
    names the same module for both. Or is either given some of a module's parameters, picked
    by a test (Muon for the matrices, AdamW for the rest)? Whether they share any is unknown."""
    if first is None or second is None:
        return False
    return first.some or second.some or bool(first.owns_exactly) and \
        bool(second.owns_exactly) and first.owns_exactly.isdisjoint(second.owns_exactly)


def certain_cover(covered: set, owns: frozenset, parents: dict) -> bool:
    """Does zeroing ``covered`` zero every parameter of ``owns`` (each owned symbol lies inside
    something zeroed)?"""
    zeroed = frozenset(covered)
    return all(overlaps(frozenset({owned}), zeroed, parents) for owned in owns)


def disagree(conds: dict | None, others: dict) -> bool:
    """Do two paths' known truths of tested names contradict each other?"""
    return bool(conds) and bool(others) and any(
        others.get(name, truth) is not truth for name, truth in conds.items())


MAX_PATH_SCAN = 512  # trace events read past a backward run in one run of a split


class AutogradEvents:
    def _backward(self, loss: Value, node: cst.Call, state: State, retain: bool,
                  accumulates: bool = True, restricted: bool = False) -> None:
        fact = BackwardFact(site=node, loss=loss, retain=retain, accumulates=accumulates,
                            per_item=bool(self.loops) and id(self.loops[-1]) in self.unrolling,
                            through=tuple(self.call_nodes[-1:]), restricted=restricted,
                            handed=self._walks_what_was_handed(node))
        freed = state.freed
        if accumulates and loss.scalar is False and without_gradient(node):
            self.facts.nonscalar_backward.append(
                (node, made_by_op(loss, "made here, with several elements")))
        if loss.antifix is not None:
            statement, cut, name = loss.antifix
            self.facts.detached_loss.append((statement, "anti-fix", cut, name))
        self._check_stale_graph(loss, node, state)
        surely = loss.nodes - loss.maybe if loss.maybe else loss.nodes
        items = frozenset().union(*(self.item_nodes.get(id(loop), EMPTY) for loop in self.loops)) \
            if self.item_nodes and self.loops else EMPTY
        for graph_node in surely:
            earlier = freed_by(graph_node, freed) if freed else None
            if earlier is not None and graph_node not in self.rebound_nodes and not (
                    earlier.site is node and graph_node in items):
                # (a node of the items of a list this loop walks, freed by this very backward
                # for an earlier item: whether the items share it is not known)
                fact.freed_hits.append((graph_node, earlier))
        if not retain and surely:
            state.writable_freed().add((graph_node, fact) for graph_node in surely)
        if loss.copies and accumulates and loss.nodes:
            # other terms train: each term the loss has only as copied data trains nothing
            for site, dropped in loss.copies:
                fact.copied |= dropped
                self.facts.copied_term.append((site, node))
        self.facts.backwards.append(fact)
        self.trace.append(("backward", fact))
        if self.split_path:
            self.event_paths[id(fact)] = self.split_path  # (see _pair_backwards_with_steps)
        if accumulates and (loss.needs_grad or loss.cut is None):  # unknown provenance: may touch
            for key in self._optimizer_keys(state):
                if self._touches(key, loss):
                    state.pending[key] = True
                    state.marks.pop(("no-backward-since", key), None)
                    state.marks.pop(("pending-applied", key), None)
                    owns = self._owns_of_key(key)
                    if loss.reach and owns and overlaps(loss.reach, owns, self.parents):
                        # known to reach its parameters, not just maybe (AGL014 needs that)
                        state.marks[("pending-at", key)] = self.iteration
                        state.marks[("pending-in", key)] = self._iterations_stamp()

    def _walks_what_was_handed(self, node) -> bool:
        """Is the backward call ``node`` (`loss.backward()`) walking a tensor the running
        function was handed and has not rebound (a wrapper's `def backward(self, loss)`)?"""
        frame = self.frames[-1] if self.frames else None
        func = node.func if type(node) is cst.Call else None
        if frame is None or type(func) is not cst.Attribute or type(func.value) is not cst.Name:
            return False
        return frame.holds_argument(func.value.value)

    def _iteration_stamp(self) -> tuple:
        """The innermost loop being run and the order its iteration began at ((None, None)
        outside loops)."""
        stamps = self._iterations_stamp()
        return stamps[-1] if stamps else (None, None)

    def _iterations_stamp(self) -> tuple:
        """Each loop being run, outermost first, with the order its iteration began at."""
        return tuple((id(loop), self.iteration_began[id(loop)]) for loop in self.loops
                     if id(loop) in self.iteration_began)

    def _next_iteration(self, stamp: tuple | None) -> bool:
        """Is the code run now in a later iteration of the innermost loop of ``stamp`` (see
        _iterations_stamp), within the same iterations of the loops around it? (Of a loop that
        names no step: one that steps before its backward is AGL014's other case.)"""
        if not stamp or not self.loops or id(self.loops[-1]) != stamp[-1][0]:
            return False
        began = dict(stamp)
        return all(self.iteration_began.get(id(loop)) == began.get(id(loop))
                   for loop in self.loops[:-1] if id(loop) in began) and \
            self.iteration_began.get(id(self.loops[-1])) != stamp[-1][1]

    def _same_iteration(self, stamp: tuple | None) -> bool:
        """Is the code run now in the iterations ``stamp`` (see _iterations_stamp) names, as
        far as the innermost loop of them still runs? After a backward: a zeroing in a callback,
        or after the inner loop of micro-batches ends; not at the top of the next iteration."""
        if stamp is None:
            return False
        if not stamp:
            return not self.loops
        began = dict(stamp)
        for loop in reversed(self.loops):
            if id(loop) in began:
                return self.iteration_began.get(id(loop)) == began[id(loop)]
        return False

    def _optimizer_keys(self, state: State) -> set:
        return set(state.dirty) | set(state.pending) | {opt.sym for opt in self.facts.optimizers.values()}

    def _touches(self, key, loss: Value) -> bool:
        owns = self._owns_of_key(key)
        if not owns or not loss.reach:
            return True
        # (a loss through a whole network, `nn.Sequential(emb, head)(x)`, reaches the layers an
        # optimizer over one of its parts owns: `Adagrad(emb.parameters())`)
        return related(loss.reach, owns, self.parents)

    def _owns_of_key(self, key) -> frozenset:
        if isinstance(key, tuple) and key and key[0] == "manual":
            return key[1]
        optimizer = self.facts.optimizers.get(key)
        return optimizer.owns if optimizer is not None else EMPTY

    def _wrapper_step(self, node: cst.CSTNode, optimizer: Value) -> tuple:
        """Where a step is reported, and as what: a wrapper's `step()` (mmengine's
        `OptimWrapper.step` calling `self.optimizer.step()`, shared by every wrapper) at the call
        of the wrapper's method (`r.optim_wrapper["weighting"].step()`), as that wrapper."""
        frame = self.frames[-1] if self.frames else None
        call = self.call_nodes[-1] if self.call_nodes else None
        if frame is None or frame.name != "step" or frame.instance is None or \
                frame.instance.kind == "optimizer" or type(call) is not cst.Call or \
                type(call.func) is not cst.Attribute or call.func.attr.value != "step":
            return node, optimizer
        # (a wrapper: its class zeroes and steps what it wraps, its step backpropagates
        # nothing; not a trainer's `step(x, y)`, which is the training step itself)
        klass = frame.klass
        method = klass.methods.get("step") if klass is not None else None
        if method is None or "zero_grad" not in klass.methods or \
                "backward" in names_in(method, self.names_cache):
            return node, optimizer
        return call, replace(optimizer, label=label_of(call.func.value))

    def _step(self, optimizer: Value, node: cst.CSTNode, state: State, manual: bool = False,
              key=None) -> None:
        if key is None and optimizer.sym is None:  # which optimizer is unknown (joined paths)
            self._record_step(StepFact(node, optimizer, manual))
            return
        key = key if key is not None else optimizer.sym
        if optimizer.kind == "optimizer" and optimizer.sym and optimizer.sym not in self.facts.optimizers:
            self.facts.optimizers[optimizer.sym] = optimizer
        again = state.marks.get(("no-backward-since", key))
        applied = state.marks.pop(("applied-by", key), None)
        applied_by = applied[0] if applied is not None else None
        # (the previous step on a path where a tested name had the other truth: one scheme of
        # a loop split on a name it never assigns, then the other; whether the name changes
        # between them is not known)
        before = state.marks.get(("step-conds", key))
        before = before[1] if before is not None and before[0] is state.last_step.get(key) \
            else None
        state.marks[("step-conds", key)] = (node, dict(state.conds) if state.conds else None)
        # (no backward since an earlier step on this path: `scaler.step(opt)`, then
        # `opt.step()`: the same gradients applied twice)
        previous = state.marks.get(("stepped", key))
        twice = again is not None and again is not node and not manual and \
            not state.pending.get(key) and previous is not None and previous[3]
        # (a path zeroed after the previous step, and this step runs only on some iterations:
        # a step and a zero each under a test, `update_grad=(i + 1) % k == 0` handed to a
        # scaler's helper and `if (i + 1) % k == 0: opt.zero_grad()` in the caller; whether the
        # two tests agree is unknown)
        zeroed_after = state.last_step.get(key) in state.marks.get(("zeroed-after", key), ()) \
            and (self.branching > (self.loop_branching[-1] if self.loop_branching else 0) or
                 bool(self.frames) and self.frames[-1].periodic_guard)
        if state.dirty.get(key) and (state.pending.get(key) or twice) and \
                key in state.last_step and not disagree(before, state.conds) and \
                not zeroed_after:
            partly = state.marks.get(("partial-zero", key))
            site, stepped = self._wrapper_step(node, optimizer)
            previous = state.last_step[key]
            self.facts.accumulation.append(AccumulationFact(
                site, stepped, site if previous is node else previous,
                self.loops[-1] if self.loops else None,
                manual=manual, closure=self.reevaluating is node and state.last_step[key] is node,
                again=again if again is not node and not manual else None,
                applied_by=applied_by,
                partly_zeroed_by=partly[1] if partly else None))
        state.marks[("no-backward-since", key)] = node
        label = optimizer.label or "the optimizer"
        wasted, wasted_at = state.marks.pop(("wasted", key), (None, None))
        unread = state.marks.pop(("wasted-unread", key), None)
        by_loop = state.marks.pop(("wasted-by-loop", key), None)
        if by_loop is not None and any(id(loop) == by_loop for loop in self.loops):
            wasted = None  # (a step in that loop, before its backward: AGL014's other case)
        if wasted is not None and unread and not manual and state.pending.get(key):
            # `loss_a.backward(); opt.zero_grad(); loss_b.backward(); opt.step()` (a helper
            # that zeroes before each backward it runs): the first loss trains nothing
            self.facts.update_order.append((wasted, "zero-between" if by_loop is None else "zero-in-loop",
                                            label, ((node, "the step that finds them gone"),)))
        if not manual and not state.pending.get(key):
            if wasted is not None and not self._cut_loss_since(wasted_at, key):
                # (not when a backward between the zeroing and the step was of a loss cut from
                # this optimizer's parameters: the gradients meant for this step were that one's,
                # whose cut is AGL018's; those cleared were another update's stray ones)
                self.facts.update_order.append((wasted, "zero-between", label,
                                                ((node, "the step that finds them gone"),)))
            elif key in state.pending or not any(kind == "backward" for kind, _ in self.trace):
                # (an optimizer built after a backward steps the gradients it left: not this)
                self.pending.append(("step-no-grad", node, key, label, len(self.trace)))
        state.marks.pop(("partial-zero", key), None)
        if self.periodic_starts and not manual and self.loops and not any(
                kind == "backward" for kind, _ in self.trace[self.periodic_starts[-1]:]):
            # a step every k iterations of gradients the other iterations' backwards left
            # (accumulation); not one that follows its own backward under the same test (a
            # network trained every k iterations: its other iterations leave nothing to keep)
            self.periodic_steps[(key, id(self.loops[-1]))] = dict(state.conds)
        state.marks[("stepped", key)] = (next_order(), node, label, bool(state.pending.get(key)),
                                         self.call_nodes[-1] if self.call_nodes else None)
        if not manual:
            self._applied_for_others(key, node, state)
        state.dirty[key] = True
        state.pending[key] = False
        state.last_step[key] = node
        self._record_step(StepFact(node, optimizer, manual))

    def _cut_loss_since(self, start: int | None, key) -> bool:
        """Was a loss backpropagated since trace position ``start`` cut (`.detach()`,
        `no_grad`) from what the optimizer ``key`` owns: the step's own loss, that trains
        nothing?"""
        if start is None:
            return False
        owns = self._owns_of_key(key)
        return bool(owns) and any(
            kind == "backward" and fact.loss.cut is not None and
            related(fact.loss.cut[2], owns, self.parents)  # (a cut's reach: what it cut off)
            for kind, fact in self.trace[start:])

    def _applied_for_others(self, key, node, state: State) -> None:
        """The gradients this step applied stay in ``.grad``: another optimizer over some of the
        same parameters (infoGAN's info optimizer over G and D) that steps before they are
        zeroed applies them again, as its own next step would (AGL004)."""
        owns = self._owns_of_key(key)
        if not owns:
            return
        for other in self._optimizer_keys(state):
            others = self._owns_of_key(other) if other != key else None
            if others and other in state.last_step and overlaps(owns, others, self.parents) and \
                    not _exactly_disjoint(self.facts.optimizers.get(key),
                                          self.facts.optimizers.get(other)):
                state.marks.pop(("partial-zero", other), None)  # (zeroings before: void)
                earlier = state.marks.get(("applied-by", other))
                # (whether it held gradients of its own before: so it does once these are zeroed)
                own = earlier[2] if earlier is not None else bool(state.dirty.get(other))
                state.marks[("applied-by", other)] = (node, key, own)
                state.dirty[other] = True
            if others and state.pending.get(other) and certain_cover(set(owns), others,
                                                                     self.parents):
                # the gradients the other one holds from the last backward, over all of its
                # parameters, are applied by this step: a zeroing before its own step discards
                # none that would otherwise train (DANN's encoder optimizer over the
                # classifier's parameters, zeroed after the classifier's step)
                state.marks[("pending-applied", other)] = True

    def _holds_apart(self, owns: frozenset, covered: set) -> bool:
        """Does an optimizer hold a network of its own beside the one zeroed, neither part of
        the other (AdamW over `chain(model.parameters(), criterion.parameters())` while only
        `model.zero_grad()` runs)? Those gradients are not cleared."""
        return any(not overlaps(frozenset({sym}), frozenset(covered), self.parents) and
                   not overlaps(frozenset(covered), frozenset({sym}), self.parents)
                   for sym in owns)

    def _record_step(self, fact: StepFact) -> None:
        self.trace.append(("step", fact))
        self.event_paths[id(fact)] = self.split_path  # (see HazardFacts._settle_pending)

    def _zero(self, target: Value, state: State, overwritten: bool = False) -> None:
        """Zero the gradients of every optimizer whose parameters ``target`` covers
        (``overwritten``: set to new values, which a step then applies: nothing accumulates,
        nothing is lost)."""
        self.trace.append(("zero", target))
        if target.sym:
            self._zeroed_syms.add(target.sym)
        covered = set(target.reach) | ({target.sym} if target.sym else set())
        # (whose gradients were pending before this zeroing: not the order it is met in)
        pending_before = {key for key, pending in state.pending.items() if pending}
        for key in self._optimizer_keys(state):
            certain = key == target.sym  # this very optimizer, or known to cover its parameters
            if target.kind == "optimizer":
                hit = certain or target.sym is None
                if not hit and not overwritten:
                    # another optimizer's zero_grad() clears the parameters the two share
                    # (infoGAN's info optimizer over G and D, which the G and D optimizers
                    # zero): all of them, or two different zeroings of parts, as above
                    owns, zeroed = self._owns_of_key(key), target.owns
                    if not (owns and zeroed and overlaps(zeroed, owns, self.parents)) or \
                            _exactly_disjoint(target, self.facts.optimizers.get(key)):
                        continue
                    applied = state.marks.get(("applied-by", key))
                    if applied is not None and certain_cover(
                            zeroed, self._owns_of_key(applied[1]) & owns or
                            self._owns_of_key(applied[1]), self.parents):
                        # what that other step applied here is zeroed: only this optimizer's
                        # own accumulation, if any, is left
                        del state.marks[("applied-by", key)]
                        state.dirty[key] = applied[2]
                    if not certain_cover(zeroed, owns, self.parents):
                        first = state.marks.get(("partial-zero", key))
                        if first is None or first[0] == target.sym:
                            state.marks[("partial-zero", key)] = (target.sym, None)
                            continue
                    hit = True
            else:
                owns = self._owns_of_key(key)
                known = bool(covered and owns) and \
                    related(frozenset(covered), owns, self.parents)
                certain = certain or known
                hit = not covered or not owns or known
                if known and not overwritten and not certain_cover(covered, owns, self.parents) \
                        and (target.sym in self.parents or self._holds_apart(owns, covered)):
                    # `model.encoder.zero_grad()` while the optimizer steps the whole model: the
                    # rest keeps its gradients (two different parts zeroed: taken as all of it)
                    first = state.marks.get(("partial-zero", key))
                    if first is None or first[0] == target.sym:
                        # (the zeroed part and how it is spelt, for AGL004's message)
                        state.marks[("partial-zero", key)] = (target.sym, target.label)
                        continue
            if (hit or key == target.sym) and overwritten:
                state.dirty[key] = False
                state.marks.pop(("applied-by", key), None)
                # (gradients set anew after a zeroing, PCGrad's merged ones: the step applies
                # them, nothing computed was wasted)
                state.marks.pop(("wasted", key), None)
            elif hit or key == target.sym:
                # a zeroing that only may cover this optimizer clears it (quiet), but only one
                # known to cover it can waste its gradients (AGL014)
                accumulating = certain and state.pending.get(key) and self.loops and \
                    (key, id(self.loops[-1])) in self.periodic_steps and not disagree(
                        self.periodic_steps[(key, id(self.loops[-1]))], state.conds) and \
                    not self.periodic_starts and self.statement is not None
                # (the backward whose gradients are pending ran in this very iteration)
                same_iteration = state.marks.get(("pending-at", key)) == self.iteration or \
                    self._same_iteration(state.marks.get(("pending-in", key)))
                if accumulating and state.marks.get(("pending-at", key)) is not None:
                    # gradient accumulation (a step every k iterations of this loop) that zeroes
                    # at every iteration, before the backward or after the step's test: the
                    # gradients kept for the coming step are wiped
                    optimizer = self.facts.optimizers.get(key)
                    label = (optimizer.label if optimizer is not None else None) or "the optimizer"
                    step = state.last_step.get(key)
                    self.facts.update_order.append((self.statement, "zero-accumulation", label, (
                        (step, "the periodic step that should apply them all"),) if step is not None else ()))
                elif certain and state.pending.get(key) and self.statement is not None and \
                        not state.marks.get(("pending-applied", key)) and (
                        same_iteration or
                        ("no-backward-since", key) not in state.marks and
                        self._next_iteration(state.marks.get(("pending-in", key))) and
                        "step" not in names_in(self.loops[-1], self.names_cache)):
                    # this iteration's backward is wiped before its step (a zero at the top of
                    # the next iteration is the normal order, not this); or the previous
                    # iteration's, which no step applied (`for member in committee:
                    # opt.zero_grad(); loss(member).backward()`, then one `opt.step()`)
                    # (the zeroing, and where the trace stood: see _cut_loss_since)
                    state.marks[("wasted", key)] = (self.statement, len(self.trace))
                    state.marks.pop(("wasted-unread", key), None)
                    # (the loop whose previous iteration's backward is wiped: only a step after
                    # it applies the last one's gradients alone)
                    state.marks[("wasted-by-loop", key)] = None if same_iteration \
                        else id(self.loops[-1])
                    if not self._gradients_used_since_backward() and \
                            pending_before <= {key}:
                        # (no other optimizer holds that backward's gradients: it was this
                        # one's alone, not a generator's loss whose trace in the critic is
                        # dropped before the critic's own backward)
                        state.marks[("wasted-unread", key)] = True
                elif certain and not state.pending.get(key) and \
                        state.marks.get(("wasted", key), (None,))[0] is not self.statement:
                    # zeroed again before any backward: what an earlier zeroing wiped, this one
                    # would have (a sanity check's backward and `net.zero_grad()`, then the
                    # training step's own `opt.zero_grad()`)
                    state.marks.pop(("wasted", key), None)
                state.dirty[key] = False
                state.marks.pop(("applied-by", key), None)
                state.pending[key] = False
                if state.last_step.get(key) is not None:
                    state.marks[("zeroed-after", key)] = state.marks.get(
                        ("zeroed-after", key), frozenset()) | {state.last_step[key]}
        if target.kind not in ("optimizer",) and not covered:
            for key in list(state.dirty):
                state.dirty[key] = False
                state.marks.pop(("applied-by", key), None)

    def _gradients_used_since_backward(self) -> bool:
        """Were gradients looked at (`p.grad`: a per-task gradient kept before the next task's
        backward, PCGrad, logging) or stepped by some optimizer (the discriminator's backward
        reached the generator too: its gradients are cleared before its own) since the last
        backward?"""
        # (the last backward that filled `.grad`: not a gradient penalty's autograd.grad)
        last = next((index for index in range(len(self.trace) - 1, -1, -1)
                     if self.trace[index][0] == "backward" and self.trace[index][1].accumulates),
                    None)
        return last is not None and (self.grad_read_at > last or any(
            kind == "step" for kind, _ in self.trace[last:]))

    def _inplace(self, target: Value, target_node, site, op: str, state: State,
                 uses_grad: bool) -> None:
        if state.grad and grad_switched_off(state, target_node):
            return  # (`w.requires_grad_(False); w[idx] = 0.0; w.requires_grad_(True)`)
        if state.grad is ASSUMED_ON and self._handed_by_unseen_caller(target):
            # `copy_params_and_buffers(src, dst)` with no caller in sight: whether grad is on
            # and `dst`'s parameters require it (StyleGAN builds its networks with
            # `.requires_grad_(False)`) is the caller's to decide
            return
        if state.grad:
            owner = next((self.facts.made_at[sym] for sym in sorted(target.reach, key=checkout_order)
                          if sym in self.facts.made_at), None)
            self.facts.inplace.append(InplaceFact(site, target_node, target, self.statement, op,
                                                  tuple(reversed(self.call_nodes[-2:])), owner))
        elif uses_grad:  # a manual SGD update of a leaf with its own gradient
            owns = frozenset(target.reach | ({target.sym} if target.sym else set()))
            key = ("manual", owns)
            self._step(replace(target, label=target.label or label_of(target_node)), site, state,
                       manual=True, key=key)

    def _handed_by_unseen_caller(self, target: Value) -> bool:
        """Is ``target`` (a parameter or its network) what the plain function running with no
        caller seen was handed as an argument? (Not a method's: a framework's hook, `compute_loss(
        self, model, inputs)`, runs in the framework's training loop.)"""
        if not self.frames or self.frames[0].klass is not None:
            return False
        given = frozenset(value.sym for value in self.frames[0].given.values() if value.sym)
        held = target.reach | ({target.sym} if target.sym else EMPTY)
        return bool(given and held) and overlaps(held, given, self.parents)

    def _pair_backwards_with_steps(self) -> None:
        """Each backward's steps: the first run of consecutive steps after it. One pass from the
        end (a forward scan per backward was quadratic: 16,000 backwards took minutes); a
        backward run in one run of a split (see _exec_split) looks past the other run's events."""
        zeroed: set = set()    # optimizers zeroed since the last backward
        for kind, fact in self.trace:
            if kind == "zero" and fact.kind == "optimizer" and fact.sym:
                zeroed.add(fact.sym)
            elif kind == "zero" and fact.kind != "optimizer" and (fact.sym or fact.reach):
                # `netD.zero_grad()`: the optimizers whose every parameter it zeroes
                covered = set(fact.reach) | ({fact.sym} if fact.sym else set())
                zeroed.update(sym for sym, optimizer in self.facts.optimizers.items()
                              if optimizer.owns and
                              certain_cover(covered, optimizer.owns, self.parents))
            elif kind == "backward":
                fact.zeroed, zeroed = frozenset(zeroed), set()
        following: list = []   # the first complete run of steps after the current position
        run: list = []         # steps seen since the last other event, latest first
        for index in range(len(self.trace) - 1, -1, -1):
            kind, fact = self.trace[index]
            if kind == "step":
                run.append(fact)
                continue
            if run:
                following, run = run[::-1], []
            if kind == "backward" and not fact.stepping:
                path = self.event_paths.get(id(fact))
                fact.stepping = following if path is None else self._steps_on_path(index, path)

    def _steps_on_path(self, index: int, path: tuple) -> list:
        """The first run of steps after the backward at trace position ``index`` among the
        events that can follow it on its own ``path``: the other run of the split (`if clip:`
        tested before and after the D update) made events of its own in between, which this
        run never meets. None found within a bounded scan: no step is known to apply it."""
        run: list = []
        for kind, fact in self.trace[index + 1:index + 1 + MAX_PATH_SCAN]:
            if exclusive_paths(path, self.event_paths.get(id(fact), ())):
                continue
            if kind == "step":
                run.append(fact)
            elif run:
                break
        return run
