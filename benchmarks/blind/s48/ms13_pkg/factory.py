import torch
import torch.nn.functional as F

OPTIM_FACTORIES = {
    "adam": lambda params, lr, **kw: torch.optim.Adam(params, lr=lr, betas=kw.get("betas", (0.5, 0.999))),
    "sgd": lambda params, lr, **kw: torch.optim.SGD(params, lr=lr, momentum=kw.get("momentum", 0.0)),
}


def make_optimizer(module, spec):
    spec = dict(spec)
    return OPTIM_FACTORIES[spec.pop("kind")](module.parameters(), **spec)


def adversarial_loss(logits, is_real, *, smoothing=0.0):
    target = torch.full_like(logits, (1.0 - smoothing) if is_real else 0.0)
    return F.binary_cross_entropy_with_logits(logits, target)
