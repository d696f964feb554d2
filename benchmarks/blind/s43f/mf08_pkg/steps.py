import torch
import torch.nn.functional as F

from .kiosks import minibatches


def poisson_deviance(log_rate, count):
    return F.poisson_nll_loss(log_rate, count, log_input=True, full=False)


def sam_epoch(net, sam, data, batch_size, gen, scheduler=None):
    net.train()
    seen = 0.0
    for batch in minibatches(data, batch_size, gen):
        sam.zero_grad()
        nll = poisson_deviance(net(batch), batch["count"])
        nll.backward()

        def closure():
            sam.zero_grad()
            nll.backward()
            return nll

        sam.step(closure)
        if scheduler is not None:
            scheduler.step()
        seen += nll.item() * len(batch["count"])
    return seen / len(data["count"])


@torch.no_grad()
def mean_abs_error(net, data):
    net.eval()
    return (torch.exp(net(data)) - data["count"]).abs().mean().item()
