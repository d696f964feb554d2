"""Training and evaluation steps."""
import torch
import torch.nn.functional as F

from .jaxish import inference

nll = lambda log_rate, visits: F.poisson_nll_loss(log_rate, visits, log_input=True, full=True)


def make_update(model, opt):
    def update(batch: dict) -> dict:
        opt.zero_grad(set_to_none=True)
        log_rate = model(batch["x"])
        value = nll(log_rate, batch["visits"])
        value.backward()
        opt.step()
        return {"nll": value.detach()}
    return update


@inference
def evaluate(model, data: dict) -> dict:
    model.eval()
    log_rate = model(data["x"])
    rate = log_rate.exp()
    out = {"nll": nll(log_rate, data["visits"]),
           "mae": (rate - data["visits"]).abs().mean(),
           "rate": rate}
    model.train()
    return out
