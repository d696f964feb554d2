"""Training step built as a closure over the parameter groups and their optimizers."""
import torch.nn.functional as F

from .optim import grad_norms
from .params import apply


def make_step(tables, mlp, opts, loss_fn=F.smooth_l1_loss):
    groups = {"tables": tables, "mlp": mlp}

    def step(batch):
        opts["mlp"].zero_grad(set_to_none=True)
        pred = apply(tables, mlp, batch)
        err = loss_fn(pred, batch["minutes"])
        err.backward()
        norms = grad_norms(groups)
        opts["mlp"].step()
        opts["tables"].step()
        return err.item(), norms

    return step


def make_eval(tables, mlp):
    def evaluate(log):
        pred = apply(tables, mlp, log)
        return (pred - log["minutes"]).abs().mean().item()

    return evaluate
