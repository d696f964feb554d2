import torch
import torch.nn.functional as F


class Stage:
    """A link in the per-batch chain; hands the context on when done."""

    def __init__(self):
        self.next = None

    def then(self, stage):
        self.next = stage
        return stage

    def __call__(self, ctx):
        self.handle(ctx)
        if self.next is not None:
            self.next(ctx)

    def handle(self, ctx):
        raise NotImplementedError


class Forward(Stage):
    def __init__(self, model):
        super().__init__()
        self.model = model

    def handle(self, ctx):
        ctx["pred"] = self.model(ctx["x"])


class CheckpointLoss(Stage):
    def __init__(self, weights):
        super().__init__()
        self.weights = weights

    def handle(self, ctx):
        parts = []
        for k, w in enumerate(self.weights):
            parts.append(w * F.mse_loss(ctx["pred"][:, k], ctx["y"][:, k]))
        ctx["parts"] = parts
        ctx["loss"] = torch.stack(parts).sum()


class Update(Stage):
    def __init__(self, optimizer, max_norm=1.0):
        super().__init__()
        self.optimizer = optimizer
        self.max_norm = max_norm

    def handle(self, ctx):
        self.optimizer.zero_grad(set_to_none=True)
        ctx["loss"].backward()
        params = [p for g in self.optimizer.param_groups for p in g["params"]]
        ctx["grad_norm"] = torch.nn.utils.clip_grad_norm_(params, self.max_norm).item()
        self.optimizer.step()


class Record(Stage):
    def __init__(self, total, per_checkpoint):
        super().__init__()
        self.total = total
        self.per_checkpoint = per_checkpoint

    def handle(self, ctx):
        n = len(ctx["y"])
        self.total.update(ctx["loss"].item(), n)
        self.per_checkpoint.update([p.item() for p in ctx["parts"]], n)
