import torch.nn.functional as F

from .snow import draw_conditions, glide_bench


class State:
    def run(self, ctx):
        raise NotImplementedError


class Propose(State):
    def run(self, ctx):
        ctx.conditions = draw_conditions(ctx.batch_size)
        ctx.recipes = ctx.proposer(ctx.conditions)
        ctx.predicted = ctx.surrogate(ctx.conditions, ctx.recipes)
        return TestRuns()


class TestRuns(State):
    def run(self, ctx):
        ctx.measured = glide_bench(ctx.conditions, ctx.recipes.detach())
        ctx.log.add(ctx.conditions, ctx.recipes.detach(), ctx.measured)
        ctx.history.append(ctx.measured.mean().item())
        return FitSurrogate()


class FitSurrogate(State):
    def __init__(self, updates=4):
        self.updates = updates

    def run(self, ctx):
        for _ in range(self.updates):
            cond, recipe, seconds = ctx.log.sample(4 * ctx.batch_size)
            loss = F.mse_loss(ctx.surrogate(cond, recipe), seconds)
            ctx.opt_surrogate.zero_grad()
            loss.backward()
            ctx.opt_surrogate.step()
        if ctx.round < ctx.warmup_rounds:
            return NextRound()
        return ImproveProposer()


class ImproveProposer(State):
    def run(self, ctx):
        loss = ctx.predicted.mean()
        ctx.opt_proposer.zero_grad()
        loss.backward()
        ctx.opt_proposer.step()
        return NextRound()


class NextRound(State):
    def run(self, ctx):
        ctx.round += 1
        if ctx.round % 30 == 0:
            recent = ctx.history[-30:]
            print(f"round {ctx.round}: mean glide {sum(recent) / len(recent):.2f} s")
        return Propose() if ctx.round < ctx.rounds else None
